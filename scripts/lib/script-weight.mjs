/** How much JavaScript a built page costs, measured as gzip bytes of the files on disk. */
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

const scriptTag = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const attribute = (attributes, name) =>
  attributes.match(new RegExp(`\\b${name}=["']?([^"'\\s>]+)`, "i"))?.[1];
// A <script> of another type (JSON-LD, templates) is data, not code the browser runs.
const runnable = new Set(["module", "text/javascript", "application/javascript"]);

/** gzip size (default level) of a file of the built folder, by its URL path. */
export async function gzipSizeOf(dir, urlPath) {
  return gzipSync(await readFile(join(dir, urlPath.split(/[?#]/)[0]))).length;
}

// The build's script loader (plugins/start-up/deferScripts.ts) lists the scripts it adds after the first paint in this
// attribute, as JSON.
const deferredAttribute = "data-deferred-scripts";
// The three characters plugins/start-up/deferScripts.ts escapes in it.
const entities = { "&amp;": "&", "&#39;": "'", "&lt;": "<" };

/** The script paths the loader whose tag has `attributes` adds once the page has painted. */
function deferredSources(attributes) {
  const list = attributes.match(new RegExp(`\\b${deferredAttribute}='([^']*)'`))?.[1];
  return list ? JSON.parse(list.replace(/&(?:amp|#39|lt);/g, (entity) => entities[entity])) : [];
}

/**
 * Every script the page's HTML loads on its own: `<script src>` files, inline scripts, and the scripts the
 * inline loader adds once the page has painted (they are still part of every page load).
 * @returns {Promise<Array<{ script: string, gzip: number }>>}
 */
export async function firstLoadScripts(dir, htmlPath) {
  const html = await readFile(join(dir, htmlPath), "utf8");
  const scripts = [];
  for (const [, attributes, body] of html.matchAll(scriptTag)) {
    const type = attribute(attributes, "type");
    if (type && !runnable.has(type.toLowerCase())) continue;
    const src = attribute(attributes, "src");
    if (src) scripts.push({ script: src, gzip: await gzipSizeOf(dir, src) });
    else {
      const label = `inline: ${body.trim().replace(/\s+/g, " ").slice(0, 40)}`;
      scripts.push({ script: label, gzip: gzipSync(body).length });
      for (const deferred of deferredSources(attributes)) {
        scripts.push({
          script: `${deferred} (after paint)`,
          gzip: await gzipSizeOf(dir, deferred),
        });
      }
    }
  }
  return scripts;
}

/** The files the loader preloads with the scripts (its `data-preload` list of [path, kind]). */
function preloadedFiles(attributes) {
  const list = attributes.match(/\bdata-preload='([^']*)'/)?.[1];
  return list ? JSON.parse(list.replace(/&(?:amp|#39|lt);/g, (entity) => entities[entity])) : [];
}

/**
 * What a tap at first paint waits for before the dialog can show: every first-load script, and what the loader
 * preloads with them (the page's data, the page component's chunks, the booking modal's chunk). The toasts' chunk
 * is not on it: it comes after the dialog (src/booking/bookingNotices.ts).
 * @returns {Promise<Array<{ file: string, gzip: number }>>}
 */
export async function tapPathFiles(dir, htmlPath) {
  const html = await readFile(join(dir, htmlPath), "utf8");
  const files = (await firstLoadScripts(dir, htmlPath)).map(({ script, gzip }) => ({
    file: script,
    gzip,
  }));
  for (const [, attributes] of html.matchAll(scriptTag))
    for (const [path] of preloadedFiles(attributes))
      files.push({ file: path, gzip: await gzipSizeOf(dir, path) });
  return files;
}
