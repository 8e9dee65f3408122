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

/**
 * The inline loader, the same on every page (one CSP hash), in ES5 so that it parses on the oldest phone that
 * runs the site. It reads the scripts to add from its own `data-deferred-scripts` attribute and adds them:
 * - once the page has loaded and its first contentful paint is reported, so none of them competes with the
 *   paint (a frame callback alone is not enough: Chrome reports the paint a few frames after rendering it);
 * - where paint timing is missing or fails (Safari before 14.1, old Chromium), after the load event and two
 *   frames; and in any case no later than 3 s after the load event;
 * - at once on the first touch, click or key press. A tapped button is remembered for `hydrate`.
 * Its listeners go first, so that whatever fails after them, a tap still starts the scripts.
 */
export function loaderScript(): string {
  return `(function(){
var w=window,d=document,o={capture:!0,passive:!0},me=d.currentScript,s=JSON.parse(me.getAttribute("${deferredScriptsAttribute}")),loaded=0,painted=0;
function go(){if(!s)return;for(var i=0;i<s.length;i++){var e=d.createElement("script");e.src=s[i];e.async=!0;d.body.appendChild(e)}s=0}
w.addEventListener("pointerdown",go,o);w.addEventListener("keydown",go,o);
w.addEventListener("click",function(e){if(w.${earlyClickGlobal}!==null){var b=e.target.closest&&e.target.closest("button");w.${earlyClickGlobal}=b?{target:b,at:Date.now()}:void 0}go()},o);
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

const loaderList = new RegExp(`<script ${deferredScriptsAttribute}='([^']*)'>`);
const entities: Record<string, string> = { "&amp;": "&", "&#39;": "'", "&lt;": "<" };

/** The scripts a page starts with: those of Gatsby's tags, or of the loader that replaced them. */
export function startUpScripts(html: string): string[] {
  const list = html.match(loaderList)?.[1];
  if (list)
    return JSON.parse(list.replace(/&(?:amp|#39|lt);/g, (entity) => entities[entity] ?? entity));
  return [...html.matchAll(gatsbyScript)].map((match) => match[1] as string);
}

/**
 * The page's HTML with Gatsby's script tags replaced by the loader (at the place of the first one). A page
 * without them comes back unchanged.
 */
export function deferScripts(html: string): string {
  const sources: string[] = [];
  let at = -1;
  const stripped = html.replace(gatsbyScript, (_tag: string, source: string, offset: number) => {
    if (at < 0) at = offset;
    sources.push(source);
    return "";
  });
  if (sources.length === 0) return html;
  const loader = `<script ${deferredScriptsAttribute}='${attributeText(JSON.stringify(sources))}'>${loaderScript()}</script>`;
  return `${stripped.slice(0, at)}${loader}${stripped.slice(at)}`;
}
