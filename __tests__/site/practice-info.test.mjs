/**
 * What a patient asks before booking, read from the built site with JavaScript off (the server-rendered HTML):
 * where the practice is, the map link made from its address, the week's hours and the dated exceptions, the
 * plans; the FAQ opened by the real keys; the home page's identification (CFM 2.336/2023 arts. 4 and 6); and the
 * same facts in the structured data. Runs against SITE_URL (`npm run test:site`).
 */
import assert from "node:assert/strict";
import { createRequire } from "node:module";
import { after, before, describe, it } from "node:test";
import { runnerImport } from "vite";
import { contentPages, launchChromium, watchRequests } from "./siteKit.mjs";

const require = createRequire(import.meta.url);
const settings = require("../../src/content/site-settings.json");
const catarata = require("../../src/content/catarata.json");
const links = require("../../src/content/links.json");

const base = process.env.SITE_URL;
if (!base)
  throw new Error("Run through `npm run test:site`, which builds and serves the site (SITE_URL).");

const pathOf = (start) => contentPages.find((route) => route.path.startsWith(start)).path;
const home = pathOf("/");
const cataractPage = pathOf("/catarata");
const linksPage = pathOf("/links");
const { practice } = settings;

let browser;
/**
 * What the hours table says of the special dates on the day the site was built (this run's): the ones not yet over,
 * each as "25/12/2026 (Natal)", under "Datas especiais"; none, and no such heading, once every one has passed.
 */
let specialDatesWords = [];

before(async () => {
  browser = await launchChromium();
  const {
    module: { currentExceptions, practiceDay },
  } = await runnerImport("./src/content/specialDates.ts");
  const {
    module: { exceptionDates },
  } = await runnerImport("./src/content/practiceDetails.ts");
  const current = currentExceptions(practice.hoursExceptions, practiceDay(Date.now()));
  specialDatesWords = current.length
    ? [
        "Datas especiais",
        ...current.map((exception) => `${exceptionDates(exception)} (${exception.reason})`),
      ]
    : [];
});

after(async () => {
  await browser?.close();
});

/** A page at a phone's width with JavaScript off: what the HTML alone gives. */
async function htmlOnly(path) {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 360, height: 740 },
  });
  const page = await context.newPage();
  await page.goto(base + path);
  return { context, page };
}

/** The practice's section: the region on the content pages, the links page's own. */
const practiceRegion = (page) => page.getByRole("region", { name: practice.title });

describe("Onde atendemos, with JavaScript off", () => {
  for (const path of [home, cataractPage, linksPage]) {
    it(`${path} says where, when and which plans, with a map link carrying the address`, async () => {
      const { context, page } = await htmlOnly(path);
      const region = practiceRegion(page);
      assert.ok(await region.isVisible());
      const text = await region.innerText();
      for (const words of [
        practice.address.street,
        practice.address.district,
        settings.city,
        `CEP ${practice.address.postalCode}`,
        "Segunda-feira",
        "8h às 12h e 14h às 18h",
        "Domingo",
        "Fechado",
        ...specialDatesWords,
        "Convênios",
        practice.healthPlans[0],
      ])
        assert.ok(text.includes(words), `"${words}" is not in the section`);
      if (specialDatesWords.length === 0)
        assert.ok(
          !text.includes("Datas especiais"),
          "every special date is over, yet the heading shows",
        );
      const map = region.getByRole("link", { name: "Como chegar (abre o mapa em nova aba)" });
      const href = new URL(await map.getAttribute("href"));
      assert.equal(`${href.origin}${href.pathname}`, "https://www.google.com/maps/search/");
      const query = href.searchParams.get("query");
      for (const part of [
        practice.address.street,
        practice.address.district,
        `${settings.city} - ${settings.state}`,
        practice.address.postalCode,
      ])
        assert.ok(query.includes(part), `the map link's address lacks "${part}": ${query}`);
      assert.equal(await map.getAttribute("target"), "_blank");
      await context.close();
    });
  }

  it(`${linksPage} has its own "${links.directionsLabel}" button to the same map`, async () => {
    const { context, page } = await htmlOnly(linksPage);
    const buttons = page.getByRole("link", {
      name: `${links.directionsLabel} (abre o mapa em nova aba)`,
    });
    const hrefs = await buttons.evaluateAll((all) => all.map((link) => link.href));
    assert.ok(hrefs.length >= 1);
    assert.equal(new Set(hrefs).size, 1);
    await context.close();
  });

  it(`${home} identifies the doctor as CFM 2.336/2023 asks: name, Médico, CRM with its state, RQE`, async () => {
    const { context, page } = await htmlOnly(home);
    const hero = page.getByRole("region", { name: /Cuidado para a saúde dos seus olhos/ });
    const text = await hero.innerText();
    for (const words of [
      settings.doctorName,
      "Médico",
      `CRM-${settings.state} ${settings.crm}`,
      `RQE ${settings.rqe}`,
    ])
      assert.ok(text.includes(words), `"${words}" is not in the hero`);
    assert.ok(await page.getByText(`CRM-${settings.state} ${settings.crm}`).first().isVisible());
    await context.close();
  });
});

describe("Perguntas frequentes, with JavaScript off", () => {
  it("every question is folded, and the real keys open and fold it", async () => {
    const { context, page } = await htmlOnly(cataractPage);
    const region = page.getByRole("region", { name: catarata.faq.title });
    const questions = region.locator("details");
    assert.equal(await questions.count(), catarata.faq.items.length);
    const first = questions.first();
    const answer = first.getByText(catarata.faq.items[0].answer);
    assert.equal(await answer.isVisible(), false);
    await first.locator("summary").focus();
    await page.keyboard.press("Enter");
    assert.ok(await answer.isVisible());
    await page.keyboard.press("Space");
    assert.equal(await answer.isVisible(), false);
    // A tap opens another while the first stays as it is.
    await page.keyboard.press("Enter");
    await questions.nth(1).locator("summary").click();
    assert.ok(await region.getByText(catarata.faq.items[1].answer).isVisible());
    assert.ok(await answer.isVisible());
    await context.close();
  });
});

/** The page's JSON-LD graph, by type. */
async function structuredData(path) {
  const { context, page } = await htmlOnly(path);
  const json = await page.locator('script[type="application/ld+json"]').textContent();
  await context.close();
  const graph = JSON.parse(json)["@graph"];
  return Object.fromEntries(graph.map((node) => [node["@type"], node]));
}

describe("the structured data says the same", () => {
  it("the Physician: street, CEP, map, hours with the dated exceptions, payment, new patients", async () => {
    const { Physician } = await structuredData(home);
    assert.equal(
      Physician.address.streetAddress,
      `${practice.address.street}, ${practice.address.district}`,
    );
    assert.equal(Physician.address.postalCode, practice.address.postalCode);
    assert.match(Physician.hasMap, /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/);
    const hours = Physician.openingHoursSpecification;
    assert.ok(hours.some((spec) => spec.dayOfWeek?.includes("Monday") && spec.opens === "08:00"));
    assert.ok(!hours.some((spec) => spec.dayOfWeek?.includes("Sunday")), "Sunday is closed");
    assert.deepEqual(
      hours.filter((spec) => spec.validFrom).map((spec) => spec.validFrom),
      practice.hoursExceptions.map((exception) => exception.from).sort(),
    );
    assert.match(Physician.paymentAccepted, /Pix/);
    assert.equal(Physician.isAcceptingNewPatients, practice.acceptingNewPatients);
    assert.equal(Physician.aggregateRating, undefined);
    assert.equal(Physician.review, undefined);
  });

  it(`${cataractPage} carries a FAQPage of the same questions; ${home} none`, async () => {
    const { FAQPage } = await structuredData(cataractPage);
    assert.deepEqual(
      FAQPage.mainEntity.map((question) => [question.name, question.acceptedAnswer.text]),
      catarata.faq.items.map((item) => [item.question, item.answer]),
    );
    assert.equal((await structuredData(home)).FAQPage, undefined);
  });
});

describe("with JavaScript on", () => {
  it("opening every question and reading the section asks nothing of another site", async () => {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    const elsewhere = [];
    page.on("request", (request) => {
      if (new URL(request.url()).origin !== new URL(base).origin) elsewhere.push(request.url());
    });
    const requests = watchRequests(page);
    await page.goto(base + cataractPage);
    await requests.settled();
    const summaries = page.locator("summary");
    for (let index = 0; index < (await summaries.count()); index += 1)
      await summaries.nth(index).click();
    await practiceRegion(page).scrollIntoViewIfNeeded();
    await requests.settled();
    assert.deepEqual(elsewhere, []);
    await context.close();
  });
});
