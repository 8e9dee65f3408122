/**
 * Gecko: Debian's firefox-esr, driven by puppeteer-core over WebDriver BiDi (no geckodriver). Touch comes through
 * BiDi's input actions; JavaScript off is Firefox's own `javascript.enabled` preference, in a second browser.
 * With JavaScript off, Firefox runs none of puppeteer's own helper scripts either (its ARIA queries, scrolling,
 * boxes wait until the protocol times out), so there the page is read and clicked through BiDi alone: elements
 * found by the engine's accessibility tree (`browsingContext.locateNodes`, accessibility locator) and clicked by
 * input actions aimed at the element.
 */
import puppeteer from "puppeteer-core";
import { byRoleAndName } from "./byRoleAndName.mjs";
import { fieldLayout, typedParts } from "./fieldTyping.mjs";

const firefoxPath = process.env.FIREFOX_PATH ?? "/usr/bin/firefox-esr";

/** A tab that could not load (no network in the tests) shows Firefox's error page; the address it tried. */
const triedUrl = (url) =>
  url.startsWith("about:neterror") ? (new URL(url).searchParams.get("u") ?? url) : url;

const keyNames = { Escape: "Escape", Enter: "Enter", Space: " ", Tab: "Tab" };

/**
 * Pages in one content process, as Firefox for Android runs them (it ships without Fission's process per site):
 * the desktop's process per site cost the tests a tenth more of the machine, for nothing a patient's phone does.
 */
const onePhoneLikeProcess = {
  "fission.autostart": false,
  "dom.ipc.processCount": 1,
  "dom.ipc.processPrelaunch.enabled": false,
};

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Whether `error` is puppeteer asking the page that was there before a navigation: just after a load, the protocol
 * can still hold the old document's handle for a moment ("no such handle"), on a slow machine now and then. The
 * question is then asked again of the page that is there now.
 */
const askedTheOldPage = (error) =>
  /no such handle|no such frame|Execution context was destroyed|Cannot find context/i.test(
    String(error?.message),
  );

/** `ask()`, asked again (for about 5 s) while it reaches the page from before a navigation. */
async function ofThePageNow(ask) {
  for (let tries = 0; ; tries++) {
    try {
      return await ask();
    } catch (error) {
      if (!askedTheOldPage(error) || tries >= 25) throw error;
      await pause(200);
    }
  }
}

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
          extraPrefsFirefox: {
            ...onePhoneLikeProcess,
            ...(javaScript ? {} : { "javascript.enabled": false }),
          },
        }),
      );
    }
    return browsers.get(javaScript);
  }

  /**
   * One browser context per JavaScript setting, shared by the pages one after another: each test's page is a new
   * tab, closed with the tabs it opened. Each test reaches the site at an address of its own (engines/siteProxy.mjs
   * starts a proxy per visit), so no page finds another's cache or worker; a context of its own per page cost
   * Firefox seconds of work each time.
   */
  const contexts = new Map();
  const contextFor = (javaScript) => {
    if (!contexts.has(javaScript))
      contexts.set(
        javaScript,
        browserFor(javaScript).then((browser) => browser.createBrowserContext()),
      );
    return contexts.get(javaScript);
  };

  return {
    name: "gecko",
    touch: true,
    async newPage({ width, height, javaScript = true }) {
      const context = await contextFor(javaScript);
      const before = new Set(await context.pages());
      const page = await context.newPage();
      await page.setViewport({ width, height });
      const find = (role, name) =>
        ofThePageNow(async () => {
          const list = await page.evaluateHandle(
            `(${byRoleAndName()})(${JSON.stringify(role)}, ${JSON.stringify(name)})`,
          );
          const found = [...(await list.getProperties()).values()].map((handle) =>
            handle.asElement(),
          );
          await list.dispose();
          return found.filter(Boolean);
        });
      /**
       * Goes to `url` and answers once the page there is the one asked: the protocol's load event can come a
       * moment before the new document answers, so the document is asked (for about 5 s) until it is the loaded
       * page at the address the browser shows.
       */
      const goto = async (url) => {
        const response = await page.goto(url, { waitUntil: "load" });
        const loaded = () => `complete ${page.url()}`;
        for (let tries = 0; tries < 25; tries++) {
          // A page that runs no script of the driver's (the browser's own error page) answers nothing: as it is.
          const now = await page
            .evaluate(() => `${globalThis.document.readyState} ${globalThis.location.href}`)
            .catch((error) => (askedTheOldPage(error) ? "the old page" : null));
          if (now === null || now === loaded()) break;
          await pause(200);
        }
        return response;
      };
      // Waits for it a while, as a person would (React may not have swapped the HTML-only link yet).
      const one = async (role, name, nth = 0) => {
        let found = await find(role, name);
        // Up to 15 s, as the uploads wait: on a loaded machine a lazily loaded part of a page (the phone page's
        // sections) took more than 5 s to show.
        const deadline = Date.now() + 15_000;
        while (!found[nth] && Date.now() < deadline) {
          await new Promise((resolve) => setTimeout(resolve, 200));
          found = await find(role, name);
        }
        if (!found[nth]) throw new Error(`no ${role} named "${name}" (#${nth}) on ${page.url()}`);
        return found[nth];
      };
      /** The tabs this page opened, since it was made. */
      const opened = async () =>
        (await context.pages()).filter((other) => other !== page && !before.has(other));
      /** The field whose label (or aria-label) is `name`, waited for as `one` waits. */
      const labelled = async (name) => {
        for (let tries = 0; ; tries++) {
          const field = await ofThePageNow(() =>
            page.evaluateHandle(
              (label) =>
                [...globalThis.document.querySelectorAll("input, textarea, select")].find(
                  (element) =>
                    element.getAttribute("aria-label") === label ||
                    [...(element.labels ?? [])].some((own) => own.textContent.trim() === label),
                ) ?? null,
              name,
            ),
          );
          const element = field.asElement();
          if (element) return element;
          if (tries >= 25) throw new Error(`no field labelled "${name}" on ${page.url()}`);
          await pause(200);
        }
      };
      const otherWindowUrls = async () => (await opened()).map((other) => triedUrl(other.url()));
      const close = async () => {
        for (const other of await opened()) await other.close().catch(() => {});
        await page.close();
      };
      if (!javaScript) {
        const context_ = page.mainFrame().browsingContext;
        const locate = async (role, name) =>
          context_.locateNodes({ type: "accessibility", value: { role, name } });
        return {
          goto: (url) => page.goto(url, { waitUntil: "load" }),
          url: () => page.url(),
          count: async (role, name) => (await locate(role, name)).length,
          async click(role, name, { nth = 0 } = {}) {
            const node = (await locate(role, name))[nth];
            if (!node) throw new Error(`no ${role} named "${name}" (#${nth}) on ${page.url()}`);
            const origin = { type: "element", element: { sharedId: node.sharedId } };
            // Out of view, it is scrolled to with the wheel, as a person would (no script to scroll it).
            const wheel = () =>
              context_.performActions([
                {
                  type: "wheel",
                  id: "wheel",
                  actions: [
                    { type: "scroll", x: 10, y: 10, deltaX: 0, deltaY: 400, origin: "viewport" },
                  ],
                },
              ]);
            for (let tries = 0; ; tries++) {
              try {
                await context_.performActions([
                  {
                    type: "pointer",
                    id: "mouse",
                    parameters: { pointerType: "mouse" },
                    actions: [{ type: "pointerMove", x: 0, y: 0, origin }],
                  },
                ]);
                break;
              } catch (error) {
                if (!/out of bounds/.test(error.message) || tries > 40) throw error;
                await wheel();
                await new Promise((resolve) => setTimeout(resolve, 50));
              }
            }
            await context_.performActions([
              {
                type: "pointer",
                id: "mouse",
                parameters: { pointerType: "mouse" },
                actions: [
                  { type: "pointerMove", x: 0, y: 0, origin },
                  { type: "pointerDown", button: 0 },
                  { type: "pointerUp", button: 0 },
                ],
              },
            ]);
          },
          evaluate: () => Promise.reject(new Error("Firefox runs no script with JavaScript off")),
          otherWindowUrls,
          close,
        };
      }
      return {
        goto,
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
        /**
         * Chooses the file at `path` in the file field labelled `name` (BiDi's input.setFiles). Firefox names a
         * file field by its own "Browse…" button too, so the field is found by its label.
         */
        async upload(name, path) {
          // Waited for a while: the form holding the field may still be on its way.
          for (let tries = 0; tries < 75; tries++) {
            for (const field of await page.$$("input[type=file]"))
              if (
                await field.evaluate(
                  (element, label) =>
                    [...(element.labels ?? [])].some((own) => own.textContent.trim() === label),
                  name,
                )
              )
                return field.uploadFile(path);
            await new Promise((resolve) => setTimeout(resolve, 200));
          }
          const shown = await page
            .evaluate(() => globalThis.document.body.innerText)
            .catch(() => "");
          throw new Error(
            `no file field named "${name}" on ${page.url()}; the page shows:\n${shown}`,
          );
        },
        /**
         * Puts `value` in the field labelled `name` as a person types it, into Firefox's own control: a text field's
         * words replacing what it held; a date (`value` as "2026-12-28") or a time ("13:00") typed part by part in
         * the order and clock the field shows them (typedParts).
         */
        async fill(name, value) {
          const field = await labelled(name);
          const kind = await field.evaluate((element) => element.type);
          await field.focus();
          if (kind === "date" || kind === "time") {
            const layout = await page.evaluate(fieldLayout);
            await page.keyboard.type(typedParts(kind, value, layout));
          } else {
            await page.keyboard.down("Control");
            await page.keyboard.press("a");
            await page.keyboard.up("Control");
            await page.keyboard.type(value);
          }
        },
        press: (key) => page.keyboard.press(keyNames[key]),
        clickAt: (x, y) => page.mouse.click(x, y),
        evaluate: (source, ...args) => ofThePageNow(() => page.evaluate(source, ...args)),
        otherWindowUrls,
        close,
      };
    },
    async stop() {
      for (const browser of browsers.values()) await (await browser).close();
    },
  };
}
