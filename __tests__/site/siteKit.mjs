/** What the built-site tests share: the site's address, the pages, what each offers, and the browser they drive. */
import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { chromium } from "playwright-core";
import { freePort } from "../../scripts/lib/ports.mjs";

const require = createRequire(import.meta.url);
const { chromiumArgs, ensureHeadlessShell } = require("../../scripts/lib/chromium.cjs");

/**
 * The content pages at the one address each is answered at (src/shared/pageAddress.ts), the old form without the
 * slash (which the host redirects), what their h1 says, and the call to action each offers (spec, section 4).
 */
export const contentPages = [
  {
    path: "/",
    h1: /Cuidado para a saúde dos seus olhos/,
    cta: "Agendar Consulta",
    reason: "Agendar Consulta",
  },
  {
    path: "/catarata/",
    oldPath: "/catarata",
    h1: /Catarata tem tratamento/,
    cta: "Agendar consulta",
    reason: "Consulta para cirurgia de catarata",
  },
  {
    path: "/links/",
    oldPath: "/links",
    h1: /Dr\./,
    cta: "Agende sua consulta",
    reason: "Consulta através da página de links",
  },
];

/**
 * What each call to action's reason adds to the chat message, after the interest, by the reason's words
 * (src/booking/bookingMessage.ts): nothing where the interest says it, a sentence of its own otherwise.
 */
export const reasonSentences = {
  "Agendar Consulta": "",
  "Consulta para cirurgia de catarata": " É sobre cirurgia de catarata.",
  "Dúvidas sobre cirurgia de catarata": " Tenho dúvidas sobre cirurgia de catarata.",
  "Consulta através da página de links": "",
  "Dúvidas sobre saúde dos olhos": " Tenho dúvidas sobre saúde dos olhos.",
};

/** The message a call to action's own chat link opens with (JavaScript off, scripts failing): no name, no number. */
export const linkMessage = (reason) =>
  `Olá! Vim através do site e gostaria de agendar consulta.${reasonSentences[reason]}`;

/** The message the form sends, from what was typed and chosen and the call to action's reason. */
export const formMessage = ({ name, whatsapp, interest }, reason) =>
  `Olá! Meu nome é ${name} e vim através do site. Gostaria de ${interest}.${reasonSentences[reason]} WhatsApp para contato: ${whatsapp}`;

/**
 * The pages that only inform, with no call to action (the privacy page): they go through the loops that
 * read, check and reflow every page, not the booking's.
 */
export const infoPages = [
  { path: "/privacidade/", oldPath: "/privacidade", h1: /Sua privacidade neste site/ },
  { path: "/acessibilidade/", oldPath: "/acessibilidade", h1: /Acessibilidade neste site/ },
  { path: "/conteudos/", oldPath: "/conteudos", h1: /Saúde dos olhos/ },
  ...articlePages(),
];

/** Each article of src/content/artigos/: its page and its title as the h1. */
function articlePages() {
  const dir = "src/content/artigos";
  return readdirSync(dir)
    .filter((name) => name.endsWith(".json"))
    .map((name) => {
      const { slug, title } = JSON.parse(readFileSync(join(dir, name), "utf8"));
      const escaped = title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
      return {
        path: `/conteudos/${slug}/`,
        oldPath: `/conteudos/${slug}`,
        h1: new RegExp(escaped),
        // The footer links to the list of articles, not to each.
        inFooter: false,
      };
    });
}

/** A path no page has: the not-found page answers it. */
export const notFoundPath = "/pagina-que-nao-existe";

/** Where scripts/test-site.mjs serves the built site (Cloudflare's runtime, wrangler pages dev). */
export function siteUrl() {
  const url = process.env.SITE_URL;
  if (!url)
    throw new Error(
      "Run through `npm run test:site`, which builds and serves the site (SITE_URL).",
    );
  return url;
}

/** A name the page's start-up shares with the tests (src/boot/startUpNames.ts), read from its source. */
function startUpName(name) {
  const source = readFileSync("src/boot/startUpNames.ts", "utf8");
  const value = new RegExp(`export const ${name} = "([^"]*)"`).exec(source)?.[1];
  if (!value) throw new Error(`src/boot/startUpNames.ts has no ${name}`);
  return value;
}

/** The performance mark React's hydration of the page sets as it commits. */
const hydratedMark = startUpName("hydratedMark");
/** The global `hydrate` sets to null as React takes the page over (src/boot/hydrate.ts). */
const earlyClickGlobal = startUpName("earlyClickGlobal");

/**
 * Waits until React has hydrated the page (its own mark, src/boot/HydrationMeasure.tsx), the page's own word that it
 * is whole: what a test reading a page with JavaScript on waits for, rather than for the network to go quiet.
 * Polled from here: a function polled in the page would be run by eval, which the pages' policy forbids.
 */
export async function hydrated(page, timeoutMs = 30_000) {
  const start = Date.now();
  const marked = (mark) => globalThis.performance.getEntriesByName(mark).length > 0;
  while (!(await page.evaluate(marked, hydratedMark).catch(() => false))) {
    if (Date.now() - start > timeoutMs)
      throw new Error(`${page.url()}: React did not hydrate the page within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Waits until React has taken the page over (`hydrate` has started, src/boot/hydrate.ts): where a test fixes the
 * page's clock (Playwright's clock), React's low-priority hydration of the page never commits, so this is the sign
 * there that the app is running.
 */
export async function takenOver(page, timeoutMs = 30_000) {
  const start = Date.now();
  const tookOver = (global) => globalThis[global] === null;
  while (!(await page.evaluate(tookOver, earlyClickGlobal).catch(() => false))) {
    if (Date.now() - start > timeoutMs)
      throw new Error(`${page.url()}: React did not take the page over within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Goes to `url` and waits until React has hydrated the page there (`hydrated`). */
export async function gotoHydrated(page, url) {
  const response = await page.goto(url);
  await hydrated(page);
  return response;
}

/**
 * Watches `page`'s requests from now on; `settled()` waits until the page has done what it does by itself: React
 * has hydrated it, its offline worker (registered once the page is idle) is ready, and no request it made is still
 * on its way, two looks 100 ms apart. For the tests that check every request a page makes and everything it keeps.
 */
export function watchRequests(page) {
  const inFlight = new Set();
  page.on("request", (request) => inFlight.add(request));
  page.on("requestfinished", (request) => inFlight.delete(request));
  page.on("requestfailed", (request) => inFlight.delete(request));
  const pause = () => new Promise((resolve) => setTimeout(resolve, 100));
  return {
    async settled(timeoutMs = 30_000) {
      await hydrated(page, timeoutMs);
      const workerReady = await page.evaluate(
        (waitMs) =>
          Promise.race([
            globalThis.navigator.serviceWorker.ready.then(() => true),
            new Promise((resolve) => setTimeout(() => resolve(false), waitMs)),
          ]),
        timeoutMs,
      );
      if (!workerReady) throw new Error(`${page.url()}: the offline worker never became ready`);
      const start = Date.now();
      for (let quiet = 0; quiet < 2;) {
        await pause();
        quiet = inFlight.size === 0 ? quiet + 1 : 0;
        if (Date.now() - start > timeoutMs)
          throw new Error(
            `${page.url()}: still waiting for ${[...inFlight].map((r) => r.url()).join(", ")}`,
          );
      }
    },
  };
}

/**
 * Pages kept for a test file, one per kind of visit, each sent from address to address: Chromium's new context and
 * page cost some three times the work of the visit itself (docs/testing.md, "Where the time goes"). A kind's page
 * is made the first time it is asked for, with a context of `contextOptions`, and handed once to
 * `prepare(context, page)` (its routes, its text size); each visit then goes to the address and waits until React
 * has hydrated the page (or `waitFor` says so; or until it loaded, with JavaScript off). The pages of a kind share their context, so the
 * offline worker the first registers serves the next: for the tests that read what a page lays out, says and
 * offers, not how it starts or what it keeps, which open a context of their own.
 */
export function keptPages(browser) {
  const kinds = new Map();
  const pageOf = (kind, contextOptions, prepare) => {
    if (!kinds.has(kind))
      kinds.set(
        kind,
        (async () => {
          const context = await browser.newContext(contextOptions);
          const page = await context.newPage();
          const kept = { context, page, errors: [], messages: [], counts: () => false };
          page.on("pageerror", (error) => kept.errors.push(String(error)));
          page.on("console", (message) => {
            const logged = { type: message.type(), text: message.text() };
            kept.messages.push(logged);
            if (kept.counts(logged)) kept.errors.push(logged.text);
          });
          await prepare?.(context, page);
          return kept;
        })(),
      );
    return kinds.get(kind);
  };
  return {
    /**
     * The kind's page at `url`, once it is whole; with its context, the navigation's response, and what the page
     * has thrown (`errors`, with each logged message `countsAsError` picks) and logged (`messages`: type and text)
     * since this visit began.
     */
    async visit(
      kind,
      url,
      { contextOptions = {}, prepare, countsAsError = () => false, waitFor = hydrated } = {},
    ) {
      const kept = await pageOf(kind, contextOptions, prepare);
      const errors = [];
      const messages = [];
      kept.errors = errors;
      kept.messages = messages;
      kept.counts = countsAsError;
      const response = await kept.page.goto(url);
      if (contextOptions.javaScriptEnabled !== false) await waitFor(kept.page);
      return { context: kept.context, page: kept.page, response, errors, messages };
    },
    /** Closes every kind's context. */
    async close() {
      for (const kind of kinds.values()) await (await kind).context.close();
      kinds.clear();
    },
  };
}

/** Headless Chromium as the other browser tests run it (scripts/lib/chromium.cjs). */
export function launchChromium() {
  return chromium.launch({ executablePath: ensureHeadlessShell(), args: chromiumArgs });
}

/** A port free on 127.0.0.1 now, for a server a test starts itself (scripts/lib/ports.mjs). */
export { freePort };

/**
 * Opens the full editor at /admin/ as staff do: on a phone's screen (40em or narrower) /admin/ first offers the
 * phone page or the full editor (src/admin/phoneChoice.ts), and the full editor is the one chosen; on a wider screen
 * there is nothing to choose.
 */
export async function openFullEditor(page, url) {
  await page.goto(url);
  const narrow = await page.evaluate(() => globalThis.matchMedia("(max-width: 40em)").matches);
  if (narrow) await page.getByRole("button", { name: /^Abrir o editor completo/ }).click();
}

/**
 * In the full editor, opens "Dados do consultório" and waits up to 15 s for the photo's field to show the doctor's
 * portrait (1200 x 1600), not Decap's blank stand-in (an empty SVG, drawn 300 x 150); true once it does. The field is
 * drawn anew once the photo has come, so it is looked up again each time.
 */
export async function photoFieldShowsPortrait(page) {
  await page.getByRole("link", { name: /Dados do consultório/ }).click();
  const field = page
    .locator("div")
    .filter({ has: page.getByRole("button", { name: "Remover a foto" }) })
    .filter({ has: page.locator("img") })
    .last();
  const portrait = async () =>
    field
      .locator("img")
      .evaluate((image) => image.complete && image.naturalHeight > image.naturalWidth)
      .catch(() => false);
  const start = Date.now();
  while (!(await portrait()) && Date.now() - start < 15_000)
    await new Promise((resolve) => setTimeout(resolve, 200));
  return portrait();
}
