/**
 * Build step: the page's scripts start after the page has painted.
 *
 * Gatsby ends each page with `<script src async>` tags for its runtime, React and the app. On a phone those
 * arrive while the browser is still laying out the page, and running them (then hydrating) holds back the
 * first paint of text the visitor came to read. Every page here is complete as static HTML, so the scripts can
 * wait: this swaps the tags for one small inline loader that adds them once the page has loaded and painted, or
 * at once when the visitor first touches, clicks or types. A tap on a button before then is not lost: the
 * loader remembers it and `hydrate` (src/boot/hydrate.ts) repeats it once React is listening.
 */

import { earlyClickGlobal } from "./earlyClick";

/** Gatsby's own script tags: a same-site `src`, `async`, nothing inside. */
const gatsbyScript = /<script src="(\/[^"]+\.js)" async(?:="")?><\/script>/g;

/** The attribute that carries the loader's list of scripts (read by the loader and by the benchmark). */
export const deferredScriptsAttribute = "data-deferred-scripts";

/** The attribute that carries what the app fetches next, preloaded as the scripts start. */
export const preloadAttribute = "data-preload";

/** The attribute that marks a call to action: its value is the reason's key, its `href` the chat to fall to. */
export const callToActionAttribute = "data-booking-reason";

/** The id of the polite live region, outside React's root, that says a call to action is working. */
export const bootStatusId = "booking-status";

/** What the live region says while a call to action waits for the app. */
export const busyMessage = "Abrindo o agendamento…";

/**
 * How long a tapped call to action waits for the app before it opens its chat link instead. Browsers let a tap
 * open a new tab for about 5 s (Chrome's and Firefox's user-activation window), so the chat still opens in a new
 * tab; and it is about twice what the app takes to answer a tap at first paint on a slow phone (npm run bench).
 */
export const callToActionPatienceMs = 3000;

/**
 * The inline loader, the same on every page (one CSP hash), in ES5 so that it parses on the oldest phone that
 * runs the site. It reads the scripts to add from its own `data-deferred-scripts` attribute and adds them:
 * - once the page has loaded and its first contentful paint is reported, so none of them competes with the
 *   paint (a frame callback alone is not enough: Chrome reports the paint a few frames after rendering it);
 * - where paint timing is missing or fails (Safari before 14.1, old Chromium), after the load event and two
 *   frames; and in any case no later than 3 s after the load event;
 * - at once on the first touch, click or key press.
 * With them it preloads what the app fetches next (`data-preload`: page data, the page's chunks, the booking
 * modal), so those come in parallel instead of one after the other.
 * Until React takes over (`hydrate` sets the early-click global to null), it answers taps itself:
 * - a call to action (an `<a data-booking-reason href=chat>`) turns busy (aria-busy, which the design system's
 *   Button draws as a spinner, and the live region says so) and is remembered for `hydrate` to repeat, which
 *   opens the modal; if a script fails to load, or React has not taken over within `callToActionPatienceMs`, it
 *   opens the link's chat instead, and from then on calls to action are plain links to their chat;
 * - any other button is remembered for `hydrate` to repeat; a tap anywhere else forgets the pending one.
 * Its listeners go first, so that whatever fails after them, a tap still starts the scripts.
 */
export function loaderScript(): string {
  return `(function(){
var w=window,d=document,o={capture:!0,passive:!0},me=d.currentScript,s=JSON.parse(me.getAttribute("${deferredScriptsAttribute}")),p=JSON.parse(me.getAttribute("${preloadAttribute}")||"[]"),loaded=0,painted=0,direct=0,pend=0,watch=0;
function go(){if(!s)return;var i,e;for(i=0;i<p.length;i++){e=d.createElement("link");e.rel="preload";e.href=p[i][0];e.as=p[i][1];if(p[i][1]=="fetch")e.crossOrigin="anonymous";d.head.appendChild(e)}for(i=0;i<s.length;i++){e=d.createElement("script");e.src=s[i];e.async=!0;e.onerror=fail;d.body.appendChild(e)}s=0}
function say(t){var r=d.getElementById("${bootStatusId}");if(r)r.textContent=t}
function settle(){if(!pend)return;clearTimeout(pend.timer);pend.t.removeAttribute("aria-busy");say("");if(watch)watch.disconnect();watch=pend=0}
function chat(){var t=pend.t;settle();if(w.${earlyClickGlobal}===null)return;w.${earlyClickGlobal}=void 0;direct=1;var tab=w.open(t.href,"_blank");if(tab){try{tab.opener=null}catch(x){}}else location.href=t.href}
function fail(){direct=1;if(pend&&w.${earlyClickGlobal}!==null)chat()}
function later(){if(!pend)return;if(w.${earlyClickGlobal}===null)pend.timer=setTimeout(settle,${callToActionPatienceMs * 2});else chat()}
w.addEventListener("pointerdown",go,o);w.addEventListener("keydown",go,o);
w.addEventListener("click",function(e){go();if(w.${earlyClickGlobal}===null)return;var x=e.target,c=x.closest&&x.closest("[${callToActionAttribute}]"),b=!c&&x.closest&&x.closest("button");if(pend&&pend.t!==c)settle();if(!c){w.${earlyClickGlobal}=b?{target:b,at:Date.now()}:void 0;return}if(direct){w.${earlyClickGlobal}=void 0;return}e.preventDefault();w.${earlyClickGlobal}={target:c,at:Date.now()};if(pend)return;pend={t:c,timer:setTimeout(later,${callToActionPatienceMs})};c.setAttribute("aria-busy","true");say("${busyMessage}");if(w.MutationObserver){watch=new MutationObserver(function(){if(d.querySelector("[role=dialog]"))settle()});watch.observe(d.body,{childList:!0,subtree:!0})}},!0);
function ready(){if(loaded&&painted)setTimeout(go,0)}
var P=w.PerformanceObserver,paintTiming=0;
try{if(P&&(P.supportedEntryTypes||[]).indexOf("paint")>=0){new P(function(l){if(l.getEntriesByName("first-contentful-paint").length){painted=1;ready()}}).observe({type:"paint",buffered:!0});paintTiming=1}}catch(x){}
if(!paintTiming)painted=1;
function onLoad(){setTimeout(go,3000);if(paintTiming){loaded=1;ready()}else requestAnimationFrame(function(){requestAnimationFrame(function(){loaded=1;ready()})})}
d.readyState=="complete"?onLoad():w.addEventListener("load",onLoad)})();`;
}

/** `value` as the text of a single-quoted HTML attribute. */
function attributeText(value: string): string {
  return value.replaceAll("&", "&amp;").replaceAll("'", "&#39;").replaceAll("<", "&lt;");
}

const loaderList = new RegExp(`<script ${deferredScriptsAttribute}='([^']*)'`);
const entities: Record<string, string> = { "&amp;": "&", "&#39;": "'", "&lt;": "<" };

/** The scripts a page starts with: those of Gatsby's tags, or of the loader that replaced them. */
export function startUpScripts(html: string): string[] {
  const list = html.match(loaderList)?.[1];
  if (list)
    return JSON.parse(list.replace(/&(?:amp|#39|lt);/g, (entity) => entities[entity] ?? entity));
  return [...html.matchAll(gatsbyScript)].map((match) => match[1] as string);
}

/** Something the app fetches right after it starts: its address and what it is, as `<link rel=preload as>` wants. */
export type Preload = [href: string, as: "script" | "fetch"];

/**
 * The page's HTML with Gatsby's script tags replaced by the loader (at the place of the first one), which also
 * preloads `preloads` as it starts them. A page without them comes back unchanged.
 */
export function deferScripts(html: string, preloads: Preload[] = []): string {
  const sources: string[] = [];
  let at = -1;
  const stripped = html.replace(gatsbyScript, (_tag: string, source: string, offset: number) => {
    if (at < 0) at = offset;
    sources.push(source);
    return "";
  });
  if (sources.length === 0) return html;
  const preloadList =
    preloads.length > 0 ? ` ${preloadAttribute}='${attributeText(JSON.stringify(preloads))}'` : "";
  const loader = `<script ${deferredScriptsAttribute}='${attributeText(JSON.stringify(sources))}'${preloadList}>${loaderScript()}</script>`;
  return `${stripped.slice(0, at)}${loader}${stripped.slice(at)}`;
}
