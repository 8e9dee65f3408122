/**
 * Special dates that take care of themselves, on a site built for the purpose: a copy of the site (its config,
 * src/, static/ and scripts/, node_modules linked) whose site-settings.json adds a day of changed hours already
 * past, a closure 5 days ahead and holidays 20 days ahead, all counted from today in Fortaleza; built there with
 * `gatsby build` and the headers step, and served by Cloudflare's own runtime. The repo's content and its public/
 * are never touched.
 *
 * With JavaScript off and on, every page: the past date is gone, and the closure is said near the booking (and is
 * in the hours table where the page has one), the holidays only in the table. With JavaScript on and the phone's
 * clock 10 days later, with no new build: the closure is gone and the holidays are said near the booking, on a
 * page loaded and on a page reached by a link.
 */
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { after, before, describe, it } from "node:test";
import { runnerImport } from "vite";
import { contentPages, freePort, infoPages, launchChromium } from "./siteKit.mjs";
import { startPagesDev } from "../../scripts/lib/pages-dev.mjs";

const siteRoot = resolve(import.meta.dirname, "../..");
const siteFiles = [
  "package.json",
  "tsconfig.json",
  "gatsby-config.ts",
  "gatsby-browser.tsx",
  "gatsby-ssr.tsx",
  "plugins",
  "src",
  "static",
  "scripts",
];
/** Pages with the hours table (the practice's section, or the links page's own). */
const pagesWithTable = new Set(["/", "/catarata/", "/links/"]);
const notice = "Horário especial nos próximos dias";

let copy;
let site;
let browser;
let dates;

/** Runs `command` in the copy, failing with its output. */
function runInCopy(command, args) {
  const run = spawnSync(command, args, {
    cwd: copy,
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "1", NO_COLOR: "1" },
    encoding: "utf8",
    timeout: 600_000,
    killSignal: "SIGKILL",
  });
  if (run.status !== 0)
    throw new Error(
      `${command} ${args.join(" ")} failed (${run.status}):\n${run.stdout}\n${run.stderr}`,
    );
}

before(async () => {
  const {
    module: { practiceDay, addDays },
  } = await runnerImport("./src/content/specialDates.ts");
  const {
    module: { brazilianDate },
  } = await runnerImport("./src/content/practiceDetails.ts");
  const today = practiceDay(Date.now());
  const day = (days) => {
    const iso = addDays(today, days);
    return { iso, shown: brazilianDate(iso) };
  };
  dates = {
    past: day(-3),
    closure: day(5),
    holidays: day(20),
    holidaysEnd: day(22),
    later: day(10),
  };

  copy = mkdtempSync(join(tmpdir(), "special-dates-"));
  for (const file of siteFiles)
    if (existsSync(join(siteRoot, file)))
      cpSync(join(siteRoot, file), join(copy, file), { recursive: true });
  symlinkSync(join(siteRoot, "node_modules"), join(copy, "node_modules"), "dir");
  const settingsFile = join(copy, "src/content/site-settings.json");
  const settings = JSON.parse(readFileSync(settingsFile, "utf8"));
  settings.practice.hoursExceptions.push(
    {
      from: dates.past.iso,
      reason: "Mutirão de catarata",
      intervals: [{ opens: "08:00", closes: "12:00" }],
    },
    { from: dates.closure.iso, reason: "Feriado municipal", intervals: [] },
    {
      from: dates.holidays.iso,
      until: dates.holidaysEnd.iso,
      reason: "Congresso de oftalmologia",
      intervals: [],
    },
  );
  writeFileSync(settingsFile, JSON.stringify(settings, null, 2));
  runInCopy(join(copy, "node_modules/.bin/gatsby"), ["build"]);
  // The editor's pages do not depend on the settings: the site's own build of them (npm run test:site built it)
  // takes the place of a second Vite build, so that write-headers finds them as `npm run build` leaves them.
  cpSync(join(siteRoot, "public/admin"), join(copy, "public/admin"), { recursive: true });
  runInCopy(process.execPath, ["scripts/write-headers.mjs"]);
  site = await startPagesDev({ dir: join(copy, "public"), port: await freePort() });
  browser = await launchChromium();
});

after(async () => {
  await browser?.close();
  await site?.close();
  if (copy) rmSync(copy, { recursive: true, force: true });
});

const pages = [...contentPages, ...infoPages].map(({ path }) => path);

/** A page of the built copy in a fresh browser, with JavaScript as asked and, if given, the phone's clock. */
async function open(path, { javaScript = true, clock } = {}) {
  const context = await browser.newContext({ javaScriptEnabled: javaScript });
  const page = await context.newPage();
  const errors = [];
  page.on("pageerror", (error) => errors.push(String(error)));
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) errors.push(message.text());
  });
  if (clock) await page.clock.setFixedTime(clock);
  await page.goto(site.url + path);
  // With scripts, once React has the page (the early-tap global set to null), so that nothing it does is missed.
  // (Polled from here: a function polled in the page would be run by eval, which the policy forbids.)
  const start = Date.now();
  while (javaScript && !(await page.evaluate(() => globalThis.___earlyClick === null))) {
    if (Date.now() - start > 30_000) throw new Error(`${path}: React did not take the page over`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { context, page, errors };
}

/** What a page shows of the special dates: the notice's lines, and the hours table's dates. */
async function specialDatesOf(page) {
  const note = page.getByRole("note", { name: notice });
  const lines = (await note.isVisible())
    ? await note
        .getByRole("listitem")
        .evaluateAll((items) =>
          items.filter((item) => item.checkVisibility()).map((item) => item.textContent),
        )
    : [];
  const table = await page
    .getByRole("term")
    .evaluateAll((terms) =>
      terms.filter((term) => term.checkVisibility()).map((term) => term.textContent),
    );
  return { lines, table: table.filter((term) => /\(.+\)$/.test(term)) };
}

/** What the build knew, for `path`: the past date nowhere, the closure near the booking, the holidays in the table. */
async function expectBuildDay(page, path) {
  const { lines, table } = await specialDatesOf(page);
  assert.ok(
    lines.includes(`Feriado municipal, ${dates.closure.shown}: consultório fechado`),
    `${path}: the closure near the booking, in ${JSON.stringify(lines)}`,
  );
  assert.ok(!lines.some((line) => /Congresso|Mutirão/.test(line)), `${path}: ${lines}`);
  assert.ok(!table.some((term) => /Mutirão/.test(term)), `${path}: ${table}`);
  assert.equal(await page.getByText(/Mutirão de catarata/).count(), 0, `${path}: the past date`);
  if (pagesWithTable.has(path)) {
    assert.ok(table.includes(`${dates.closure.shown} (Feriado municipal)`), `${path}: ${table}`);
    assert.ok(
      table.includes(
        `${dates.holidays.shown} a ${dates.holidaysEnd.shown} (Congresso de oftalmologia)`,
      ),
      `${path}: ${table}`,
    );
  }
}

describe("special dates on a site built with one past, a closure in 5 days and holidays in 20", () => {
  it("with JavaScript off, every page shows what the build knew", async () => {
    for (const path of pages) {
      const html = await (await fetch(site.url + path)).text();
      assert.doesNotMatch(html, /Mutirão de catarata/, `${path}: the past date is not in the page`);
      const { context, page } = await open(path, { javaScript: false });
      await expectBuildDay(page, path);
      await context.close();
    }
  });

  it("with JavaScript on, every page agrees, checked by the page itself under the host's policy", async () => {
    for (const path of pages) {
      const { context, page, errors } = await open(path);
      await expectBuildDay(page, path);
      assert.deepEqual(errors, [], path);
      await context.close();
    }
  });

  it("10 days later, with no new build: the closure is gone, the holidays are said near the booking", async () => {
    const later = new Date(`${dates.later.iso}T12:00:00-03:00`);
    for (const path of pages) {
      const { context, page, errors } = await open(path, { clock: later });
      const { lines, table } = await specialDatesOf(page);
      assert.deepEqual(
        lines.filter((line) => !/Natal|Ano-novo/.test(line)),
        [
          `Congresso de oftalmologia, ${dates.holidays.shown} a ${dates.holidaysEnd.shown}: consultório fechado`,
        ],
        path,
      );
      assert.ok(!table.some((term) => /Feriado municipal|Mutirão/.test(term)), `${path}: ${table}`);
      assert.deepEqual(errors, [], path);
      await context.close();
    }
  });

  it("10 days later, a page reached by a link is checked too", async () => {
    const later = new Date(`${dates.later.iso}T12:00:00-03:00`);
    const { context, page } = await open("/links/", { clock: later });
    await page.getByRole("contentinfo").getByRole("link", { name: "Início" }).click();
    await page.waitForURL(`${site.url}/`);
    await page.getByRole("heading", { level: 1, name: contentPages[0].h1 }).waitFor();
    const { lines, table } = await specialDatesOf(page);
    assert.ok(
      lines.some((line) => line.startsWith("Congresso de oftalmologia")),
      `${lines}`,
    );
    assert.ok(!lines.some((line) => /Feriado municipal/.test(line)), `${lines}`);
    assert.ok(!table.some((term) => /Feriado municipal/.test(term)), `${table}`);
    await context.close();
  });
});
