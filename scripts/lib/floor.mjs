/**
 * The "floor" of a built site: the same HTML, CSS, fonts and images with every script gone, so a page can be
 * compared with the fastest it could be. The site's photos are plain <picture> markup (src/components/Photo.tsx),
 * so they show the same without scripts.
 */
import { cp, mkdtemp, readFile, readdir, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";

const scriptTag = /<script\b[^>]*>[\s\S]*?<\/script>/gi;
const linkTag = /<link\b[^>]*>/gi;
const preloadRel = /\brel=["']?(?:preload|modulepreload|prefetch)\b/i;
const asScript = /\bas=["']?script\b/i;

function isScriptPreload(tag) {
  return preloadRel.test(tag) && (asScript.test(tag) || /modulepreload/i.test(tag));
}

/** The HTML a browser with JavaScript on would render if the page had no scripts at all. */
export function floorHtml(html) {
  return html.replace(scriptTag, "").replace(linkTag, (tag) => (isScriptPreload(tag) ? "" : tag));
}

async function htmlFiles(dir) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
    .map((entry) => join(entry.parentPath ?? entry.path, entry.name));
}

/** Copies the built folder `dir` to a temporary folder and turns every HTML file into its floor. */
export async function buildFloor(dir) {
  const floorDir = await mkdtemp(join(tmpdir(), "bench-floor-"));
  await cp(dir, floorDir, { recursive: true });
  for (const file of await htmlFiles(floorDir)) {
    await writeFile(file, floorHtml(await readFile(file, "utf8")));
  }
  return floorDir;
}
