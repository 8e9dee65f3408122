/**
 * The one chat hand-off, used by every place that sends the visitor to the practice's WhatsApp chat: the inline
 * loader (./loader.ts, which the build bundles with this module and compiles to ES5), the booking form, and the
 * fallbacks when the booking's code cannot arrive (src/booking/BookingModalSlot.tsx, src/booking/bookingNotices.ts).
 * It says where the chat opened: "new-tab" or "same-tab". It also decides, in one place, which of a chat's two
 * addresses the booking opens: the spec's web link (wa.me) with the network there, the WhatsApp app's own link
 * (whatsapp://send) with evidently none, since a web page between cannot load then and the app needs none.
 *
 * It must run where the loader runs: ES5 once compiled, no destructuring (its helpers would double the loader).
 * The loader uses `openChat` alone; the bundler leaves the rest out of it.
 */
import { savedCopyAttribute } from "../shared/savedCopy";
import { openWindow } from "./openWindow";

/** Where the chat opened: in a new tab, or in this one. */
export type ChatOpened = "new-tab" | "same-tab";

/** A chat's two addresses (src/booking/chatUrl.ts makes them). */
export interface ChatAddresses {
  /** https://wa.me/…: the spec's link, a web page that hands over to the app. */
  readonly web: string;
  /** whatsapp://send?…: the app's own link, which needs no web page between. */
  readonly app: string;
}

/** What the booking's hand-off did: where the chat opened, or null where the browser refused the new tab. */
export interface ChatHandOff {
  readonly opened: ChatOpened | null;
  /** The window the browser answered with, when the chat went to a new tab: whether it ever came is watched. */
  readonly tab?: Window;
}

/** A new tab for the chat, cut from this page; null where the browser refused it. */
function newTab(url: string): Window | null {
  return openWindow(url, "cut", "_blank");
}

/**
 * Opens the chat at `url` in a new tab, as the visitor's tap asked, with the new tab's link back to the site cut
 * (./openWindow.ts says how). Answers "new-tab", or null where the browser refused the new tab.
 */
export function openChatInNewTab(url: string): "new-tab" | null {
  return newTab(url) ? "new-tab" : null;
}

/**
 * Opens the chat at `url` in this tab: where a new tab was refused, the visitor still reaches the chat. With the
 * app's own link, the page stays where it is while the phone opens WhatsApp over it.
 */
export function openChatHere(url: string): "same-tab" {
  window.location.href = url;
  return "same-tab";
}

/** The chat at `url`: in a new tab cut from this page, else in this tab. */
export function openChat(url: string): ChatOpened {
  return openChatInNewTab(url) || openChatHere(url);
}

/** Whether the last download of the page's own code failed (./deferredChunk.ts says), until one arrives again. */
let downloadFailed = false;

/** Told by ./deferredChunk.ts whether each download of the page's code arrived: the hand-off's own evidence. */
export function noteDownload(arrived: boolean): void {
  downloadFailed = !arrived;
}

/**
 * Whether there is evidently no network: the browser says it is offline, the page's last download of its own
 * code failed, or the page itself is the service worker's saved copy, served because the network failed (a phone
 * with no data credit left can still be "online" and reach WhatsApp's app, but no web page).
 */
export function noNetwork(): boolean {
  return (
    downloadFailed ||
    navigator.onLine === false ||
    document.querySelector("[" + savedCopyAttribute + "]") !== null
  );
}

/**
 * The booking form's hand-off, inside the visitor's tap: with the network there, the chat's web link in a new tab
 * (or null where the browser refused it: the booking then offers the link to tap, a tap the browser allows); with
 * evidently no network, the app's own link in this tab.
 */
export function handOffChat(chat: ChatAddresses): ChatHandOff {
  if (noNetwork()) return { opened: openChatHere(chat.app) };
  const tab = newTab(chat.web);
  return tab ? { opened: "new-tab", tab: tab } : { opened: null };
}

/**
 * The chat when the booking's own code cannot help any more (its dialog or its notices did not arrive): in a new
 * tab, else in this one; with evidently no network (and a failed download is such evidence), the app's own link.
 */
export function openChatAnyway(chat: ChatAddresses): ChatOpened {
  return noNetwork() ? openChatHere(chat.app) : openChat(chat.web);
}
