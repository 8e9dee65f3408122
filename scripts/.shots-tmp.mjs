import { chromium } from "playwright-core";
import chromiumFinder from "/work/wt-practice-info/scripts/lib/chromium.cjs";
import { serveStatic } from "/work/wt-practice-info/scripts/lib/static-server.mjs";
const out = process.argv[2] ?? "/tmp/x";
const server = await serveStatic("public");
const browser = await chromium.launch({ executablePath: chromiumFinder.ensureChromium(), args: chromiumFinder.chromiumArgs });
try {
  for (const [width, zoom] of [[360, 1], [320, 2], [1280, 1]]) {
    const page = await browser.newPage({ viewport: { width, height: 740 }, javaScriptEnabled: false });
    const tag = `${width}${zoom > 1 ? "-200" : ""}`;
    for (const [path, sel, name] of [["/", "section[aria-labelledby=home-hero-title]", "hero"], ["/", "section[aria-labelledby=onde-atendemos]", "home-practice"], ["/catarata", "section[aria-labelledby=perguntas-frequentes]", "faq"], ["/links", "main", "links"]]) {
      await page.goto(server.url + path);
      if (zoom > 1) await page.addStyleTag({ content: "html{font-size:200%}" });
      if (name === "faq") await page.locator("summary").nth(1).click();
      await page.locator(sel).first().screenshot({ path: `${out}/${name}-${tag}.png` });
    }
    await page.close();
  }
} finally { await browser.close(); await server.close(); }
