/**
 * The one chat hand-off, used by every place that sends the visitor to the practice's WhatsApp chat: the inline
 * loader (./loader.ts, which the build bundles with this module and compiles to ES5), the booking form, and the
 * fallbacks when the booking's code cannot arrive (src/booking/BookingModalSlot.tsx, src/booking/bookingNotices.ts).
 * It says where the chat opened: "new-tab" or "same-tab".
 *
 * It must run where the loader runs: ES5 once compiled, no destructuring (its helpers would double the loader).
 */

/** Where the chat opened: in a new tab, or in this one. */
export type ChatOpened = "new-tab" | "same-tab";

/**
 * Opens the chat at `url` in a new tab, as the visitor's tap asked, and cuts the new tab's link back to the site.
 * Not with the "noopener" feature, which makes window.open return null even when the tab opened, so that a refused
 * tab could not be told apart; the opener is cut by hand, and where the browser does not let a page write it, the
 * chat opens all the same (a chat site cannot reach back then either). Answers "new-tab", or null where the
 * browser refused the new tab (a popup blocker; a tap older than the browser allows).
 */
export function openChatInNewTab(url: string): "new-tab" | null {
  const tab = window.open(url, "_blank");
  if (!tab) return null;
  try {
    tab.opener = null;
  } catch {
    // Some browsers do not let a page write the opener.
  }
  return "new-tab";
}

/** Opens the chat at `url` in this tab: where a new tab was refused, the visitor still reaches the chat. */
export function openChatHere(url: string): "same-tab" {
  window.location.href = url;
  return "same-tab";
}

/** The chat at `url`: in a new tab cut from this page, else in this tab. */
export function openChat(url: string): ChatOpened {
  return openChatInNewTab(url) || openChatHere(url);
}
