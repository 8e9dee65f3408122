/**
 * The service worker's file, built after the pages: src/offline/serviceWorker.ts bundled with the Workbox modules
 * it imports (by Vite, the editor's bundler), then given its precache list by workbox-build's injectManifest: the
 * offline card alone, with its revision, so the card is the one file downloaded ahead. With `SERVICE_WORKER=remove`
 * the file is src/offline/removalWorker.ts instead, which deletes the caches and unregisters itself.
 */
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { build } from "vite";
import { injectManifest } from "workbox-build";
import { offlineCardPath, workerPath } from "../../src/offline/workerNames";
import type { WorkerMode } from "./workerMode";

/** `entry` bundled into one classic script, minified, at `outFile`. */
async function bundle(entry: string, outDir: string): Promise<string> {
  await build({
    configFile: false,
    logLevel: "warn",
    publicDir: false,
    define: { "process.env.NODE_ENV": JSON.stringify("production") },
    build: {
      outDir,
      emptyOutDir: true,
      minify: true,
      target: "es2019",
      lib: { entry, formats: ["iife"], name: "serviceWorker", fileName: () => "worker.js" },
    },
  });
  return join(outDir, "worker.js");
}

/** Writes the worker for `mode` into `publicDir`; says its size and what it precaches. */
export async function buildWorker(
  rootDir: string,
  publicDir: string,
  mode: WorkerMode,
): Promise<{ bytes: number; precached: string[] }> {
  const temp = await mkdtemp(join(tmpdir(), "offline-worker-"));
  try {
    const swDest = join(publicDir, workerPath);
    if (mode === "remove") {
      const built = await bundle(join(rootDir, "src/offline/removalWorker.ts"), temp);
      const code = await readFile(built);
      await writeFile(swDest, code);
      return { bytes: code.length, precached: [] };
    }
    const swSrc = await bundle(join(rootDir, "src/offline/serviceWorker.ts"), temp);
    const { count, warnings } = await injectManifest({
      swSrc,
      swDest,
      globDirectory: publicDir,
      globPatterns: [offlineCardPath.slice(1)],
    });
    if (warnings.length) throw new Error(`The service worker: ${warnings.join("; ")}`);
    if (count !== 1)
      throw new Error(`The service worker would precache ${count} files, not the card alone.`);
    return { bytes: (await readFile(swDest)).length, precached: [offlineCardPath] };
  } finally {
    await rm(temp, { recursive: true, force: true });
  }
}
