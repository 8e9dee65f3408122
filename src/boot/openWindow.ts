/**
 * The site's one `window.open`: every window the site opens comes through here, so that whether it keeps its link
 * back to the page is said where it opens.
 * - "cut": the chat's new tab (./openChat.ts). A chat site never needs to reach back, so the opener is cut by hand,
 *   guarded: some browsers do not let a page write it, and the window opens all the same.
 *   Not with the "noopener" feature, which makes `window.open` answer null even when the window opened, so that a
 *   refused window could not be told apart.
 * - "keep": the staff's sign-in window (src/admin/sessionRenewal.ts), which hands the session back to the editor
 *   through its opener (src/server/githubLogin.ts).
 *
 * It runs in the inline loader too (./loader.ts): ES5 once compiled, no destructuring.
 */

/** Whether the opened window keeps its link back to this page. */
export type Opener = "cut" | "keep";

/**
 * Opens `url` in the window named `target` (with the window `features`, if any). Answers the window, or null where
 * the browser refused it (a popup blocker; a tap older than the browser allows).
 */
export function openWindow(
  url: string,
  opener: Opener,
  target: string,
  features?: string,
): Window | null {
  // Asked with the arguments given, no more: without features, no third argument at all.
  const opened =
    features === undefined ? window.open(url, target) : window.open(url, target, features);
  if (!opened || opener === "keep") return opened;
  try {
    opened.opener = null;
  } catch {
    // Some browsers do not let a page write the opener.
  }
  return opened;
}
