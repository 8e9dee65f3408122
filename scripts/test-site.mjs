/**
 * The built-site tests: make the builds they read (__tests__/site/builds/siteBuilds.mjs: the site as
 * `npm run build` makes it, into public/, then the variants, each incrementally in one fixed folder), serve public/
 * with Cloudflare Pages' own runtime (`wrangler pages dev`, scripts/lib/pages-dev.mjs) on 127.0.0.1, run every
 * __tests__/site/*.test.mjs with node's test runner against it (SITE_URL), and stop the server whatever the
 * outcome. SKIP_BUILD=1 reuses what the last run built. The site listens on a free port, or on SITE_PORT where one is
 * given (it stops at once, naming the port, if something already listens there: the tests must never read another
 * server's answers). Test files given as arguments run instead of all of them, after the site's own build only
 * (each makes any other build it reads): `SKIP_BUILD=1 npm run test:site -- __tests__/site/seo.test.mjs`.
 *
 * The files run in two lanes, each file in a process of its own, the longest first (by the times measured below),
 * so that one lane's waits on browsers and servers are the other's working time; a file that drives Firefox or
 * WebKit never runs beside another that does (WebKitWebDriver takes one session at a time, and the two engines are
 * the heaviest), and the first failure stops the other lane. docs/testing.md says where the time goes.
 */
import { globSync, readFileSync } from "node:fs";
import { builds, makeAllBuilds } from "../__tests__/site/builds/siteBuilds.mjs";
import { laneGroup } from "./lib/lanes.mjs";
import { startPagesDev } from "./lib/pages-dev.mjs";
import { freePort } from "./lib/ports.mjs";
import { makeBuild } from "./lib/site-builds.mjs";

/**
 * Each file's time in seconds, as a full `npm test` measured it on a quiet 2-core machine (docs/testing.md): the
 * order the lanes take them in. A file not listed is taken first, as if it were the longest.
 */
const measuredSeconds = {
  "engines.test.mjs": 194,
  "editor-login.test.mjs": 75,
  "editor.test.mjs": 75,
  "built-site.test.mjs": 41,
  "offline.test.mjs": 44,
  "phone-page.test.mjs": 67,
  "events.test.mjs": 32,
  "display-modes.test.mjs": 9,
  "reflow.test.mjs": 22,
  "booking-never-fails.test.mjs": 15,
  "special-dates.test.mjs": 15,
  "privacy.test.mjs": 17,
  "listen.test.mjs": 11,
  "practice-info.test.mjs": 6,
  "articles.test.mjs": 4,
  "seo.test.mjs": 1,
  "security.test.mjs": 18,
  "staff-guide.test.mjs": 3,
  "valid-html.test.mjs": 5,
  "count-locally.test.mjs": 6,
  "site-port.test.mjs": 1,
  "publish-gate.test.mjs": 1,
  "doctor-form.test.mjs": 1,
  "content-error.test.mjs": 1,
  "corrected-texts.test.mjs": 1,
};

/** Whether a test file drives Firefox or WebKit (it imports one of the engines' drivers). */
const drivesOtherEngines = (file) =>
  /from "\.\/engines\/(gecko|webkit)\.mjs"/.test(readFileSync(file, "utf8"));

const port = process.env.SITE_PORT ? Number(process.env.SITE_PORT) : await freePort();
const env = { GATSBY_TELEMETRY_DISABLED: "1" };
const given = process.argv.slice(2);
const files = given.length ? given : globSync("__tests__/site/*.test.mjs").sort();

if (!process.env.SKIP_BUILD) {
  const run = `${process.pid}-${Date.now()}`;
  process.env.SITE_BUILDS_RUN = run;
  if (given.length) {
    const site = await makeBuild(builds[0]);
    if (site.code !== 0) {
      console.error(site.output);
      process.exit(site.code);
    }
  } else {
    const records = await makeAllBuilds();
    const failed = records.find((record) => record.code !== 0 && record.name !== "content-error");
    if (failed || records.length < builds.length) process.exit(failed?.code || 1);
    env.SITE_BUILDS = "made";
  }
}

const site = await startPagesDev({ port });
const lanes = laneGroup();
const queue = [...files].sort(
  (a, b) => (measuredSeconds[base(b)] ?? Infinity) - (measuredSeconds[base(a)] ?? Infinity),
);
let otherEngineRunning = false;

function base(file) {
  return file.split("/").pop();
}

/** The next file a lane may take: the longest left, unless it drives Firefox or WebKit while another does. */
function nextFile() {
  const index = queue.findIndex((file) => !(otherEngineRunning && drivesOtherEngines(file)));
  return index === -1 ? undefined : queue.splice(index, 1)[0];
}

/** One lane: takes files until none is left (or one failed). */
async function lane() {
  let code = 0;
  while (queue.length && !lanes.failed) {
    const file = nextFile();
    if (!file) {
      // Only files that drive the other engines are left, and one runs: wait for it.
      await new Promise((resolve) => setTimeout(resolve, 200));
      continue;
    }
    const heavy = drivesOtherEngines(file);
    if (heavy) otherEngineRunning = true;
    const result = await lanes.run(
      base(file),
      process.execPath,
      ["--test", "--test-reporter=spec", file],
      { env: { ...env, SITE_URL: site.url } },
    );
    if (heavy) otherEngineRunning = false;
    if (result !== 0) code = result;
  }
  return code;
}

let code = 1;
try {
  const laneCount = Math.min(Number(process.env.SITE_LANES ?? 2), files.length);
  const codes = await Promise.all(Array.from({ length: laneCount }, lane));
  code = codes.find((value) => value !== 0) ?? 0;
  console.log(`The site files' times:\n${lanes.summary()}`);
} finally {
  await site.close();
}
process.exit(code);
