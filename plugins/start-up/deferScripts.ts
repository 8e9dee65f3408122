/**
 * Build step: the page's scripts start after the page has painted.
 *
 * Gatsby ends each page with `<script src async>` tags for its runtime, React and the app. On a phone those
 * arrive while the browser is still laying out the page, and running them (then hydrating) holds back the
 * first paint of text the visitor came to read. Every page here is complete as static HTML, so the scripts can
 * wait: this swaps the tags for one small inline loader at the end of the head, which adds them once the page
 * has loaded and painted, or at once when the visitor first touches, clicks or types. A tap on a button before
 * then is not lost: the
 * loader remembers it and `hydrate` (src/boot/hydrate.ts) repeats it once React is listening. The loader
 * itself is src/boot/loader.ts, compiled by plugins/start-up/compileLoader.ts.
 */

import { loaderScript } from "./compileLoader";
import {
  deferredScriptsAttribute,
  pagePathAttribute,
  preloadAttribute,
} from "../../src/boot/startUpNames";

/** Gatsby's own script tags: a same-site `src`, `async`, nothing inside. */
const gatsbyScript = /<script src="(\/[^"]+\.js)" async(?:="")?><\/script>/g;

/** `value` as the text of a single-quoted HTML attribute. */
function attributeText(value: string): string {
  return value.replaceAll("&", "&amp;").replaceAll("'", "&#39;").replaceAll("<", "&lt;");
}

const loaderList = new RegExp(`<script ${deferredScriptsAttribute}='([^']*)'`);
const entities: Record<string, string> = { "&amp;": "&", "&#39;": "'", "&lt;": "<" };
const attributeValue = (text: string) =>
  text.replace(/&(?:amp|#39|lt);/g, (entity) => entities[entity] ?? entity);

/**
 * Gatsby's inline script that gives its app the page's path: the one inline script that differs from page to page.
 * Its string is a JavaScript literal, read as JSON (Gatsby writes it with JSON.stringify).
 */
const gatsbyPagePath =
  /<script id="gatsby-script-loader">\/\*<!\[CDATA\[\*\/window\.pagePath=("(?:[^"\\<\n]|\\.)*");\/\*\]\]>\*\/<\/script>/;
const loaderPagePath = new RegExp(
  `<script ${deferredScriptsAttribute}='[^']*'[^>]* ${pagePathAttribute}='([^']*)'`,
);

/** The page's path for Gatsby's app: from Gatsby's inline script, or from the loader an earlier build moved it to. */
export function startUpPagePath(html: string): string | undefined {
  const inline = html.match(gatsbyPagePath)?.[1];
  if (inline) return JSON.parse(inline) as string;
  const moved = html.match(loaderPagePath)?.[1];
  return moved === undefined ? undefined : attributeValue(moved);
}

/** The scripts a page starts with: those of Gatsby's tags, or of the loader that replaced them. */
export function startUpScripts(html: string): string[] {
  const list = html.match(loaderList)?.[1];
  if (list) return JSON.parse(attributeValue(list));
  return [...html.matchAll(gatsbyScript)].map((match) => match[1] as string);
}

/** Something the app fetches right after it starts: its address and what it is, as `<link rel=preload as>` wants. */
export type Preload = [href: string, as: "script" | "fetch"];

/** A loader written by an earlier build: Gatsby keeps the HTML of pages whose content did not change. */
const earlierLoader = new RegExp(
  `<script ${deferredScriptsAttribute}='[^']*'[^>]*>[\\s\\S]*?</script>`,
);

/**
 * The page's HTML with Gatsby's script tags replaced by the loader, at the end of the head, which also preloads
 * `preloads`. Gatsby's inline script with the page's path goes too: the loader carries the path in an attribute
 * and gives it to the app, so every page's inline scripts are the same (one hash each for every page's policy). A
 * loader an earlier build left in the page is replaced by this build's, so a change to the loader reaches every
 * page; the same loader comes out the same, so running it twice changes nothing. A page without scripts comes back
 * unchanged; a page with scripts but no head is an error.
 */
export function deferScripts(html: string, preloads: Preload[] = []): string {
  const sources: string[] = startUpScripts(html);
  if (sources.length === 0) return html;
  const pagePath = startUpPagePath(html);
  const stripped = html
    .replace(earlierLoader, "")
    .replace(gatsbyScript, "")
    .replace(gatsbyPagePath, "");
  const at = stripped.indexOf("</head>");
  if (at < 0) throw new Error("deferScripts: the page has no </head> to put the script loader in.");
  const preloadList =
    preloads.length > 0 ? ` ${preloadAttribute}='${attributeText(JSON.stringify(preloads))}'` : "";
  const pathAttribute =
    pagePath === undefined ? "" : ` ${pagePathAttribute}='${attributeText(pagePath)}'`;
  const loader = `<script ${deferredScriptsAttribute}='${attributeText(JSON.stringify(sources))}'${preloadList}${pathAttribute}>${loaderScript()}</script>`;
  return `${stripped.slice(0, at)}${loader}${stripped.slice(at)}`;
}
