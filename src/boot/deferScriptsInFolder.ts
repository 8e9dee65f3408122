import { readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { deferScripts } from "./deferScripts";

/** Applies deferScripts to every HTML file under `directory` (the built site); returns how many changed. */
export async function deferScriptsInFolder(directory: string): Promise<number> {
  const entries = await readdir(directory, { recursive: true, withFileTypes: true });
  let changed = 0;
  for (const entry of entries) {
    if (!entry.isFile() || !entry.name.endsWith(".html")) continue;
    const file = join(entry.parentPath, entry.name);
    const html = await readFile(file, "utf8");
    const deferred = deferScripts(html);
    if (deferred === html) continue;
    await writeFile(file, deferred);
    changed += 1;
  }
  return changed;
}
