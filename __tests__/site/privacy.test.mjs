/**
 * Privacy (LGPD): the site keeps nothing about a visitor and tells no one else about the visit. On every page,
 * before and after the booking form is sent, Chromium finds no cookie, nothing in localStorage or IndexedDB,
 * nothing in sessionStorage but Gatsby's scroll positions, nothing in the service worker's caches but the site's
 * own files (never a staff page or an answer of the API), and no request to any origin but the site's own; the
 * one exit is the WhatsApp chat the visitor asks for. And the privacy page (/privacidade/) says what the LGPD asks
 * of a health practice, with no sentence over 25 words. Runs against SITE_URL (`npm run test:site`: the host's own
 * runtime, with its headers).
 */
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import {
  contentPages,
  infoPages,
  launchChromium,
  notFoundPath,
  siteUrl,
  watchRequests,
} from "./siteKit.mjs";

/** Every page, the not-found page included. */
const pages = [...contentPages, ...infoPages, { path: notFoundPath }];

/** The product's one intended exit: the chat tab the visitor opens by sending the form. */
const chatOrigin = "https://wa.me";

const base = siteUrl();
let browser;

before(async () => {
  browser = await launchChromium();
});

after(async () => {
  await browser?.close();
});

/**
 * Gatsby's scroll restoration (gatsby-react-router-scroll) keeps each visited path's scroll offset in
 * sessionStorage, as `@@scroll|<path>|<history key>` = a number, so Back returns to the same place. It is a number
 * about the page, not about the person, stays in the tab and goes when the tab closes; it is the only entry allowed.
 */
const scrollEntry = { key: /^@@scroll\|\/[^|]*\|[^|]+$/, value: /^\d+$/ };

/** Everything the page keeps in the browser: storage entries and IndexedDB databases, by name. */
async function storedInPage(page) {
  const stored = await page.evaluate(async () => ({
    localStorage: Object.entries(globalThis.localStorage),
    sessionStorage: Object.entries(globalThis.sessionStorage),
    indexedDB: (await globalThis.indexedDB.databases()).map((db) => db.name),
  }));
  return {
    localStorage: stored.localStorage.map(([key, value]) => `${key}=${value}`),
    sessionStorage: stored.sessionStorage
      .filter(([key, value]) => !(scrollEntry.key.test(key) && scrollEntry.value.test(value)))
      .map(([key, value]) => `${key}=${value}`),
    indexedDB: stored.indexedDB,
  };
}

const nothingStored = { localStorage: [], sessionStorage: [], indexedDB: [] };

/** What the service worker's caches hold that is not a patient's page or file of the site's own. */
async function cachedBeyondTheSite(page, origin) {
  const kept = await page.evaluate(async () => {
    const urls = [];
    for (const name of await globalThis.caches.keys())
      for (const request of await (await globalThis.caches.open(name)).keys())
        urls.push(request.url);
    return urls;
  });
  return kept.filter((url) => {
    const { origin: from, pathname } = new URL(url);
    return from !== origin || /^\/(admin|api)(\/|$)/.test(pathname);
  });
}

describe("privacy (LGPD)", () => {
  for (const route of pages) {
    it(`${route.path} keeps nothing and calls no one${route.cta ? ", the form included" : ""}`, async () => {
      const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
      const { origin } = new URL(base);
      const foreign = [];
      context.on("request", (request) => {
        const url = new URL(request.url());
        if (url.protocol === "data:" || url.protocol === "blob:") return;
        const isChat = url.origin === chatOrigin && request.isNavigationRequest();
        if (url.origin !== origin && !isChat) foreign.push(request.url());
      });
      await context.route(`${chatOrigin}/**`, (r) => r.fulfill({ status: 200, body: "chat" }));
      const page = await context.newPage();
      const requests = watchRequests(page);
      await page.goto(base + route.path);
      await requests.settled();
      // Scroll through the page, so lazy images and anything waiting for the visitor get their turn.
      await page.evaluate(() => globalThis.scrollTo(0, globalThis.document.body.scrollHeight));
      await requests.settled();
      assert.deepEqual(await storedInPage(page), nothingStored);

      if (route.cta) {
        await page.getByRole("button", { name: route.cta, exact: true }).first().click();
        const dialog = page.getByRole("dialog", { name: "Agendar Consulta" });
        await dialog.waitFor();
        await dialog.getByLabel("Nome").fill("Maria da Silva");
        await dialog.getByLabel("WhatsApp").pressSequentially("98987654321");
        await dialog.getByRole("radio", { name: "Realizar Exames" }).check();
        const [chat] = await Promise.all([
          context.waitForEvent("page"),
          dialog.getByRole("button", { name: "Enviar para WhatsApp" }).click(),
        ]);
        await chat.waitForLoadState();
        assert.ok(chat.url().startsWith(`${chatOrigin}/`), chat.url());
        await dialog.waitFor({ state: "detached" });
        await requests.settled();
        assert.deepEqual(await storedInPage(page), nothingStored);
      }

      assert.deepEqual(await context.cookies(), []);
      assert.deepEqual(await cachedBeyondTheSite(page, origin), []);
      assert.deepEqual(foreign, []);
      await context.close();
    });
  }
});

/** The longest sentence the privacy page may have, in words (src/articles/readability.ts, longSentenceWords). */
const longSentenceWords = 25;

/**
 * The sentences of a page's main text, as src/articles/councilRules.ts splits them: each heading, paragraph and list
 * item ends one, and inside them a sentence ends at ".", "!" or "?".
 */
function mainSentences(html) {
  const main = /<main\b[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? "";
  return main
    .replace(/<\/(p|li|h[1-6]|dt|dd)>/g, "\n")
    .replace(/<[^>]+>/g, "")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .split(/(?<=[.!?])\s+|\n+/)
    .map((sentence) => sentence.replace(/\s+/g, " ").trim())
    .filter((sentence) => /\p{L}/u.test(sentence));
}

/** A sentence's words, as the readability check counts them: runs of letters. */
const wordsOf = (sentence) => sentence.match(/\p{L}+(?:[-'’]\p{L}+)*/gu) ?? [];

describe("the privacy page (LGPD)", () => {
  let sentences = [];

  before(async () => {
    const response = await fetch(`${base}/privacidade/`);
    assert.equal(response.status, 200);
    sentences = mainSentences(await response.text());
  });

  it("has no sentence over 25 words", () => {
    assert.ok(sentences.length > 50, `only ${sentences.length} sentences read`);
    assert.deepEqual(
      sentences.filter((sentence) => wordsOf(sentence).length > longSentenceWords),
      [],
    );
  });

  for (const [what, said] of [
    ["the encarregado, or the exemption", /encarregado pelos dados \(LGPD, artigo 41\)/i],
    ["the legal basis of the message (art. 7º V)", /artigo 7º, inciso V\)/],
    ["the legal basis of the medical record (art. 7º II)", /artigo 7º, inciso II,/],
    ["the legal basis of the address the rate limit reads (art. 7º IX)", /artigo 7º, inciso IX\)/],
    ["the recipients", /^Quem mais recebe os seus dados$/],
    ["the surgical centre among them", /O centro cirúrgico/],
    ["Meta among them", /^A Meta, dona do WhatsApp: para levar a mensagem e a conversa\.$/],
    ["the host by name", /^Empresa que hospeda o site: Cloudflare/],
    ["the transfer abroad (art. 33)", /transferência internacional \(LGPD, artigo 33\)/],
    ["the right to object (art. 18 § 2º)", /se opor a um uso dos seus dados.*\(artigo 18, § 2º\)/],
    [
      "that Meta receives the message when WhatsApp opens",
      /a Meta recebe a mensagem quando o WhatsApp abre, mesmo que você não a envie/,
    ],
    ["the message's health topic", /“Tenho dúvidas sobre glaucoma”/],
  ])
    it(`names ${what}`, () => {
      assert.ok(
        sentences.some((sentence) => said.test(sentence)),
        `no sentence matches ${said}`,
      );
    });

  for (const old of [
    "Nada disso sai do seu aparelho antes de você enviar a mensagem no WhatsApp.",
    "O formulário não envia nada a este site",
  ])
    it(`no longer says ${JSON.stringify(old)}`, () => {
      assert.ok(!sentences.join(" ").includes(old));
    });
});
