/**
 * Post-build step (`npm run build`): writes public/_headers from the template in static/_headers, adding the
 * sha256 of every inline script in every built page to the Content-Security-Policy and a revalidate rule for
 * every page. Gatsby's inline scripts change with each build, so this runs after every `gatsby build`.
 * The template is read from static/, not from Gatsby's copy in public/, so running this twice gives the same file.
 */
import { readdir, readFile, writeFile } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import { completeHeaders } from "./lib/headers.mjs";

const publicDir = "public";

/** Every .html file under `dir`, as paths relative to it with `/`. */
async function htmlFiles(dir) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join("/"))
    .sort();
}

const template = await readFile("static/_headers", "utf8");
const files = await htmlFiles(publicDir);
if (!files.includes("index.html"))
  throw new Error(`No ${publicDir}/index.html: run gatsby build first.`);
const pages = await Promise.all(
  files.map(async (file) => ({ file, html: await readFile(join(publicDir, file), "utf8") })),
);
const { headers, hashes, routes } = completeHeaders(template, pages);
await writeFile(join(publicDir, "_headers"), headers);
console.log(
  `write-headers: ${publicDir}/_headers with ${hashes.length} script hashes from ${files.length} pages, ` +
    `revalidate rules for ${routes.join(" ")}`,
);
