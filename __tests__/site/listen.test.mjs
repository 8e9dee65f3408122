/**
 * "Ouvir" on the built site, served by Cloudflare's runtime, in Chromium: the cataract page's answers, which sit in a
 * section React does not hydrate (src/boot/StaticHtml.tsx), and an article, which React hydrates, both read by the
 * one listener at the document (src/listen/offerListening.ts). Headless Chromium has no voice, so the speech API is
 * stood in for with a Portuguese voice of the device's own, before the page's scripts; without it, the real
 * browser's want of a voice hides the controls, as JavaScript off does.
 */
import assert from "node:assert/strict";
import { readFile } from "node:fs/promises";
import { after, before, describe, it } from "node:test";
import { launchChromium, siteUrl } from "./siteKit.mjs";

const base = siteUrl();
const catarata = JSON.parse(await readFile("src/content/catarata.json", "utf8"));
const article = JSON.parse(await readFile("src/content/artigos/glaucoma.json", "utf8"));

let browser;
before(async () => {
  browser = await launchChromium();
});
after(async () => {
  await browser?.close();
});

/**
 * The speech API with one Portuguese voice of the device's own, run in the page before its scripts: it keeps the
 * texts it is given (`globalThis.__spoken`) and how many times it was silenced (`globalThis.__silenced`); a piece never
 * ends by itself, only when the test calls `globalThis.__endPiece()`.
 */
function speechStandIn() {
  class Utterance extends EventTarget {
    constructor(text = "") {
      super();
      Object.assign(this, { text, lang: "", voice: null, rate: 1, pitch: 1, volume: 1 });
    }
  }
  let current;
  const voice = {
    name: "Luciana",
    lang: "pt-BR",
    localService: true,
    default: true,
    voiceURI: "Luciana",
  };
  globalThis.__spoken = [];
  globalThis.__silenced = 0;
  globalThis.__endPiece = () => {
    const ended = current;
    current = undefined;
    ended?.dispatchEvent(new Event("end"));
  };
  const speech = Object.assign(new EventTarget(), {
    speaking: false,
    paused: false,
    pending: false,
    onvoiceschanged: null,
    getVoices: () => [voice],
    speak(utterance) {
      current = utterance;
      globalThis.__spoken.push({
        text: utterance.text,
        rate: utterance.rate,
        voice: utterance.voice?.name,
      });
      setTimeout(() => utterance.dispatchEvent(new Event("start")), 0);
    },
    cancel() {
      if (current) globalThis.__silenced += 1;
      current?.dispatchEvent(Object.assign(new Event("error"), { error: "interrupted" }));
      current = undefined;
    },
    pause() {},
    resume() {},
  });
  Object.defineProperty(globalThis, "speechSynthesis", { value: speech, configurable: true });
  Object.defineProperty(globalThis, "SpeechSynthesisUtterance", {
    value: Utterance,
    configurable: true,
  });
}

async function open(path, { voice = true, javaScriptEnabled = true } = {}) {
  const context = await browser.newContext({
    viewport: { width: 360, height: 740 },
    javaScriptEnabled,
  });
  if (voice) await context.addInitScript(speechStandIn);
  const page = await context.newPage();
  await page.goto(base + path);
  return { context, page };
}

const spoken = (page) => page.evaluate(() => globalThis.__spoken);

describe("Ouvir", () => {
  it("reads a cataract question and its answer from the section React does not hydrate, pauses, goes on and stops", async () => {
    const { context, page } = await open("/catarata/");
    const [first] = catarata.faq.items;
    // The question itself, which opens its answer (the button names it too: "Ouvir a resposta a …").
    await page.getByText(first.question, { exact: true }).click();
    const listenTo = `Ouvir a resposta a “${first.question}”`;
    const region = page.getByRole("group", { name: `${listenTo} em voz alta` });
    await region.getByRole("button", { name: listenTo }).click();
    await page.waitForFunction(() => globalThis.__spoken.length === 1);
    // The question first, a piece of its own, then the answer.
    assert.equal((await spoken(page))[0].text, first.question);
    await page.evaluate(() => globalThis.__endPiece());
    await page.waitForFunction(() => globalThis.__spoken.length === 2);
    const piece = (await spoken(page))[1];
    assert.equal(piece.text, first.answer);
    assert.equal(piece.voice, "Luciana");
    assert.ok(piece.rate < 1, `a little slower than the voice's pace (${piece.rate})`);
    // The answer's section is the server's HTML, which React never took over.
    assert.equal(
      await region.evaluate((element) =>
        Object.keys(element).some((key) => key.startsWith("__reactFiber")),
      ),
      false,
    );
    await region.getByRole("button", { name: "Pausar" }).click();
    await region.getByRole("button", { name: "Continuar" }).waitFor();
    assert.equal(await page.evaluate(() => globalThis.__silenced), 1);
    await region.getByRole("button", { name: "Continuar" }).click();
    await page.waitForFunction(() => globalThis.__spoken.length === 3);
    assert.equal((await spoken(page))[2].text, first.answer);
    await region.getByRole("button", { name: "Parar" }).click();
    await region.getByRole("button", { name: listenTo }).waitFor();
    assert.equal(await region.getByRole("button", { name: "Parar" }).count(), 0);
    await context.close();
  });

  it("names each answer's button by its question", async () => {
    const { context, page } = await open("/catarata/");
    for (const { question } of catarata.faq.items)
      await page.getByText(question, { exact: true }).click();
    await page
      .getByRole("button", { name: /^Ouvir a resposta a “/ })
      .first()
      .waitFor();
    assert.equal(
      await page.getByRole("button", { name: /^Ouvir a resposta a “/ }).count(),
      catarata.faq.items.length,
    );
    for (const { question } of catarata.faq.items)
      assert.equal(
        await page
          .getByRole("button", { name: `Ouvir a resposta a “${question}”`, exact: true })
          .count(),
        1,
        question,
      );
    await context.close();
  });

  it("reads an article from its title, and goes quiet when the patient follows a link", async () => {
    const { context, page } = await open(`/conteudos/${article.slug}/`);
    await page.getByRole("button", { name: "Ouvir o artigo" }).click();
    await page.waitForFunction(() => globalThis.__spoken.length === 1);
    assert.equal((await spoken(page))[0].text, article.title);
    await page.getByRole("button", { name: "Pausar" }).waitFor();
    // A link inside the app: the page changes without loading, and the reading must not go on over it.
    await page.getByRole("navigation", { name: "Você está em" }).getByRole("link").first().click();
    await page.waitForURL((url) => !url.pathname.startsWith(`/conteudos/${article.slug}`));
    await page.waitForFunction(() => globalThis.__silenced === 1);
    await context.close();
  });

  it("is not there in a browser without a Portuguese voice, nor with JavaScript off", async () => {
    for (const options of [{ voice: false }, { voice: false, javaScriptEnabled: false }]) {
      const { context, page } = await open(`/conteudos/${article.slug}/`, options);
      await page.getByRole("heading", { level: 1, name: article.title }).waitFor();
      // The page gives a browser that lists its voices late 3 s to list them (src/listen/offerListening.ts).
      await page.waitForTimeout(3500);
      assert.equal(
        await page.getByRole("button", { name: /^Ouvir/ }).count(),
        0,
        JSON.stringify(options),
      );
      assert.equal(await page.getByRole("group", { name: /Ouvir/ }).count(), 0);
      await context.close();
    }
  });
});
