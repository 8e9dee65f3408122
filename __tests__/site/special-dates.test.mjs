/**
 * Special dates that take care of themselves, on a site built for the purpose: the `her-practice` build
 * (__tests__/site/builds/siteBuilds.mjs), whose site-settings.json adds a day of changed hours already past, a
 * closure 5 days ahead and holidays 20 days ahead, all counted from today in Fortaleza, built with `gatsby build`,
 * the editor and the headers step, and served by Cloudflare's own runtime. The repo's content and its public/ are
 * never touched.
 *
 * With JavaScript off and on, every page: the past date is gone, and the closure is said near the booking (and is
 * in the hours table where the page has one), the holidays only in the table. With JavaScript on and the phone's
 * clock 10 days later, with no new build: the closure is gone and the holidays are said near the booking, on a
 * page loaded and on a page reached by a link.
 */
import assert from "node:assert/strict";
import { readFile } from "node:fs/promises";
import { after, before, describe, it } from "node:test";
import {
  contentPages,
  freePort,
  hydrated,
  infoPages,
  keptPages,
  launchChromium,
  takenOver,
} from "./siteKit.mjs";
import { startPagesDev } from "../../scripts/lib/pages-dev.mjs";
import { siteBuild } from "./builds/siteBuilds.mjs";

/** Pages with the hours table (the practice's section, or the links page's own). */
const pagesWithTable = new Set(["/", "/catarata/", "/links/"]);
const notice = "Horário especial nos próximos dias";
/** The emergency line the notice says under its dates: the settings' own (the build only adds dates to them). */
const { emergency } = JSON.parse(await readFile("src/content/site-settings.json", "utf8")).practice;

let site;
let browser;
let kept;
let dates;

before(async () => {
  const build = await siteBuild("her-practice");
  assert.equal(build.code, 0, build.output);
  dates = build.facts.dates;
  site = await startPagesDev({ dir: build.dir, port: await freePort() });
  browser = await launchChromium();
  kept = keptPages(browser);
});

after(async () => {
  await kept?.close();
  await browser?.close();
  await site?.close();
});

const pages = [...contentPages, ...infoPages].map(({ path }) => path);

/**
 * A page of the built copy with JavaScript as asked and, if given, the phone's clock: one page kept for each
 * (siteKit's keptPages), once React has the page (it hydrated), so that nothing it does is missed; with the
 * uncaught errors and the policy's complaints since it was asked for.
 */
async function open(path, { javaScript = true, clock } = {}) {
  const { page, errors } = await kept.visit(
    `${javaScript}-${clock?.toISOString() ?? "today"}`,
    site.url + path,
    {
      contextOptions: { javaScriptEnabled: javaScript },
      prepare: async (context, page) => {
        if (clock) await page.clock.setFixedTime(clock);
      },
      countsAsError: (message) => /Content Security Policy/i.test(message.text),
      // With the clock fixed, React's hydration of the page never commits: React taking it over is the sign.
      waitFor: clock ? takenOver : hydrated,
    },
  );
  return { page, errors };
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
  assert.ok(
    (await page.getByRole("note", { name: notice }).textContent()).includes(emergency),
    `${path}: the emergency line under the dates`,
  );
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
      const { page } = await open(path, { javaScript: false });
      await expectBuildDay(page, path);
    }
  });

  it("with JavaScript on, every page agrees, checked by the page itself under the host's policy", async () => {
    for (const path of pages) {
      const { page, errors } = await open(path);
      await expectBuildDay(page, path);
      assert.deepEqual(errors, [], path);
    }
  });

  it("10 days later, with no new build: the closure is gone, the holidays are said near the booking", async () => {
    const later = new Date(`${dates.later.iso}T12:00:00-03:00`);
    for (const path of pages) {
      const { page, errors } = await open(path, { clock: later });
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
    }
  });

  it("10 days later, a page reached by a link is checked too", async () => {
    const later = new Date(`${dates.later.iso}T12:00:00-03:00`);
    const { page } = await open("/links/", { clock: later });
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
  });
});
