/**
 * The offline worker: after the pages are written, the offline card (./offlineCard.ts) from the content's
 * settings as of the build's day (the worker shows its special dates again on the day it serves it), then the service worker that serves a returning patient's pages without a network
 * (./buildWorker.ts; docs/how-a-page-starts.md, "Offline"). `SERVICE_WORKER=remove` at build ships the worker
 * that removes itself and its caches, and pages that register none (./gatsby-ssr.tsx).
 */
import type { GatsbyNode } from "gatsby";
import { readFileSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { SiteSettings } from "../../src/content/contentTypes";
import { practiceDay } from "../../src/content/specialDates";
import { offlineCardPath } from "../../src/offline/workerNames";
import { buildWorker } from "./buildWorker";
import { workerMode } from "./workerMode";
import { offlineCardHtml } from "./offlineCard";

export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ reporter, store }) => {
  const rootDir = store.getState().program.directory;
  const publicDir = join(rootDir, "public");
  const settings = JSON.parse(
    readFileSync(join(rootDir, "src/content/site-settings.json"), "utf8"),
  ) as SiteSettings;
  await writeFile(
    join(publicDir, offlineCardPath),
    offlineCardHtml(settings, practiceDay(Date.now())),
  );
  const mode = workerMode(process.env.SERVICE_WORKER);
  const worker = await buildWorker(rootDir, publicDir, mode);
  reporter.info(
    mode === "remove"
      ? `offline worker: SERVICE_WORKER=remove, the removal worker written (${worker.bytes} bytes)`
      : `offline worker: ${worker.bytes} bytes, precaching ${worker.precached.join(" ")}`,
  );
};
