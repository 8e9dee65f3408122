/**
 * The page's inline script loader. This module is not imported by the app: the build bundles it with what it
 * imports, compiles it to ES5, minifies it (plugins/start-up/compileLoader.ts) and writes it into every page's head,
 * in place of Gatsby's script tags at the end of the body (plugins/start-up/deferScripts.ts), where it runs as the
 * HTML parser reaches it. What it shares with the app it imports, as the app does: the names of ./startUpNames and
 * the one chat hand-off, ./openChat; the compiled loader carries them and imports nothing.
 *
 * It reads the scripts to add from its own `data-deferred-scripts` attribute and adds them, never before the end
 * of the HTML (Gatsby's inline settings there must run first), and:
 * - first of all, it gives Gatsby's app the page's path (`window.pagePath`) from its `data-page-path`, where the
 *   build moved it from the inline script Gatsby writes on each page (plugins/start-up/deferScripts.ts);
 * - once the page has loaded, its first contentful paint is reported and the frame after the load is painted, so
 *   none of them competes with the paint (a frame callback alone is not enough: Chrome reports the paint a few
 *   frames after rendering it);
 * - where paint timing is missing or fails (Safari before 14.1, old Chromium), after the load event and two
 *   frames; and in any case no later than `scriptsAfterLoadAtLatestMs` after the load event;
 * - at once on the first touch, click or key press.
 * With them it preloads what the app fetches next (`data-preload`: page data, the page's chunks, the booking
 * modal), so those come in parallel instead of one after the other. Not earlier: Lighthouse's simulation counts
 * a script downloaded before the largest paint as holding it back, unless it sees the script run after it, and
 * it does not see the short runs of the small chunks (docs/how-a-page-starts.md has the measurements).
 *
 * Until React takes over (`hydrate` sets the early-click global to null), it answers taps itself:
 * - a call to action (an `<a data-booking-reason href=chat>`) turns busy (aria-busy, which the call to action
 *   draws as a spinner, and the live region says so) and is remembered for `hydrate`, which hands it to the
 *   booking provider to open the modal with its reason; if a script fails to load, or React has not taken over within `callToActionPatienceMs`, it opens the
 *   link's chat instead, and from then on calls to action are plain links to their chat;
 * - any other button is remembered for `hydrate` to repeat; a tap anywhere else forgets the pending one.
 * Its listeners go first, so that whatever fails after them, a tap still starts the scripts.
 *
 * It must parse and run on the oldest phone that opens the site: the compiler makes it ES5, and browser APIs
 * newer than that (`closest`, observers) are tested for before use.
 */
import type { EarlyClick } from "./earlyClick";
import { openChat } from "./openChat";
import {
  bootStatusId,
  busyMessage,
  callToActionAttribute,
  callToActionPatienceMs,
  deferredScriptsAttribute,
  earlyClickGlobal,
  pagePathAttribute,
  preloadAttribute,
  scriptsAfterLoadAtLatestMs,
} from "./startUpNames";

type Preload = [href: string, as: string];

/** A call to action tapped before React: it is busy until the dialog shows, or until its chat opens. */
interface PendingTap {
  target: HTMLAnchorElement;
  timer: number;
}

const listenFirst = { capture: true, passive: true };
const me = document.currentScript as HTMLScriptElement;
const pagePath = me.getAttribute(pagePathAttribute);
if (pagePath !== null) (window as unknown as { pagePath: string }).pagePath = pagePath;
const preloads = JSON.parse(me.getAttribute(preloadAttribute) || "[]") as Preload[];
/** The scripts still to add; undefined once they are added. */
let scriptsToAdd = JSON.parse(me.getAttribute(deferredScriptsAttribute) || "[]") as
  string[] | undefined;
let pageLoaded = false;
let pagePainted = false;
/** Set when a script failed, or a tapped call to action fell back to its chat: links stay links from then on. */
let linksArePlain = false;
let pending: PendingTap | undefined;
let dialogWatch: MutationObserver | undefined;

/** Whether React has taken over the page: then it handles every click, and the loader only starts scripts. */
const reactHasThePage = () => window[earlyClickGlobal] === null;

function remember(target: Element | undefined) {
  window[earlyClickGlobal] = target ? ({ target, at: Date.now() } satisfies EarlyClick) : undefined;
}

// No destructuring here or below: compiled to ES5 it brings helpers that double the loader's size.
function preload(entry: Preload) {
  const link = document.createElement("link");
  link.rel = "preload";
  link.href = entry[0];
  link.as = entry[1];
  if (entry[1] === "fetch") link.crossOrigin = "anonymous";
  document.head.appendChild(link);
}

function startScripts() {
  if (!scriptsToAdd) return;
  // Not before the end of the HTML: Gatsby's inline settings there must run before its scripts.
  if (document.readyState === "loading") {
    addEventListener("DOMContentLoaded", startScripts);
    return;
  }
  for (let i = 0; i < preloads.length; i++) preload(preloads[i] as Preload);
  for (let i = 0; i < scriptsToAdd.length; i++) {
    const script = document.createElement("script");
    script.src = scriptsToAdd[i] as string;
    script.async = true;
    script.onerror = scriptFailed;
    document.body.appendChild(script);
  }
  scriptsToAdd = undefined;
}

function announce(text: string) {
  const status = document.getElementById(bootStatusId);
  if (status) status.textContent = text;
}

/** The pending call to action stops being busy. */
function settle() {
  if (!pending) return;
  clearTimeout(pending.timer);
  pending.target.removeAttribute("aria-busy");
  announce("");
  if (dialogWatch) dialogWatch.disconnect();
  dialogWatch = undefined;
  pending = undefined;
}

/** The pending call to action opens its chat: in a new tab while the browser allows it, else in this one. */
function fallToChat() {
  const href = (pending as PendingTap).target.href;
  settle();
  if (reactHasThePage()) return;
  remember(undefined);
  linksArePlain = true;
  openChat(href);
}

function scriptFailed() {
  linksArePlain = true;
  if (pending && !reactHasThePage()) fallToChat();
}

/** The patience is over: without React, the chat; with React on its way to the dialog, a while longer. */
function patienceOver() {
  if (!pending) return;
  if (reactHasThePage()) pending.timer = window.setTimeout(settle, callToActionPatienceMs * 2);
  else fallToChat();
}

function onClick(event: MouseEvent) {
  startScripts();
  if (reactHasThePage()) return;
  const target = event.target as Element;
  // Joined with +, not a template: ES5's `.concat` call would stay in the minified loader.
  const callToAction = (target.closest &&
    target.closest("[" + callToActionAttribute + "]")) as HTMLAnchorElement | null;
  const button = !callToAction && target.closest ? target.closest("button") : null;
  if (pending && pending.target !== callToAction) settle();
  if (!callToAction) {
    remember(button || undefined);
    return;
  }
  if (linksArePlain) {
    remember(undefined);
    return;
  }
  event.preventDefault();
  remember(callToAction);
  if (pending) return;
  pending = {
    target: callToAction,
    timer: window.setTimeout(patienceOver, callToActionPatienceMs),
  };
  callToAction.setAttribute("aria-busy", "true");
  announce(busyMessage);
  if (window.MutationObserver) {
    dialogWatch = new MutationObserver(() => {
      if (document.querySelector("[role=dialog]")) settle();
    });
    dialogWatch.observe(document.body, { childList: true, subtree: true });
  }
}

addEventListener("pointerdown", startScripts, listenFirst);
addEventListener("keydown", startScripts, listenFirst);
addEventListener("click", onClick, true);

/**
 * After the frame that follows: the one that paints what the load brought (the largest paint is often that
 * frame, later than the first). The scripts are downloaded by then, and would otherwise run before it.
 */
function startWhenLoadedAndPainted() {
  if (pageLoaded && pagePainted) requestAnimationFrame(() => setTimeout(startScripts, 0));
}

let paintTiming = false;
try {
  const Observer = window.PerformanceObserver;
  if (Observer && (Observer.supportedEntryTypes || []).indexOf("paint") >= 0) {
    new Observer((list) => {
      if (list.getEntriesByName("first-contentful-paint").length === 0) return;
      pagePainted = true;
      startWhenLoadedAndPainted();
    }).observe({ type: "paint", buffered: true });
    paintTiming = true;
  }
} catch {
  // An old engine that knows the observer but not `type`: fall back to frames, below.
}
if (!paintTiming) pagePainted = true;

function onLoad() {
  setTimeout(startScripts, scriptsAfterLoadAtLatestMs);
  if (paintTiming) {
    pageLoaded = true;
    startWhenLoadedAndPainted();
    return;
  }
  requestAnimationFrame(() =>
    requestAnimationFrame(() => {
      pageLoaded = true;
      startWhenLoadedAndPainted();
    }),
  );
}

if (document.readyState === "complete") onLoad();
else addEventListener("load", onLoad);
