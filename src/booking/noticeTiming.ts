/*
 * How long the booking's notices stay, in one small module: the toasts read it, and so does the accessibility page
 * (src/sections/accessibility/), which says these times to the visitor (WCAG 2.2.1), without bringing the toasts.
 */

/**
 * How long the confirmation after a valid submit stays, in ms, not counting the time it is paused: while it is
 * touched, hovered or focused, and while the visitor is in another tab or app (WhatsApp). At least 20 s, which
 * WCAG 2.2.1 counts as enough for anyone to read; 30 s, because many visitors read slowly.
 */
export const confirmationShownMs = 30_000;

/**
 * How long after the hand-off the page may still be in front of the visitor, visible and focused, before the
 * confirmation offers another way to reach the practice: a new tab or the WhatsApp app takes the screen within a
 * second or two of the tap.
 */
export const notOpenedAfterMs = 3000;
