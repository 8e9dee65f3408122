/** What the built-site tests share: the site's address, the pages, what each offers, and the browser they drive. */
import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { chromium } from "playwright-core";
import { freePort } from "../../scripts/lib/ports.mjs";

const require = createRequire(import.meta.url);
const { chromiumArgs, ensureChromium } = require("../../scripts/lib/chromium.cjs");

/**
 * The content pages at the one address each is answered at (src/shared/pageAddress.ts), the old form without the
 * slash (which the host redirects), what their h1 says, and the call to action each offers (spec, section 4).
 */
export const contentPages = [
  { path: "/", h1: /Cuidado completo/, cta: "Agendar Consulta", reason: "Agendar Consulta" },
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

/** Headless Chromium as the other browser tests run it (scripts/lib/chromium.cjs). */
export function launchChromium() {
  return chromium.launch({ executablePath: ensureChromium(), args: chromiumArgs });
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
