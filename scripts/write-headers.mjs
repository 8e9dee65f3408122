/**
 * Post-build step (`npm run build`): writes public/_headers from the template in static/_headers, with the pages'
 * block once for each page's address, its Content-Security-Policy listing the sha256 of that page's own inline
 * scripts, and puts the same policy in a <meta> of the not-found page, which a host serves at any
 * unknown address (scripts/lib/headers.mjs says why), and of every patient's page: a host matches `_headers`
 * against the address as sent but may find the file after decoding it (`/c%61tarata/` serves catarata/index.html
 * with only the `/*` headers), so the page itself carries its own policy, whatever address it was reached by (all
 * but frame-ancestors, which X-Frame-Options on `/*` covers). For the same reason every HTML page under
 * public/admin/ (the editor, the phone page, the results, the staff's guide, their not-found page) carries in a
 * <meta> the policy `_headers` gives its address, its own (only Decap CMS's allows eval): `/%61dmin/` serves
 * admin/index.html too. A page added there without a block of its own in static/_headers stops the step.
 * Gatsby's inline scripts change with each build, so this runs after every `gatsby build`. The template is read
 * from static/, not from Gatsby's copy in public/, so running this twice gives the same files. Every page given its
 * block must be a page of the registry (src/shared/sitePages.ts), and every page the registry lists must have been
 * built. Every inline script of a patient's page must be one the site's code writes (knownInlineScripts in
 * scripts/lib/headers.mjs): any other stops the build, naming its page, rather than have its hash allowed there.
 */
import { readdir, readFile, writeFile } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import { runnerImport } from "vite";
import {
  assertPagesListed,
  completeHeaders,
  isEditorPath,
  knownInlineScripts,
  isNotFoundPage,
  pageAddresses,
  withPolicyMeta,
} from "./lib/headers.mjs";

const publicDir = "public";

/** Every file under `dir`, as paths relative to it with `/`. */
async function filesUnder(dir) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join("/"))
    .sort();
}

const template = await readFile("static/_headers", "utf8");
const files = await filesUnder(publicDir);
const htmlFiles = files.filter((file) => file.endsWith(".html"));
if (!htmlFiles.includes("index.html"))
  throw new Error(`No ${publicDir}/index.html: run gatsby build first.`);
const pages = await Promise.all(
  htmlFiles.map(async (file) => ({ file, html: await readFile(join(publicDir, file), "utf8") })),
);
const {
  module: { loaderScript, specialDatesCheckScript },
} = await runnerImport("./plugins/start-up/compileLoader.ts");
const {
  module: { registrationScript },
} = await runnerImport("./src/offline/workerNames.ts");
const known = knownInlineScripts({
  loader: loaderScript(),
  registration: registrationScript,
  specialDates: specialDatesCheckScript(),
});
const { headers, hashes, addresses, policyOf, editorPolicyOf } = completeHeaders(
  template,
  pages,
  files.map((file) => `/${file}`),
  known,
);
const { module: registry } = await runnerImport("./src/shared/sitePages.ts");
assertPagesListed(addresses, {
  pages: Object.values(registry.sitePages),
  notFoundAddress: registry.notFoundAddress,
  isPagePath: registry.isPagePath,
});
await writeFile(join(publicDir, "_headers"), headers);
const notFoundPages = pages.filter((page) => isNotFoundPage(page.file));
if (!notFoundPages.length)
  throw new Error(`No ${publicDir}/404.html: the not-found page is missing.`);
const patientPages = pages.filter((page) => pageAddresses(page.file).length);
for (const page of [...notFoundPages, ...patientPages])
  await writeFile(join(publicDir, page.file), withPolicyMeta(page.html, policyOf(page.html)));
// Every staff page, whatever its folder, under its own address's policy: the staff's pages hold a session.
const editorPages = pages.filter((page) => isEditorPath(`/${page.file}`));
if (!editorPages.length)
  throw new Error(`No page under ${publicDir}/admin/: run the editor's build first.`);
for (const page of editorPages)
  await writeFile(join(publicDir, page.file), withPolicyMeta(page.html, editorPolicyOf(page.file)));
console.log(
  `write-headers: ${publicDir}/_headers with ${hashes.length} script hashes from ${htmlFiles.length} pages, each page's own in its block, ` +
    `the pages' block for ${addresses.join(" ")}; the policy in ${notFoundPages.map((p) => p.file).join(" ")}, ` +
    `in ${patientPages.length} patients' pages and, each its own, in ${editorPages.map((p) => p.file).join(" ")}`,
);
