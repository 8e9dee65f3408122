/**
 * Screenshots of the built site at a phone's and a desktop's width, to look at what visitors see.
 * Usage: npm run build && node scripts/screenshots.mjs [outDir]   (default: screenshots/, git-ignored)
 */
import { mkdir } from "node:fs/promises";
import { chromium } from "playwright-core";
import chromiumFinder from "./lib/chromium.cjs";
import { serveStatic } from "./lib/static-server.mjs";

const outDir = process.argv[2] ?? "screenshots";
const pages = [
  "/",
  "/catarata",
  "/links",
  "/conteudos",
  "/conteudos/catarata",
  "/pagina-que-nao-existe",
];
const widths = [360, 1280];

await mkdir(outDir, { recursive: true });
const server = await serveStatic("public");
const browser = await chromium.launch({
  executablePath: chromiumFinder.ensureChromium(),
  args: chromiumFinder.chromiumArgs,
});
try {
  for (const width of widths) {
    const page = await browser.newPage({ viewport: { width, height: width < 600 ? 740 : 800 } });
    for (const path of pages) {
      await page.goto(server.url + path, { waitUntil: "networkidle" });
      // Scroll through once so lazily loaded photos are in the full-page picture, as a visitor would see them.
      await page.evaluate(async () => {
        for (
          let y = 0;
          y < globalThis.document.body.scrollHeight;
          y += globalThis.innerHeight / 2
        ) {
          globalThis.scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        globalThis.scrollTo(0, 0);
      });
      await page.waitForLoadState("networkidle");
      const name = (path === "/" ? "home" : path.slice(1).replaceAll("/", "-")) + `-${width}`;
      await page.screenshot({ path: `${outDir}/${name}-fold.png` });
      await page.screenshot({ path: `${outDir}/${name}-full.png`, fullPage: true });
      console.log(`${outDir}/${name}-{fold,full}.png`);
    }
    await page.close();
  }
} finally {
  await browser.close();
  await server.close();
}
