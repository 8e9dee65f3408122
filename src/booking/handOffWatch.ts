import type { ChatHandOff } from "../boot/openChat";
import { notOpenedAfterMs } from "./noticeTiming";

/**
 * Whether the hand-off's new tab shows that it opened: it went to another site (its address can no longer be
 * read), or it closed (a chat link that handed over to the app). A window the browser answers with but never shows
 * (an app's own browser that ignores window.open) does neither.
 */
function tabOpened(tab: Window | undefined): boolean {
  if (!tab) return false;
  try {
    if (tab.closed) return true;
    const address = tab.location?.href;
    return address !== undefined && address !== "about:blank";
  } catch {
    // Another site's page: this one may not read its address.
    return true;
  }
}

/**
 * Watches a hand-off for `afterMs`, and calls `onNotOpened` if the chat evidently did not open: the page stayed in
 * front of the visitor all along (never hidden, never left without focus, never left for another page) and is
 * visible and focused still, and the new tab, if any, shows no sign of having opened. Decided by what happened,
 * not by guessing the browser. Returns what stops the watch (a new request, the dialog opened again).
 */
export function watchHandOff(
  handOff: ChatHandOff,
  onNotOpened: () => void,
  afterMs = notOpenedAfterMs,
): () => void {
  let left = false;
  const leave = () => {
    left = true;
  };
  const hidden = () => {
    if (document.visibilityState === "hidden") left = true;
  };
  window.addEventListener("blur", leave);
  window.addEventListener("pagehide", leave);
  document.addEventListener("visibilitychange", hidden);
  const stop = () => {
    window.clearTimeout(timer);
    window.removeEventListener("blur", leave);
    window.removeEventListener("pagehide", leave);
    document.removeEventListener("visibilitychange", hidden);
  };
  const timer = window.setTimeout(() => {
    stop();
    const inFront = document.visibilityState === "visible" && document.hasFocus();
    if (!left && inFront && !tabOpened(handOff.tab)) onNotOpened();
  }, afterMs);
  return stop;
}
