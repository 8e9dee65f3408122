/**
 * The performance benchmark. Builds the site (unless --no-build, or --public DIR names a folder already built),
 * serves it and its floor (the same pages without any script, scripts/lib/floor.mjs) on 127.0.0.1, runs Lighthouse
 * (default config: mobile, simulated throttling) --runs times on each page, then measures what a tap on each
 * page's call to action costs under the same throttling (scripts/lib/tap-bench.mjs), a returning patient's visit
 * on 3G with the service worker and without it (scripts/lib/repeat-bench.mjs), what the staff's phone page costs
 * beside the full editor (scripts/lib/staff-bench.mjs), prints the medians as Markdown tables and writes them to
 * bench-results/latest.json. `--only lighthouse` or `--only taps` runs one part, `--only lighthouse,taps` two (the
 * first-second table needs both), `--only repeat` the repeat visits, `--only staff` the staff's pages. It reports
 * numbers and never fails on them: Lighthouse on a shared machine is noisy, which is why it takes medians, and why
 * a pass/fail threshold here would flake.
 * `--pages /,/catarata` measures only those pages; `--articles` adds the articles and their list, `--every-page`
 * every page the site has (Lighthouse only: the taps are measured on the three pages above).
 * `--off=<trick>,<trick>` builds the site with those start-up tricks switched off (the list and what each does:
 * plugins/start-up/startUpTricks.json), to measure what each pays; its results go to their own file. Every run
 * records how fast Lighthouse found the machine (its benchmark index) and the no-JavaScript floor's TBT beside
 * the site's, and the page's hydration time, so a slower machine is not taken for a slower site.
 */
import { readFileSync, readdirSync } from "node:fs";
import { mkdir, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { createRequire } from "node:module";
import { parseArgs } from "node:util";
// chrome-launcher comes with lighthouse; it only starts the Chromium we name, never a downloaded Chrome.
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { benchEvents } from "./lib/events-bench.mjs";
import { buildFloor } from "./lib/floor.mjs";
import { run } from "./lib/run.mjs";
import { firstLoadScripts, gzipSizeOf, tapPathFiles } from "./lib/script-weight.mjs";
import { serveStatic } from "./lib/static-server.mjs";
import { headersAt, parseHeaders } from "./lib/headers.mjs";
import { benchRepeatVisits, repeatTable } from "./lib/repeat-bench.mjs";
import { benchStaff, staffTable } from "./lib/staff-bench.mjs";
import { profiles, tapAtFirstPaint, tapPoint, tapWhenSettled } from "./lib/tap-bench.mjs";

const require = createRequire(import.meta.url);
const { chromiumArgs, ensureChromium } = require("./lib/chromium.cjs");

/**
 * The pages Lighthouse measures; `--articles` adds the list of articles and every article, `--every-page` those and
 * the accessibility and privacy pages. `--pages` may name any of them.
 */
const pages = {
  "/": "index.html",
  "/catarata": "catarata/index.html",
  "/links": "links/index.html",
};
/** The call to action tapped on each page: the first one a visitor sees. */
const callsToAction = {
  "/": "Agendar Consulta",
  "/catarata": "Agendar consulta",
  "/links": "Agende sua consulta",
};
const categories = ["performance", "accessibility", "best-practices", "seo"];

const { values: options } = parseArgs({
  options: {
    runs: { type: "string", default: "3" },
    public: { type: "string" },
    "no-build": { type: "boolean", default: false },
    only: { type: "string" },
    articles: { type: "boolean", default: false },
    "every-page": { type: "boolean", default: false },
    off: { type: "string" },
    pages: { type: "string" },
    headers: { type: "string", default: "host" },
    production: { type: "boolean", default: false },
    "compare-headers": { type: "string" },
  },
});
// How the pages are served: `host`, under the build's own public/_headers, as the host serves them (the default);
// `none`, with no header but the content type (as the bench served them before). `--compare-headers
// Cross-Origin-Opener-Policy,Content-Security-Policy` adds, interleaved with the site and its floor, the site
// served without each of those headers and with none at all, to measure what each costs.
if (!["host", "none"].includes(options.headers)) {
  console.error(`--headers: "${options.headers}" is neither host nor none.`);
  process.exit(2);
}
const comparedHeaders = (options["compare-headers"] ?? "").split(",").filter(Boolean);
/**
 * `--production`: the build patients get. The tests' production build (the content filled in and confirmed, built
 * with SITE_STAGE=production: __tests__/site/builds/siteBuilds.mjs) made with every step `npm run build` takes, the
 * editor and the headers included, in the tests' build folder (scripts/lib/site-builds.mjs), and measured there.
 */
let productionDir;
if (options.production) {
  if (options.public || options["no-build"] || options.off) {
    console.error(
      "--production makes its own build: it cannot take --public, --no-build or --off.",
    );
    process.exit(2);
  }
  const { builds } = await import("../__tests__/site/builds/siteBuilds.mjs");
  const { makeBuild, outputDir } = await import("./lib/site-builds.mjs");
  const production = builds.find((build) => build.name === "production");
  const build = { ...production, name: "bench-production", steps: ["gatsby", "admin", "headers"] };
  const record = await makeBuild(build);
  if (record.code !== 0) {
    console.error(record.output);
    process.exit(record.code);
  }
  productionDir = outputDir(build);
}
const builtDirOption = productionDir ?? options.public ?? "public";
if (options.articles || options["every-page"]) {
  pages["/conteudos"] = "conteudos/index.html";
  for (const name of readdirSync(join(builtDirOption, "conteudos"), { withFileTypes: true }))
    if (name.isDirectory()) pages[`/conteudos/${name.name}`] = `conteudos/${name.name}/index.html`;
}
if (options["every-page"]) {
  pages["/acessibilidade"] = "acessibilidade/index.html";
  pages["/privacidade"] = "privacidade/index.html";
}
// `--pages /,/catarata` measures those pages only (a trick's cost on the home page, say, in a third of the time).
if (options.pages) {
  const chosen = options.pages.split(",");
  for (const page of chosen)
    if (!(page in pages)) {
      console.error(
        `--pages: "${page}" is not measured; the pages are: ${Object.keys(pages).join(", ")}.`,
      );
      process.exit(2);
    }
  for (const page of Object.keys(pages))
    if (!chosen.includes(page)) {
      delete pages[page];
      delete callsToAction[page];
    }
}
/** The start-up tricks this run switches off, checked against their one list. */
const tricks = JSON.parse(readFileSync("plugins/start-up/startUpTricks.json", "utf8"));
const tricksOff = (options.off ?? "").split(",").filter(Boolean);
for (const name of tricksOff)
  if (!(name in tricks)) {
    console.error(
      `--off: "${name}" is no start-up trick; they are: ${Object.keys(tricks).join(", ")}.`,
    );
    process.exit(2);
  }
if (tricksOff.length > 0 && (options.public || options["no-build"])) {
  console.error(
    "--off builds the site with the tricks off: it cannot take --public or --no-build.",
  );
  process.exit(2);
}
const parts = options.only
  ? options.only.split(",")
  : ["lighthouse", "taps", "repeat", "events", "staff"];
const runs = Number(options.runs);
const builtDir = builtDirOption;

const median = (values) => {
  const sorted = values.toSorted((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const kb = (bytes) => Math.round(bytes / 102.4) / 10;

/** One Lighthouse run of `url`, reduced to the numbers this benchmark reports. */
async function audit(url, port) {
  const { lhr } = await lighthouse(url, { port, logLevel: "error", onlyCategories: categories });
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  const value = (id) => lhr.audits[id].numericValue;
  const requests = (lhr.audits["network-requests"].details?.items ?? []).filter((request) =>
    /^https?:/.test(request.url),
  );
  const origin = new URL(url).origin;
  return {
    scores: Object.fromEntries(
      categories.map((id) => [id, Math.round((lhr.categories[id].score ?? 0) * 100)]),
    ),
    // How fast Lighthouse found this machine at that moment (lhr.environment): a busy or slow machine scores
    // lower, and its runs are not comparable with a quiet one's.
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    lcp: value("largest-contentful-paint"),
    tbt: value("total-blocking-time"),
    cls: value("cumulative-layout-shift"),
    transfer: value("total-byte-weight"),
    local: requests.filter((request) => new URL(request.url).origin === origin),
    foreign: requests.filter((request) => new URL(request.url).origin !== origin),
    mainThread: mainThreadByScript(lhr, origin),
  };
}

/**
 * What each script cost the main thread in one run (Lighthouse's `bootup-time`: its evaluation, parsing and
 * compiling, in ms at the simulated phone's speed), by its path; the page's document (the HTML's inline scripts and
 * its parsing) under its own path, anything else under "other". What a page runs that another does not shows here.
 */
function mainThreadByScript(lhr, origin) {
  const byScript = {};
  for (const item of lhr.audits["bootup-time"].details?.items ?? []) {
    const url = /^https?:/.test(item.url) ? new URL(item.url) : undefined;
    const name = url?.origin === origin ? url.pathname : "other";
    byScript[name] = (byScript[name] ?? 0) + item.total;
  }
  return byScript;
}

/** Medians of a page's runs, plus what its requests were (the same on every run of a static page). */
async function summarize(samples, dir) {
  const last = samples.at(-1);
  const scripts = last.local.filter((request) => request.resourceType === "Script");
  const images = last.local.filter((request) => request.resourceType === "Image");
  const largestImage = images.toSorted((a, b) => b.transferSize - a.transferSize)[0];
  const pick = (key) => median(samples.map((sample) => sample[key]));
  return {
    scores: Object.fromEntries(
      categories.map((id) => [id, median(samples.map((sample) => sample.scores[id]))]),
    ),
    lcpMs: Math.round(pick("lcp")),
    tbtMs: Math.round(pick("tbt")),
    cls: Math.round(pick("cls") * 1000) / 1000,
    transferKB: kb(pick("transfer")),
    requestedJsGzipKB: kb(
      (
        await Promise.all(scripts.map((request) => gzipSizeOf(dir, new URL(request.url).pathname)))
      ).reduce((sum, size) => sum + size, 0),
    ),
    largestImage: largestImage && {
      path: new URL(largestImage.url).pathname,
      KB: kb(largestImage.transferSize),
    },
    thirdPartyRequests: [...new Set(samples.flatMap((sample) => sample.foreign.map((r) => r.url)))],
    // Each script's median main-thread time (ms), largest first; a script missing from a run counts 0 there.
    mainThreadMs: Object.fromEntries(
      [...new Set(samples.flatMap((sample) => Object.keys(sample.mainThread)))]
        .map((name) => [
          name,
          Math.round(median(samples.map((sample) => sample.mainThread[name] ?? 0))),
        ])
        .toSorted((a, b) => b[1] - a[1]),
    ),
    benchmarkIndex: Math.round(pick("benchmarkIndex")),
    samples: samples.map(({ scores, benchmarkIndex, lcp, tbt, cls, transfer }) => ({
      scores,
      benchmarkIndex,
      lcp,
      tbt,
      cls,
      transfer,
    })),
  };
}

/**
 * The site's first second on each page of the taps, tabulated against its targets: Lighthouse
 * Performance (every run, then the median), TBT, and the finger-timed taps. Empty without both parts.
 */
function firstSecondTable(results, taps) {
  const measured = Object.keys(callsToAction).filter((page) => results[page] && taps?.[page]);
  if (measured.length === 0) return "";
  const rows = [
    [
      "Lighthouse Performance (each run; median)",
      (page) => {
        const runsOfPage = results[page].site.samples.map((sample) => sample.scores.performance);
        return `${runsOfPage.join(", ")}; ${results[page].site.scores.performance}`;
      },
      "100 on every run",
    ],
    ["Lighthouse benchmark index (median)", (page) => results[page].site.benchmarkIndex, ""],
    ["Total Blocking Time, ms", (page) => results[page].site.tbtMs, "<= floor + 150"],
    [
      "the floor's (no JavaScript) Total Blocking Time, ms",
      (page) => results[page].floor.tbtMs,
      "",
    ],
    [
      "hydration (4x CPU): the page; Gatsby's shell, ms",
      (page) => `${taps[page].hydrationMs ?? "n/a"}; ${taps[page].shellHydrationMs ?? "n/a"}`,
      "",
    ],
    [
      "tap at first paint -> first visible answer, ms",
      (page) => taps[page].firstPaintAnswerMs,
      "<= 100",
    ],
    ["settled tap -> dialog, ms", (page) => taps[page].settledDialogMs, "<= 100"],
    [
      "tap at first paint -> dialog (slow 4G, 4x CPU), ms",
      (page) => taps[page].firstPaintDialogMs,
      "<= 1,000",
    ],
    [
      "the same on 3G (300 ms, 700 kbps, 6x CPU), ms",
      (page) => taps[page].firstPaint3gDialogMs,
      "<= 1,800",
    ],
  ];
  return [
    `| | ${measured.map((page) => `\`${page}\``).join(" | ")} | target |`,
    `| --- | ${measured.map(() => "--:").join(" | ")} | --- |`,
    ...rows.map(
      ([name, cell, target]) => `| ${name} | ${measured.map(cell).join(" | ")} | ${target} |`,
    ),
  ].join("\n");
}

function markdownTable(results) {
  const rows = [
    "| Page | Variant | Perf | A11y | BP | SEO | LCP ms | TBT ms | CLS | Transfer KB | First-load JS KB gz | All JS KB gz | LCP / floor | Transfer / floor | Third-party requests |",
    "| --- | --- | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: |",
  ];
  for (const [page, { site, floor }] of Object.entries(results)) {
    for (const [variant, r] of [
      ["site", site],
      ["floor", floor],
    ]) {
      const { performance, accessibility, seo } = r.scores;
      const ratios = variant === "site" ? [`${r.lcpRatio}x`, `${r.transferRatio}x`] : ["", ""];
      rows.push(
        `| ${page} | ${variant} | ${performance} | ${accessibility} | ${r.scores["best-practices"]} | ${seo} | ${r.lcpMs} | ${r.tbtMs} | ${r.cls} | ${r.transferKB} | ${r.firstLoadJsGzipKB} | ${r.requestedJsGzipKB} | ${ratios.join(" | ")} | ${r.thirdPartyRequests.length} |`,
      );
    }
  }
  return rows.join("\n");
}

/**
 * Medians of `runs` taps on each page's call to action, measured from the finger (scripts/lib/tap-bench.mjs):
 * at first paint and once settled on the mobile profile, and at first paint on the 3G one, interleaved.
 */
async function benchTaps(siteUrl) {
  const { chromium: playwright } = await import("playwright-core");
  const browser = await playwright.launch({ executablePath: ensureChromium(), args: chromiumArgs });
  try {
    const points = {};
    for (const [page, cta] of Object.entries(callsToAction))
      points[page] = await tapPoint(browser, siteUrl + page, cta);
    const samples = {};
    for (let index = 1; index <= runs; index++) {
      for (const [page, cta] of Object.entries(callsToAction)) {
        const first = await tapAtFirstPaint(browser, siteUrl + page, points[page], profiles.mobile);
        const settled = await tapWhenSettled(browser, siteUrl + page, cta, profiles.mobile);
        const first3g = await tapAtFirstPaint(
          browser,
          siteUrl + page,
          points[page],
          profiles["3g"],
        );
        (samples[page] ??= []).push({ first, settled, first3g });
        console.log(
          `taps ${index}/${runs} ${page}: first paint answer ${Math.round(first.answerMs)} ms, dialog ${Math.round(first.dialogMs)} ms; settled dialog ${Math.round(settled.dialogMs)} ms, event ${Math.round(settled.eventMs)} ms; 3G first paint answer ${Math.round(first3g.answerMs)} ms, dialog ${Math.round(first3g.dialogMs)} ms; hydration ${Math.round(settled.hydrationMs ?? NaN)} ms (shell ${Math.round(settled.shellHydrationMs ?? NaN)} ms)`,
        );
      }
    }
    const results = {};
    for (const [page, runsOfPage] of Object.entries(samples)) {
      const pick = (moment, key) => Math.round(median(runsOfPage.map((run) => run[moment][key])));
      const pickIfAny = (moment, key) =>
        runsOfPage.every((run) => typeof run[moment][key] === "number") ? pick(moment, key) : null;
      results[page] = {
        firstPaintAnswerMs: pick("first", "answerMs"),
        firstPaintDialogMs: pick("first", "dialogMs"),
        settledDialogMs: pick("settled", "dialogMs"),
        settledEventMs: pick("settled", "eventMs"),
        firstPaint3gAnswerMs: pick("first3g", "answerMs"),
        firstPaint3gDialogMs: pick("first3g", "dialogMs"),
        // On the settled visit; a build without the marks (before they existed) has none.
        hydrationMs: pickIfAny("settled", "hydrationMs"),
        shellHydrationMs: pickIfAny("settled", "shellHydrationMs"),
        samples: runsOfPage,
      };
    }
    return results;
  } finally {
    await browser.close();
  }
}

/** The header comparison: each page's Performance, TBT and LCP served with every header, without each, and none. */
function headerCostTable(costs, results) {
  const variants = Object.keys(Object.values(costs)[0]);
  const rows = [
    `| Page | ${variants.map((variant) => `${variant}: Perf, TBT ms, LCP ms`).join(" | ")} | floor: TBT ms, LCP ms |`,
    `| --- | ${variants.map(() => "--:").join(" | ")} | --: |`,
  ];
  for (const [page, byVariant] of Object.entries(costs)) {
    const floor = results[page].floor;
    rows.push(
      `| ${page} | ${variants.map((variant) => `${byVariant[variant].performance}, ${byVariant[variant].tbtMs}, ${byVariant[variant].lcpMs}`).join(" | ")} | ${floor.tbtMs}, ${floor.lcpMs} |`,
    );
  }
  return rows.join("\n");
}

function tapTable(results) {
  const rows = [
    "| Page | Tap at first paint: answer ms | Tap at first paint: dialog ms | Settled tap: dialog ms | Settled tap: event duration ms | 3G, tap at first paint: answer ms | 3G, tap at first paint: dialog ms | Hydration: page ms | Hydration: Gatsby's shell ms |",
    "| --- | --: | --: | --: | --: | --: | --: | --: | --: |",
  ];
  for (const [page, r] of Object.entries(results)) {
    rows.push(
      `| ${page} | ${r.firstPaintAnswerMs} | ${r.firstPaintDialogMs} | ${r.settledDialogMs} | ${r.settledEventMs} | ${r.firstPaint3gAnswerMs} | ${r.firstPaint3gDialogMs} | ${r.hydrationMs ?? "n/a"} | ${r.shellHydrationMs ?? "n/a"} |`,
    );
  }
  return rows.join("\n");
}

if (!productionDir && !options.public && !options["no-build"]) {
  // The build reads the tricks to leave off from GATSBY_START_UP_OFF (plugins/start-up/startUpTricks.ts).
  const built = await run("npm", ["run", "build"], {
    env: { GATSBY_TELEMETRY_DISABLED: "1", GATSBY_START_UP_OFF: tricksOff.join(",") },
  });
  if (built !== 0) process.exit(built);
}

let chrome;
let floorDir;
const servers = [];
async function cleanUp() {
  chrome?.kill();
  await Promise.all(servers.map((server) => server.close()));
  if (floorDir) await rm(floorDir, { recursive: true, force: true });
}
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.once(signal, () => cleanUp().finally(() => process.exit(130)));
}

let code = 0;
try {
  floorDir = await buildFloor(builtDir);
  // Every variant is served under the build's own _headers (unless --headers none), the floor too, so that the
  // floor differs from the site only by its scripts.
  const rules =
    options.headers === "host"
      ? parseHeaders(readFileSync(join(builtDir, "_headers"), "utf8"))
      : [];
  const servedWithout = (leaveOut) => (urlPath) => headersAt(rules, urlPath, leaveOut);
  const variants = {
    site: { dir: builtDir, headersFor: servedWithout([]) },
    floor: { dir: floorDir, headersFor: servedWithout([]) },
    ...Object.fromEntries(
      comparedHeaders.map((name) => [
        `site without ${name}`,
        { dir: builtDir, headersFor: servedWithout([name]) },
      ]),
    ),
    ...(comparedHeaders.length
      ? { "site, no headers": { dir: builtDir, headersFor: () => ({}) } }
      : {}),
  };
  const urls = {};
  for (const [variant, { dir, headersFor }] of Object.entries(variants)) {
    const server = await serveStatic(dir, { headersFor });
    servers.push(server);
    urls[variant] = server.url;
  }
  chrome = await launch({
    chromePath: ensureChromium(),
    chromeFlags: ["--headless=new", ...chromiumArgs],
  });
  const chromium = (await (await fetch(`http://127.0.0.1:${chrome.port}/json/version`)).json())
    .Browser;
  console.log(
    `${chromium}, Lighthouse ${require("lighthouse/package.json").version}, ${runs} runs of ${Object.keys(pages).join(", ")}: ${Object.keys(variants).join(", ")}; served ${options.headers === "host" ? `under ${join(builtDir, "_headers")}` : "with no headers"}; start-up tricks off: ${tricksOff.join(", ") || "none"}`,
  );

  // Runs are interleaved (page by page, site then floor) so that a slow spell of the machine hits all alike.
  const samples = {};
  for (let index = 1; index <= (parts.includes("lighthouse") ? runs : 0); index++) {
    for (const page of Object.keys(pages)) {
      for (const variant of Object.keys(variants)) {
        const sample = await audit(urls[variant] + page, chrome.port);
        ((samples[page] ??= {})[variant] ??= []).push(sample);
        console.log(
          `run ${index}/${runs} ${page} ${variant}: performance ${sample.scores.performance}, LCP ${Math.round(sample.lcp)} ms, TBT ${Math.round(sample.tbt)} ms, benchmark index ${sample.benchmarkIndex}`,
        );
      }
    }
  }

  const results = {};
  for (const [page, htmlPath] of parts.includes("lighthouse") ? Object.entries(pages) : []) {
    const site = await summarize(samples[page].site, builtDir);
    const floor = await summarize(samples[page].floor, floorDir);
    const scripts = await firstLoadScripts(builtDir, htmlPath);
    site.firstLoadJs = scripts.map(({ script, gzip }) => ({ script, gzipKB: kb(gzip) }));
    site.firstLoadJsGzipKB = kb(scripts.reduce((sum, { gzip }) => sum + gzip, 0));
    const tapPath = await tapPathFiles(builtDir, htmlPath);
    site.tapPath = tapPath.map(({ file, gzip }) => ({ file, gzipKB: kb(gzip) }));
    site.tapPathGzipKB = kb(tapPath.reduce((sum, { gzip }) => sum + gzip, 0));
    floor.firstLoadJsGzipKB = kb(
      (await firstLoadScripts(floorDir, htmlPath)).reduce((sum, { gzip }) => sum + gzip, 0),
    );
    site.lcpRatio = Math.round((site.lcpMs / floor.lcpMs) * 100) / 100;
    site.transferRatio = Math.round((site.transferKB / floor.transferKB) * 100) / 100;
    results[page] = { site, floor };
  }

  // What each header compared costs: the site's medians with it and without it, back to back (interleaved).
  const headerCosts = {};
  for (const page of parts.includes("lighthouse") && comparedHeaders.length
    ? Object.keys(pages)
    : [])
    for (const variant of Object.keys(variants).filter((name) => name !== "floor")) {
      const summary = await summarize(samples[page][variant], builtDir);
      (headerCosts[page] ??= {})[variant] = {
        performance: summary.scores.performance,
        tbtMs: summary.tbtMs,
        lcpMs: summary.lcpMs,
        benchmarkIndex: summary.benchmarkIndex,
        samples: summary.samples,
      };
    }
  const headerTable = Object.keys(headerCosts).length ? headerCostTable(headerCosts, results) : "";
  if (headerTable)
    console.log(`\nWhat each header costs (medians of ${runs}, interleaved):\n\n${headerTable}\n`);

  const table = parts.includes("lighthouse") ? markdownTable(results) : "";
  if (table) console.log(`\n${table}\n`);
  for (const [page, { site, floor }] of Object.entries(results)) {
    console.log(`${page} first-load scripts (gzip KB):`);
    for (const { script, gzipKB } of site.firstLoadJs) console.log(`  ${gzipKB}\t${script}`);
    console.log(
      `  the tap's path (what a tap at first paint waits for), ${site.tapPathGzipKB} KB in all:`,
    );
    for (const { file, gzipKB } of site.tapPath.slice(site.firstLoadJs.length))
      console.log(`  ${gzipKB}\t${file}`);
    console.log("  main thread by script (ms, medians; Lighthouse's bootup-time):");
    for (const [name, ms] of Object.entries(site.mainThreadMs)) console.log(`  ${ms}\t${name}`);
    const image = site.largestImage;
    console.log(`  largest image: ${image ? `${image.path} (${image.KB} KB)` : "none"}`);
    const foreign = [...site.thirdPartyRequests, ...floor.thirdPartyRequests];
    console.log(`  third-party requests: ${foreign.length ? foreign.join(", ") : "none"}`);
  }

  const taps = parts.includes("taps") ? await benchTaps(urls.site) : undefined;
  const tapsTable = taps ? tapTable(taps) : "";
  if (tapsTable)
    console.log(
      `\nA tap on the call to action, from the finger (medians; DevTools throttling: ${profiles.mobile.label}, and 3G: ${profiles["3g"].label}):\n\n${tapsTable}\n`,
    );

  const firstSecond = firstSecondTable(results, taps);
  if (firstSecond)
    console.log(`\nThe first second (medians, and every run's score):\n\n${firstSecond}\n`);

  // A returning patient on 3G, with the service worker and without (scripts/lib/repeat-bench.mjs).
  const repeat = parts.includes("repeat")
    ? await benchRepeatVisits({
        executablePath: ensureChromium(),
        args: chromiumArgs,
        baseUrl: urls.site,
        paths: Object.keys(callsToAction).map((page) => (page === "/" ? page : `${page}/`)),
        runs,
        median,
      })
    : undefined;
  if (repeat)
    console.log(
      `\nA repeat visit on 3G (${profiles["3g"].label}; medians of ${runs} runs):\n\n${repeatTable(repeat)}\n`,
    );

  // The counting's endpoint under load and its database's size (scripts/lib/events-bench.mjs).
  const events = parts.includes("events") ? await benchEvents({ publicDir: builtDir }) : undefined;

  // The staff's phone page beside the full editor, on a phone (scripts/lib/staff-bench.mjs).
  let staff;
  if (parts.includes("staff")) {
    const { chromium: playwright } = await import("playwright-core");
    const browser = await playwright.launch({
      executablePath: ensureChromium(),
      args: chromiumArgs,
    });
    try {
      staff = await benchStaff({ browser, publicDir: builtDir, runs });
    } finally {
      await browser.close();
    }
    console.log(
      `\nThe staff's pages on a phone (DevTools throttling: ${profiles.mobile.label}; medians of ${runs} runs):\n\n${staffTable(staff)}\n`,
    );
    for (const [name, result] of Object.entries(staff)) {
      console.log(`${name} (${result.path}) scripts to a usable screen (gzip KB):`);
      for (const { path, gzipKB } of result.scripts) console.log(`  ${gzipKB}\t${path}`);
    }
  }

  await mkdir("bench-results", { recursive: true });
  const report = {
    date: new Date().toISOString(),
    node: process.version,
    chromium,
    lighthouse: require("lighthouse/package.json").version,
    config: "lighthouse default (mobile, simulated throttling)",
    served: options.headers === "host" ? `under ${join(builtDir, "_headers")}` : "with no headers",
    runs,
    tricksOff,
    builtDir,
    pages: results,
    table,
    headerCosts,
    headerTable,
    taps,
    tapsTable,
    firstSecond,
    repeat,
    repeatTable: repeat ? repeatTable(repeat) : "",
    events,
    staff,
    staffTable: staff ? staffTable(staff) : "",
  };
  // A partial run (--only), or one with tricks off (--off), does not replace the full results.
  const name = [
    options.only ? parts.join("-") : "",
    tricksOff.length ? `off-${tricksOff.join("-")}` : "",
    options.headers === "none" ? "no-headers" : "",
    comparedHeaders.length ? "header-costs" : "",
  ].filter(Boolean);
  const output = name.length
    ? `bench-results/latest-${name.join("-")}.json`
    : "bench-results/latest.json";
  await writeFile(output, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`Wrote ${output}`);
} catch (error) {
  console.error(error);
  code = 1;
} finally {
  await cleanUp();
}
process.exit(code);
