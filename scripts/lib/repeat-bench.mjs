/**
 * A patient's repeat visit on 3G (the tap bench's `3g` profile: 300 ms, 700 kbps, 6x CPU), in Chromium driven by
 * puppeteer-core: the page read twice online (the first visit registers the service worker, the second is
 * controlled by it, so the page and its scripts are kept), then opened again under the throttling. Three ways:
 * - `http cache`: the worker bypassed, the browser's HTTP cache alone (what a visit was before the worker);
 * - `worker`: the worker in charge, the network there but slow: the page from the network first, its scripts
 *   and styles from the worker's copies;
 * - `worker, no network`: the worker in charge and the network gone (no data credit): the page from its copy,
 *   with the "versão salva" line.
 * The throttling goes on the worker's own DevTools target as well as the page's: a page's network conditions do
 * not reach the requests its service worker makes, which would make the worker look faster than a phone's.
 * Numbers only (first contentful paint and the load event, in the page's clock); the caller prints medians.
 */
import puppeteer from "puppeteer-core";
import { profiles } from "./tap-bench.mjs";

export const repeatWays = ["http cache", "worker", "worker, no network"];

/** `session`'s network as the 3G profile, or gone. */
async function throttle(session, profile, offline) {
  await session.send("Network.enable");
  await session.send("Network.emulateNetworkConditions", {
    offline,
    latency: profile.latencyMs,
    downloadThroughput: profile.downloadBytesPerSecond,
    uploadThroughput: profile.uploadBytesPerSecond,
  });
}

/** One repeat visit of `url` in a fresh browser context, the way `way` says. */
async function repeatVisit(browser, url, way, profile) {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    await page.setViewport({ width: 360, height: 740, isMobile: true, hasTouch: true });
    const worker = way !== "http cache";
    if (!worker) await page.setBypassServiceWorker(true);
    await page.goto(url, { waitUntil: "load" });
    const sessions = [await page.createCDPSession()];
    if (worker) {
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, {
        timeout: 30_000,
      });
      const target = await browser.waitForTarget(
        (candidate) =>
          candidate.type() === "service_worker" && candidate.browserContext() === context,
        { timeout: 30_000 },
      );
      sessions.push(await target.createCDPSession());
    }
    // The second visit, online: the worker keeps the page and everything it loads.
    await page.goto(url, { waitUntil: "networkidle0" });
    for (const session of sessions) await throttle(session, profile, way === "worker, no network");
    await sessions[0].send("Emulation.setCPUThrottlingRate", { rate: profile.cpuSlowdown });
    await page.goto(url, { waitUntil: "load", timeout: 120_000 });
    // The first paint may be reported after the load event on a throttled phone.
    await page.waitForFunction(
      () => performance.getEntriesByName("first-contentful-paint").length > 0,
      { timeout: 30_000 },
    );
    return await page.evaluate(() => ({
      fcpMs: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null,
      loadMs: performance.getEntriesByType("navigation")[0]?.loadEventEnd ?? null,
      savedCopy: globalThis.document.querySelector("[data-saved-copy]") !== null,
    }));
  } finally {
    await context.close();
  }
}

/**
 * Every way of every page, `runs` times, interleaved; the medians.
 * @returns {Promise<Record<string, Record<string, { fcpMs: number, loadMs: number, savedCopy: boolean }>>>}
 */
export async function benchRepeatVisits({ executablePath, args, baseUrl, paths, runs, median }) {
  const browser = await puppeteer.launch({ executablePath, args, headless: true });
  const samples = {};
  try {
    for (let index = 1; index <= runs; index++)
      for (const path of paths)
        for (const way of repeatWays) {
          const sample = await repeatVisit(browser, baseUrl + path, way, profiles["3g"]);
          ((samples[path] ??= {})[way] ??= []).push(sample);
          console.log(
            `repeat ${index}/${runs} ${path} ${way}: first paint ${Math.round(sample.fcpMs)} ms, load ${Math.round(sample.loadMs)} ms${sample.savedCopy ? ", the saved copy" : ""}`,
          );
        }
  } finally {
    await browser.close();
  }
  const result = {};
  for (const [path, ways] of Object.entries(samples))
    for (const [way, list] of Object.entries(ways))
      (result[path] ??= {})[way] = {
        fcpMs: Math.round(median(list.map((sample) => sample.fcpMs))),
        loadMs: Math.round(median(list.map((sample) => sample.loadMs))),
        savedCopy: list.every((sample) => sample.savedCopy),
      };
  return result;
}

/** The medians as a Markdown table: a row per page, first paint and load for each way. */
export function repeatTable(result) {
  const header = `| Page | ${repeatWays.map((way) => `${way}: first paint ms | ${way}: load ms`).join(" | ")} |`;
  const rule = `|${" --- |".repeat(1 + repeatWays.length * 2)}`;
  const rows = Object.entries(result).map(
    ([path, ways]) =>
      `| ${path} | ${repeatWays.map((way) => `${ways[way]?.fcpMs ?? "-"} | ${ways[way]?.loadMs ?? "-"}`).join(" | ")} |`,
  );
  return [header, rule, ...rows].join("\n");
}
