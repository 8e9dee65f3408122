import { existsSync } from "node:fs";
import { readdir, readFile, writeFile } from "node:fs/promises";
import { dirname, join, relative, sep } from "node:path";
import { compileHint, shiftedSourceMap, withCompileHint } from "./compileHints";
import { deferScripts, startUpScripts, type Preload } from "./deferScripts";
import { bookingModalChunkName } from "../../src/boot/startUpNames";
import { trickOn } from "./startUpTricks";

/** What the build tells of its chunks: public/webpack.stats.json, written by Gatsby. */
interface WebpackStats {
  namedChunkGroups: Record<string, { assets: { name: string }[] }>;
}

/** The scripts of a named chunk group, as site paths. */
function chunkScripts(stats: WebpackStats, name: string): string[] {
  return (stats.namedChunkGroups[name]?.assets ?? [])
    .map((asset) => `/${asset.name}`)
    .filter((path) => path.endsWith(".js"));
}

/**
 * What the app fetches once it runs on the page at `file` (relative to public/), in the order it needs them:
 * Gatsby's page data and app data (which it asks for first, then waits on), the page component's chunks (asked
 * for when the page data names the component), and the booking modal (asked for by the first call to action).
 * Preloaded together, they arrive in one round trip instead of three.
 */
export async function pagePreloads(
  directory: string,
  file: string,
  stats: WebpackStats,
  startUp: string[],
  modalChunk: string | undefined,
): Promise<Preload[]> {
  const page = file.endsWith("/index.html")
    ? dirname(file)
    : file === "index.html"
      ? "index"
      : file;
  const pageData = `/page-data/${page.split(sep).join("/")}/page-data.json`;
  const data = await readFile(join(directory, pageData), "utf8").catch(() => undefined);
  if (data === undefined) return [];
  const { componentChunkName } = JSON.parse(data) as { componentChunkName: string };
  const scripts = [
    ...chunkScripts(stats, componentChunkName),
    ...(modalChunk ? chunkScripts(stats, modalChunk) : []),
  ].filter((script, index, all) => !startUp.includes(script) && all.indexOf(script) === index);
  return [
    [pageData, "fetch"],
    ["/page-data/app-data.json", "fetch"],
    ...scripts.map((script): Preload => [script, "script"]),
  ];
}

/**
 * The build's last step for the browser (called from ./gatsby-node.ts): every page's start-up scripts wait for the
 * first paint (deferScripts) and bring what the app fetches next with them (pagePreloads), and all those
 * scripts carry V8's compile hint (compileHints). Returns how many pages and scripts changed. Running it twice
 * changes nothing more. Throws, failing the build, where it finds no page to defer, a page with nothing to preload,
 * or no booking modal chunk. A trick the build was told to leave off (./startUpTricks.ts: deferScripts, preloads,
 * modalPreload, compileHints) is left out.
 */
export async function optimizeStartUp(
  directory: string,
): Promise<{ pages: number; scripts: number }> {
  const entries = await readdir(directory, { recursive: true, withFileTypes: true });
  const statsFile = join(directory, "webpack.stats.json");
  const stats: WebpackStats = existsSync(statsFile)
    ? (JSON.parse(await readFile(statsFile, "utf8")) as WebpackStats)
    : { namedChunkGroups: {} };
  if (!trickOn("deferScripts")) return { pages: 0, scripts: 0 };
  const modalChunk = trickOn("modalPreload") ? bookingModalChunkName : undefined;
  if (modalChunk && chunkScripts(stats, modalChunk).length === 0)
    throw new Error(
      `start-up: webpack made no chunk named "${modalChunk}" (webpack.stats.json), the webpackChunkName in src/booking/preloadBookingModal.ts (bookingModalChunkName), so no page would preload the booking modal.`,
    );
  const scriptsToHint = new Set<string>();
  let pages = 0;
  let pagesWithLoader = 0;
  for (const entry of entries) {
    if (!entry.isFile() || !entry.name.endsWith(".html")) continue;
    const file = join(entry.parentPath, entry.name);
    const html = await readFile(file, "utf8");
    const startUp = startUpScripts(html);
    for (const source of startUp) scriptsToHint.add(source);
    if (startUp.length === 0) continue;
    const page = relative(directory, file);
    // Gatsby's slices (_gatsby/slices/) are fragments it has already stitched into the pages: no page, no head.
    if (page.startsWith(`_gatsby${sep}`)) continue;
    const preloads = trickOn("preloads")
      ? await pagePreloads(directory, page, stats, startUp, modalChunk)
      : [];
    if (preloads.length === 0 && trickOn("preloads"))
      throw new Error(
        `start-up: nothing to preload for ${page}: its page data is missing, so its scripts would start without what they fetch next.`,
      );
    pagesWithLoader += 1;
    // The preloaded chunks run at once too (the page's) or on the first tap (the modal's): compiled ahead
    // on the download thread, the first tap does not wait for the main thread to compile the dialog.
    for (const [href, as] of preloads) if (as === "script") scriptsToHint.add(href);
    const deferred = deferScripts(html, preloads);
    if (deferred === html) continue;
    await writeFile(file, deferred);
    pages += 1;
  }
  if (pagesWithLoader === 0)
    throw new Error(
      `start-up: no page in ${directory} has Gatsby's script tags (<script src="/…js" async>) or the loader that replaces them: Gatsby's tags may have changed shape (see gatsbyScript in plugins/start-up/deferScripts.ts), and the pages would ship with their scripts undeferred.`,
    );
  let scripts = 0;
  if (!trickOn("compileHints")) scriptsToHint.clear();
  for (const source of scriptsToHint) {
    const file = join(directory, source);
    const script = await readFile(file, "utf8");
    if (script.startsWith(compileHint)) continue;
    await writeFile(file, withCompileHint(script));
    if (existsSync(`${file}.map`)) {
      await writeFile(`${file}.map`, shiftedSourceMap(await readFile(`${file}.map`, "utf8")));
    }
    scripts += 1;
  }
  return { pages, scripts };
}
