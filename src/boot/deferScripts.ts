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

/**
 * The inline loader for `sources`, in ES5 so that it parses on the oldest phone that runs the site. It adds the
 * scripts once the page has loaded and its first contentful paint is reported, so none of them competes with
 * the paint (a frame callback alone is not enough: Chrome reports the paint a few frames after rendering it).
 * Where paint timing is missing (Safari before 14.1) it waits for the load event and two frames instead. The
 * first touch, click or key press starts them at once, and a tapped button is remembered for `hydrate`.
 */
export function loaderScript(sources: readonly string[]): string {
  return `(function(){
var s=${JSON.stringify(sources).replaceAll("<", "\\u003c")},w=window,d=document,o={capture:!0,passive:!0},loaded=0,painted=0;
function go(){if(!s)return;for(var i=0;i<s.length;i++){var e=d.createElement("script");e.src=s[i];e.async=!0;d.body.appendChild(e)}s=0}
function ready(){if(loaded&&painted)setTimeout(go,0)}
var P=w.PerformanceObserver,noPaintTiming=(P&&P.supportedEntryTypes||[]).indexOf("paint")<0;
if(noPaintTiming)painted=1;
else new P(function(l){if(l.getEntriesByName("first-contentful-paint").length){painted=1;ready()}}).observe({type:"paint",buffered:!0});
function onLoad(){if(noPaintTiming)requestAnimationFrame(function(){requestAnimationFrame(function(){loaded=1;ready()})});else{loaded=1;ready()}}
d.readyState=="complete"?onLoad():w.addEventListener("load",onLoad);
w.addEventListener("pointerdown",go,o);w.addEventListener("keydown",go,o);
w.addEventListener("click",function(e){var b=w.${earlyClickGlobal}!==null&&e.target.closest&&e.target.closest("button");if(b)w.${earlyClickGlobal}=b;go()},o)})();`;
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
  return `${stripped.slice(0, at)}<script>${loaderScript(sources)}</script>${stripped.slice(at)}`;
}
