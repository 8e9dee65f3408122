/**
 * Gecko: Debian's firefox-esr, driven by puppeteer-core over WebDriver BiDi (no geckodriver). Touch comes through
 * BiDi's input actions; JavaScript off is Firefox's own `javascript.enabled` preference, in a second browser.
 */
import puppeteer from "puppeteer-core";

const firefoxPath = process.env.FIREFOX_PATH ?? "/usr/bin/firefox-esr";

const keyNames = { Escape: "Escape", Enter: "Enter", Space: " ", Tab: "Tab" };

export function gecko() {
  const browsers = new Map();
  async function browserFor(javaScript) {
    if (!browsers.has(javaScript)) {
      browsers.set(
        javaScript,
        puppeteer.launch({
          browser: "firefox",
          executablePath: firefoxPath,
          headless: true,
          extraPrefsFirefox: javaScript ? {} : { "javascript.enabled": false },
        }),
      );
    }
    return browsers.get(javaScript);
  }

  return {
    name: "gecko",
    touch: true,
    async newPage({ width, height, javaScript = true }) {
      const browser = await browserFor(javaScript);
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      await page.setViewport({ width, height });
      const find = async (role, name) => {
        const handles = await page.$$(`::-p-aria([name=${JSON.stringify(name)}][role="${role}"])`);
        return handles;
      };
      // Waits for it a while, as a person would (React may not have swapped the HTML-only link yet).
      const one = async (role, name, nth = 0) => {
        let found = await find(role, name);
        for (let tries = 0; !found[nth] && tries < 25; tries++) {
          await new Promise((resolve) => setTimeout(resolve, 200));
          found = await find(role, name);
        }
        if (!found[nth]) throw new Error(`no ${role} named "${name}" (#${nth}) on ${page.url()}`);
        return found[nth];
      };
      return {
        goto: (url) => page.goto(url, { waitUntil: "load" }),
        url: () => page.url(),
        count: async (role, name) => (await find(role, name)).length,
        async click(role, name, { nth = 0 } = {}) {
          await (await one(role, name, nth)).click();
        },
        async tap(role, name, { nth = 0 } = {}) {
          const handle = await one(role, name, nth);
          await handle.scrollIntoView();
          const box = await handle.boundingBox();
          await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
        },
        async focus(role, name, { nth = 0 } = {}) {
          await (await one(role, name, nth)).focus();
        },
        async type(role, name, text) {
          await (await one(role, name)).type(text);
        },
        press: (key) => page.keyboard.press(keyNames[key]),
        clickAt: (x, y) => page.mouse.click(x, y),
        evaluate: (source, ...args) => page.evaluate(source, ...args),
        windowCount: async () => (await context.pages()).length,
        close: () => context.close(),
      };
    },
    async stop() {
      for (const browser of browsers.values()) await (await browser).close();
    },
  };
}
