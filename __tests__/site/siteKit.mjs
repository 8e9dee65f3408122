/** What the built-site tests share: the pages, what each offers, and the browser they drive. */
import { createRequire } from "node:module";
import { chromium } from "playwright-core";

const require = createRequire(import.meta.url);
const { chromiumArgs, ensureChromium } = require("../../scripts/lib/chromium.cjs");

/** The content pages, what their h1 says, and the call to action each offers (spec, section 4). */
export const contentPages = [
  { path: "/", h1: /Cuidado completo/, cta: "Agendar Consulta" },
  { path: "/catarata", h1: /Volte a enxergar/, cta: "Agendar consulta" },
  { path: "/links", h1: /Dr\./, cta: "Agende sua consulta" },
];

/** A path no page has: the not-found page answers it. */
export const notFoundPath = "/pagina-que-nao-existe";

/** Headless Chromium as the other browser tests run it (scripts/lib/chromium.cjs). */
export function launchChromium() {
  return chromium.launch({ executablePath: ensureChromium(), args: chromiumArgs });
}
