/**
 * The booking that never fails (plugins/start-up/deferScripts.ts, src/booking/BookingButton.tsx): on the built site, every
 * call to action leads to the chat with JavaScript off and with every script blocked, and a tap made before the
 * app is there is answered at once and opens the modal, with the reason of the last call to action tapped.
 */
import assert from "node:assert/strict";
import { createRequire } from "node:module";
import { after, before, describe, it } from "node:test";
import { launchChromium, linkMessage } from "./siteKit.mjs";

const require = createRequire(import.meta.url);
const settings = require("../../src/content/site-settings.json");
const base = process.env.SITE_URL;
if (!base)
  throw new Error("Run through `npm run test:site`, which builds and serves the site (SITE_URL).");

/** Every call to action of every page, with the reason it records (spec, section 4). */
const callsToAction = [
  { path: "/", name: "Agendar Consulta", reason: "Agendar Consulta", count: 2 },
  {
    path: "/catarata/",
    name: "Agendar consulta",
    reason: "Consulta para cirurgia de catarata",
    count: 2,
  },
  {
    path: "/catarata/",
    name: "Tenho dúvidas, falar com a clínica",
    reason: "Dúvidas sobre cirurgia de catarata",
    count: 1,
  },
  {
    path: "/links/",
    name: "Agende sua consulta",
    reason: "Consulta através da página de links",
    count: 1,
  },
];
/** The page's HTML-only form of a call to action: a link whose name says where it goes. */
const linkName = (name) => new RegExp(`^${name} \\(abre o WhatsApp em nova aba\\)$`);
const chatPrefix = `https://wa.me/${settings.whatsappNumber}?text=`;
const messageOf = (url) => new URL(url).searchParams.get("text");

let browser;
before(async () => {
  browser = await launchChromium();
});
after(async () => {
  await browser?.close();
});

/** A phone-sized context whose chat tabs are answered locally (no network here). */
async function phone(options = {}) {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, ...options });
  await context.route("https://wa.me/**", (route) => route.fulfill({ status: 200, body: "chat" }));
  return context;
}

/**
 * Holds every script until release() is called: the page is on screen, the app is not there yet. Then they
 * arrive, or with `then: "abort"` they fail.
 */
async function holdScripts(context, { then = "continue" } = {}) {
  let release;
  const held = new Promise((resolve) => {
    release = resolve;
  });
  await context.route(/\.js$/, async (route) => {
    await held;
    await route[then]().catch(() => {});
  });
  return () => release();
}

/** Counts how many times a dialog appears on the page (goes from none to one). */
async function countDialogs(page) {
  await page.evaluate(() => {
    globalThis.__dialogs = 0;
    let shown = false;
    new globalThis.MutationObserver(() => {
      const now = globalThis.document.querySelector('[role="dialog"]') !== null;
      if (now && !shown) globalThis.__dialogs += 1;
      shown = now;
    }).observe(globalThis.document.body, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => globalThis.__dialogs);
}

describe("with JavaScript off", () => {
  for (const cta of callsToAction) {
    it(`${cta.path} "${cta.name}" is a link to the chat saying what "${cta.reason}" adds, opened in a new tab`, async () => {
      const context = await phone({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(base + cta.path);
      const links = page.getByRole("link", { name: linkName(cta.name) });
      assert.equal(await links.count(), cta.count);
      for (const link of await links.all()) {
        const href = await link.getAttribute("href");
        assert.ok(href.startsWith(chatPrefix), href);
        assert.equal(messageOf(href), linkMessage(cta.reason));
        assert.equal(await link.getAttribute("target"), "_blank");
        assert.match(await link.getAttribute("rel"), /\bnoopener\b/);
      }
      const [chat] = await Promise.all([context.waitForEvent("page"), links.first().click()]);
      assert.equal(messageOf(chat.url()), linkMessage(cta.reason));
      await context.close();
    });
  }

  it('/links: "Visite nosso site" opens and closes its two site links', async () => {
    const context = await phone({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${base}/links`);
    const general = page.getByRole("link", { name: "Oftalmologia em geral" });
    const cataract = page.getByRole("link", { name: "Cirurgia de catarata" });
    const toggle = page.getByText("Visite nosso site");
    assert.equal(await general.isVisible(), false);
    await toggle.click();
    assert.ok(await general.isVisible());
    assert.ok(await cataract.isVisible());
    await toggle.click();
    assert.equal(await general.isVisible(), false);
    await toggle.click();
    await cataract.click();
    await page.waitForURL(`${base}/catarata/`);
    await context.close();
  });
});

describe("with every script blocked", () => {
  for (const cta of callsToAction) {
    it(`${cta.path} "${cta.name}" opens the chat in a new tab`, async () => {
      const context = await phone();
      await context.route(/\.js$/, (route) => route.abort());
      const page = await context.newPage();
      await page.goto(base + cta.path, { waitUntil: "load" });
      const [chat] = await Promise.all([
        context.waitForEvent("page"),
        page
          .getByRole("link", { name: linkName(cta.name) })
          .first()
          .click(),
      ]);
      assert.equal(messageOf(chat.url()), linkMessage(cta.reason));
      await context.close();
    });
  }

  it("a tap made while the scripts are still coming opens the chat as soon as they fail", async () => {
    const context = await phone();
    const fail = await holdScripts(context, { then: "abort" });
    const page = await context.newPage();
    await page.goto(`${base}/links`, { waitUntil: "load" });
    const link = page.getByRole("link", { name: linkName("Agende sua consulta") });
    await link.click();
    assert.equal(await link.getAttribute("aria-busy"), "true");
    const [chat] = await Promise.all([context.waitForEvent("page"), Promise.resolve().then(fail)]);
    assert.equal(messageOf(chat.url()), linkMessage("Consulta através da página de links"));
    assert.equal(await link.getAttribute("aria-busy"), null);
    await context.close();
  });
});

describe("a tap before the app is there", () => {
  for (const cta of callsToAction) {
    it(`${cta.path} "${cta.name}" turns busy at once, then opens the modal once with its reason, and gets the focus back`, async () => {
      const context = await phone();
      const release = await holdScripts(context);
      const page = await context.newPage();
      await page.goto(base + cta.path, { waitUntil: "load" });
      const dialogs = await countDialogs(page);
      const link = page.getByRole("link", { name: linkName(cta.name) }).first();
      await link.click();
      assert.equal(await link.getAttribute("aria-busy"), "true");
      assert.equal(await page.getByRole("status").filter({ hasText: "Abrindo" }).count(), 1);
      assert.equal(context.pages().length, 1, "no chat tab while the app is coming");
      release();
      const dialog = page.getByRole("dialog", { name: "Agendar Consulta" });
      await dialog.waitFor({ timeout: 10_000 });
      assert.equal(await dialog.getAttribute("data-reason"), cta.reason);
      // Reach hides the page from the accessibility tree while the dialog is open: find it by its marker.
      assert.equal(await page.locator("[data-booking-reason][aria-busy]").count(), 0);
      await page.waitForTimeout(500);
      assert.equal(await dialogs(), 1);
      assert.equal(context.pages().length, 1, "no chat tab as well as the modal");
      // The modal opened before the page around it had hydrated: closing it gives the focus back to the call
      // to action, which the page, hydrated since, has made a button.
      await page.keyboard.press("Escape");
      await dialog.waitFor({ state: "detached" });
      const button = page.getByRole("button", { name: cta.name, exact: true }).first();
      await button.waitFor();
      assert.ok(
        await button.evaluate((element) => element === element.ownerDocument.activeElement),
      );
      await context.close();
    });
  }

  it("a second call to action tapped before then is the one honoured", async () => {
    const context = await phone();
    const release = await holdScripts(context);
    const page = await context.newPage();
    await page.goto(`${base}/catarata/`, { waitUntil: "load" });
    const dialogs = await countDialogs(page);
    const first = page.getByRole("link", { name: linkName("Agendar consulta") }).first();
    const second = page.getByRole("link", { name: linkName("Tenho dúvidas, falar com a clínica") });
    await first.click();
    await second.click();
    assert.equal(await first.getAttribute("aria-busy"), null);
    assert.equal(await second.getAttribute("aria-busy"), "true");
    release();
    const dialog = page.getByRole("dialog", { name: "Agendar Consulta" });
    await dialog.waitFor({ timeout: 10_000 });
    assert.equal(await dialog.getAttribute("data-reason"), "Dúvidas sobre cirurgia de catarata");
    await page.waitForTimeout(500);
    assert.equal(await dialogs(), 1);
    await context.close();
  });

  it("a tap elsewhere before then cancels it: no modal comes later", async () => {
    const context = await phone();
    const release = await holdScripts(context);
    const page = await context.newPage();
    await page.goto(`${base}/`, { waitUntil: "load" });
    const link = page.getByRole("link", { name: linkName("Agendar Consulta") }).first();
    await link.click();
    await page.getByRole("heading", { level: 1 }).click();
    assert.equal(await link.getAttribute("aria-busy"), null);
    release();
    await page.getByRole("button", { name: "Agendar Consulta", exact: true }).first().waitFor();
    await page.waitForTimeout(1500);
    assert.equal(await page.getByRole("dialog").count(), 0);
    assert.equal(context.pages().length, 1);
    await context.close();
  });
});

describe("the links page's site toggle", () => {
  it("opened before the app is there, stays open when React takes over, with aria-expanded right", async () => {
    const context = await phone();
    const release = await holdScripts(context);
    const page = await context.newPage();
    await page.goto(`${base}/links`, { waitUntil: "load" });
    await page.getByText("Visite nosso site").click();
    assert.ok(await page.getByRole("link", { name: "Oftalmologia em geral" }).isVisible());
    release();
    const toggle = page.getByRole("button", { name: "Visite nosso site" });
    await toggle.waitFor({ timeout: 10_000 });
    assert.equal(await toggle.getAttribute("aria-expanded"), "true");
    assert.ok(await page.getByRole("link", { name: "Oftalmologia em geral" }).isVisible());
    await toggle.click();
    assert.equal(await toggle.getAttribute("aria-expanded"), "false");
    assert.equal(
      await page.getByRole("link", { name: "Oftalmologia em geral" }).isVisible(),
      false,
    );
    await context.close();
  });
});
