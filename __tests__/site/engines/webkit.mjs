/**
 * WebKit: WebKitGTK's MiniBrowser (Debian's libwebkit2gtk-4.1-0), driven by selenium-webdriver through Debian's
 * WebKitWebDriver, in an Xvfb display of its own (WebKitGTK has no headless mode). What it cannot do here:
 * - touch: WebKitWebDriver has no touch pointer, so a tap is the mouse's click;
 * - typing into a date or time field: WebKitGTK's take no keys, but open GTK's own picker, which the driver sets
 *   the value for as the picker does (`fill`);
 * - a window narrower than 447 px: MiniBrowser's window keeps that minimum, so "narrow" is 447 px;
 * - console and network: none, the page probe (pageProbe.js) records errors and chats instead.
 * JavaScript off is MiniBrowser's own setting (`--enable-javascript=false`), in a second browser.
 */
import { spawn } from "node:child_process";
import { Builder, By, Key } from "selenium-webdriver";
import { freePort } from "../../../scripts/lib/ports.mjs";
import { byRoleAndName } from "./byRoleAndName.mjs";

const miniBrowser =
  process.env.MINIBROWSER_PATH ?? "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser";
/** Xvfb's display, large enough for the widest window the tests open. */
const screen = { width: 1400, height: 1000 };
const keys = { Escape: Key.ESCAPE, Enter: Key.ENTER, Space: Key.SPACE, Tab: Key.TAB };
/** What each role is, as the elements the site uses for it; the engine names them (computed label and role). */
const roleCandidates = {
  button: "button, [role=button]",
  link: "a[href]",
  textbox: "input:not([type=radio]), textarea",
  radio: "input[type=radio]",
  dialog: "[role=dialog]",
  heading: "h1, h2, h3, h4, h5, h6",
};

async function waitForDriver(port) {
  for (let tries = 0; tries < 100; tries++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/status`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("WebKitWebDriver did not start");
}

export function webkit() {
  let xvfb;
  let driverProcess;
  let driverPort;
  /** @type {{ javaScript: boolean, driver: import("selenium-webdriver").WebDriver, main: string } | undefined} */
  let session;
  const display = `:${90 + (process.pid % 900)}`;

  async function start() {
    if (driverProcess) return;
    // -noreset: a MiniBrowser starting while the server resets after the last client left cannot open the display.
    xvfb = spawn(
      "Xvfb",
      [display, "-noreset", "-screen", "0", `${screen.width}x${screen.height}x24`],
      {
        stdio: "ignore",
      },
    );
    driverPort = await freePort();
    driverProcess = spawn("WebKitWebDriver", [`--port=${driverPort}`], {
      stdio: "ignore",
      // No accelerated compositing: with no GPU, Xvfb's software OpenGL drew every frame at a quarter more of the
      // machine's time than WebKit's own painting does; what the pages lay out and do is the same.
      env: { ...process.env, DISPLAY: display, WEBKIT_DISABLE_COMPOSITING_MODE: "1" },
    });
    await waitForDriver(driverPort);
  }

  return {
    name: "webkit",
    touch: false,
    async newPage({ width, height, javaScript = true }) {
      await start();
      // One browser for as long as the JavaScript setting stays the same (WebKitWebDriver allows one session at
      // a time; starting MiniBrowser costs seconds): each page starts from a blank one, any other window closed.
      if (session?.javaScript !== javaScript) {
        await session?.driver.quit();
        const args = ["--automation", ...(javaScript ? [] : ["--enable-javascript=false"])];
        const browser = await new Builder()
          .usingServer(`http://127.0.0.1:${driverPort}`)
          .withCapabilities({
            browserName: "MiniBrowser",
            "webkitgtk:browserOptions": { binary: miniBrowser, args },
          })
          .build();
        session = { javaScript, driver: browser, main: await browser.getWindowHandle() };
      }
      const { driver, main } = session;
      // Centred on the display, under Xvfb's pointer, which stays at the display's centre: with no window manager,
      // the keyboard's focus follows the pointer, and a page whose window is not under it is never focused
      // (document.hasFocus() false), as a window left aside is not.
      await driver
        .manage()
        .window()
        .setRect({
          x: Math.max(0, Math.round((screen.width - width) / 2)),
          y: Math.max(0, Math.round((screen.height - height) / 2)),
          width,
          height,
        });
      const find = async (role, name) => {
        // With JavaScript on, found in the page in one request (byRoleAndName.mjs); a dialog counts while hidden too.
        if (javaScript)
          return driver.executeScript(
            `return (${byRoleAndName()})(arguments[0], arguments[1]).filter((element) =>
               arguments[0] === "dialog" || element.getClientRects().length > 0)`,
            role,
            name,
          );
        const found = [];
        for (const element of await driver.findElements(By.css(roleCandidates[role]))) {
          try {
            if (!(await element.isDisplayed()) && role !== "dialog") continue;
            if ((await element.getAccessibleName()) !== name) continue;
            if ((await element.getAriaRole()) !== role) continue;
            found.push(element);
          } catch {
            // gone while we looked
          }
        }
        return found;
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
        if (!found[nth]) throw new Error(`no ${role} named "${name}" (#${nth})`);
        return found[nth];
      };
      /** Whether the point a click lands on (the element's middle) belongs to something else. */
      const covered = (element) =>
        driver.executeScript(
          `const box = arguments[0].getBoundingClientRect();
           const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
           const own = (node) => arguments[0].contains(node) || node.contains(arguments[0]) ||
             [...(arguments[0].labels || [])].some((label) => label.contains(node));
           return box.width > 0 && box.height > 0 && Boolean(top) && !own(top);`,
          element,
        );
      const click = async (role, name, { nth = 0 } = {}) => {
        const element = await one(role, name, nth);
        // Where it is not wholly in view, brought to the middle first, as puppeteer does (WebKit's own click
        // scrolls it only to the edge, where the page's bottom toast may sit over it).
        await driver.executeScript(
          `const box = arguments[0].getBoundingClientRect();
           if (box.top < 0 || box.bottom > innerHeight || box.left < 0 || box.right > innerWidth)
             arguments[0].scrollIntoView({ block: "center", inline: "center" });`,
          element,
        );
        // Where something sits over its middle (a toast on its way out), waited for as a person waits: WebKit's
        // driver clicks whatever is on top without a word.
        for (let tries = 0; tries < 25 && (await covered(element)); tries++)
          await new Promise((resolve) => setTimeout(resolve, 200));
        try {
          await element.click();
        } catch (error) {
          // A radio drawn by its label (the input itself hidden): a person clicks the label.
          if (error.name !== "ElementNotInteractableError" || role !== "radio") throw error;
          await (await driver.executeScript("return arguments[0].labels[0]", element)).click();
        }
      };
      return {
        goto: (url) => driver.get(url),
        url: () => driver.getCurrentUrl(),
        count: async (role, name) => (await find(role, name)).length,
        click,
        tap: click,
        async focus(role, name, { nth = 0 } = {}) {
          await driver.executeScript("arguments[0].focus()", await one(role, name, nth));
        },
        async type(role, name, text) {
          await (await one(role, name)).sendKeys(text);
        },
        /**
         * Puts `value` in the field labelled `name` as a person does: a text field's words typed, replacing what it
         * held. WebKitGTK's date and time fields take no keys (a tap opens GTK's own calendar or clock, outside the
         * page, which WebDriver cannot reach): their value ("2026-12-28", "13:00") is set as that picker sets it,
         * with the input and change events it sends.
         */
        async fill(name, value) {
          let field;
          for (let tries = 0; !field; tries++) {
            field = await driver.executeScript(
              `return [...document.querySelectorAll("input, textarea, select")].find((element) =>
                 element.getAttribute("aria-label") === arguments[0] ||
                 [...(element.labels || [])].some((own) => own.textContent.trim() === arguments[0])) || null`,
              name,
            );
            if (!field && tries >= 25) throw new Error(`no field labelled "${name}"`);
            if (!field) await new Promise((resolve) => setTimeout(resolve, 200));
          }
          const kind = await driver.executeScript("return arguments[0].type", field);
          await driver.executeScript("arguments[0].focus()", field);
          if (kind === "date" || kind === "time") {
            await driver.executeScript(
              `const field = arguments[0];
               Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value").set.call(field, arguments[1]);
               field.dispatchEvent(new Event("input", { bubbles: true }));
               field.dispatchEvent(new Event("change", { bubbles: true }));`,
              field,
              value,
            );
          } else {
            await driver
              .actions({ async: true })
              .keyDown(Key.CONTROL)
              .sendKeys("a")
              .keyUp(Key.CONTROL)
              .sendKeys(value)
              .perform();
          }
        },
        /**
         * Chooses the file at `path` in the file field labelled `name` (WebDriver's keys to a file input). WebKit
         * names a file field with what it holds too ("no file selected"), so the field is found by its label.
         */
        async upload(name, path) {
          // Waited for a while: the form holding the field may still be on its way.
          for (let tries = 0; tries < 75; tries++) {
            for (const field of await driver.findElements(By.css("input[type=file]")))
              if (
                await driver.executeScript(
                  "return [...(arguments[0].labels || [])].some((own) => own.textContent.trim() === arguments[1])",
                  field,
                  name,
                )
              )
                return field.sendKeys(path);
            await new Promise((resolve) => setTimeout(resolve, 200));
          }
          const shown = await driver.executeScript(
            "return location.href + '\\n' + document.body.innerText",
          );
          throw new Error(`no file field named "${name}"; the page shows:\n${shown}`);
        },
        press: (key) => driver.actions({ async: true }).sendKeys(keys[key]).perform(),
        clickAt: (x, y) =>
          driver
            .actions({ async: true })
            .move({ x: Math.round(x), y: Math.round(y), origin: "viewport" })
            .click()
            .perform(),
        evaluate: (fn, ...args) =>
          driver.executeScript(`return (${fn.toString()})(...arguments)`, ...args),
        async otherWindowUrls() {
          const urls = [];
          for (const handle of await driver.getAllWindowHandles()) {
            if (handle === main) continue;
            await driver.switchTo().window(handle);
            urls.push(await driver.getCurrentUrl());
          }
          await driver.switchTo().window(main);
          return urls;
        },
        async close() {
          for (const handle of await driver.getAllWindowHandles()) {
            if (handle === main) continue;
            await driver.switchTo().window(handle);
            await driver.close();
          }
          await driver.switchTo().window(main);
          await driver.get("about:blank");
        },
      };
    },
    async stop() {
      await session?.driver.quit().catch(() => {});
      driverProcess?.kill("SIGTERM");
      xvfb?.kill("SIGTERM");
    },
  };
}
