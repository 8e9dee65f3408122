import { existsSync } from "node:fs";
import { readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { compileHint, shiftedSourceMap, withCompileHint } from "./compileHints";
import { deferScripts, startUpScripts } from "./deferScripts";

/**
 * The build's last step for the browser (called from gatsby-node.ts): every page's start-up scripts wait for the
 * first paint (deferScripts), and those scripts carry V8's compile hint (compileHints). Returns how many pages
 * and scripts changed. Running it twice changes nothing more.
 */
export async function optimizeStartUp(
  directory: string,
): Promise<{ pages: number; scripts: number }> {
  const entries = await readdir(directory, { recursive: true, withFileTypes: true });
  const scriptsToHint = new Set<string>();
  let pages = 0;
  for (const entry of entries) {
    if (!entry.isFile() || !entry.name.endsWith(".html")) continue;
    const file = join(entry.parentPath, entry.name);
    const html = await readFile(file, "utf8");
    for (const source of startUpScripts(html)) scriptsToHint.add(source);
    const deferred = deferScripts(html);
    if (deferred === html) continue;
    await writeFile(file, deferred);
    pages += 1;
  }
  let scripts = 0;
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
