/**
 * End-to-end check of the real built site, served by scripts/test-site.mjs at SITE_URL: Chromium visits every
 * route with JavaScript off and on, moves between pages by the footer, submits the booking modal from every
 * page (reading the chat tab's address) and runs axe on every page.
 */
import assert from "node:assert/strict";
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { createRequire } from "node:module";
import { after, before, describe, it } from "node:test";
import { firstLoadScripts } from "../../scripts/lib/script-weight.mjs";
import {
  contentPages,
  formMessage,
  gotoHydrated,
  keptPages,
  infoPages,
  launchChromium,
  notFoundPath,
} from "./siteKit.mjs";

const require = createRequire(import.meta.url);
const settings = require("../../src/content/site-settings.json");
const axePath = require.resolve("axe-core/axe.min.js");

const base = process.env.SITE_URL;
if (!base)
  throw new Error("Run through `npm run test:site`, which builds and serves the site (SITE_URL).");
const chatPrefix = `https://wa.me/${settings.whatsappNumber}?text=`;

let browser;
let kept;

before(async () => {
  browser = await launchChromium();
  kept = keptPages(browser);
});

after(async () => {
  await kept?.close();
  await browser?.close();
});

/**
 * A page with JavaScript on, hydrated, that records console errors, and chat tabs answered locally (no network
 * here). The pages that only read what a page says, offers and lays out share one kept page (siteKit's keptPages);
 * `fresh` gives a context of its own, for the checks of how a page starts and what a first visit loads.
 * `close()` ends the visit: the fresh context, or the tabs the kept page opened.
 */
async function openPage(path, { fresh = false } = {}) {
  if (!fresh) {
    const { context, page, errors } = await kept.visit("JavaScript on", base + path, {
      contextOptions: { viewport: { width: 360, height: 740 } },
      prepare: (context) =>
        context.route("https://wa.me/**", (route) => route.fulfill({ status: 200, body: "chat" })),
      countsAsError: (message) => message.type === "error",
    });
    const close = async () => {
      for (const other of context.pages()) if (other !== page) await other.close();
    };
    return { context, page, errors, close };
  }
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  await context.route("https://wa.me/**", (route) => route.fulfill({ status: 200, body: "chat" }));
  const page = await context.newPage();
  const errors = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(String(error)));
  await gotoHydrated(page, base + path);
  return { context, page, errors, close: () => context.close() };
}

/** A page with JavaScript off, kept for the checks that read the server's HTML (siteKit's keptPages). */
const openWithoutJavaScript = async (path) =>
  (
    await kept.visit("JavaScript off", base + path, {
      contextOptions: { javaScriptEnabled: false },
    })
  ).page;

describe("with JavaScript off, the server-rendered HTML", () => {
  for (const route of [...contentPages, ...infoPages]) {
    it(`${route.path} is complete and in Portuguese`, async () => {
      const { page, response } = await kept.visit("JavaScript off", base + route.path, {
        contextOptions: { javaScriptEnabled: false },
      });
      assert.equal(response.status(), 200);
      assert.equal(await page.getAttribute("html", "lang"), "pt-BR");
      assert.match(await page.title(), /\S/);
      // A description a search engine can show: a sentence, not a word.
      const description = (await page.getAttribute('meta[name="description"]', "content")) ?? "";
      assert.ok(description.trim().split(/\s+/).length >= 8, description);
      assert.match(await page.getByRole("heading", { level: 1 }).innerText(), route.h1);
      // The base style is in the HTML itself, before the components' styles, as a reset goes, then the script
      // loader; the style and script gatsby-plugin-image adds for GatsbyImage, which the site does not use, are
      // gone.
      assert.deepEqual(
        await page.evaluate(() =>
          [...globalThis.document.head.querySelectorAll("style, script:not([type])")].map(
            (tag) =>
              tag.id ||
              (tag.hasAttribute("data-styled") ? "styled-components" : "") ||
              (tag.hasAttribute("data-deferred-scripts") ? "script loader" : "") ||
              tag.outerHTML.slice(0, 60),
          ),
        ),
        ["global-style", "styled-components", "script loader"],
      );
      assert.equal(
        await page
          .locator("body")
          .evaluate((body) => body.ownerDocument.defaultView.getComputedStyle(body).margin),
        "0px",
      );
      // The call to action, HTML-only: a link to the chat (booking-never-fails.test.mjs has the details).
      if (route.cta)
        assert.ok(
          await page
            .getByRole("link", { name: new RegExp(`^${route.cta} \\(abre o WhatsApp`) })
            .first()
            .isVisible(),
        );
      const footer = page.getByRole("navigation", { name: "Páginas do site" });
      assert.equal(
        await footer.getByRole("link", { name: "Catarata" }).getAttribute("href"),
        "/catarata/",
      );
      const current = footer.locator('[aria-current="page"]');
      if (route.inFooter === false) assert.equal(await current.count(), 0);
      else assert.equal(await current.getAttribute("href"), route.path);
    });
  }

  it("an unknown path answers 404 with the not-found page", async () => {
    const { page, response } = await kept.visit("JavaScript off", base + notFoundPath, {
      contextOptions: { javaScriptEnabled: false },
    });
    assert.equal(response.status(), 404);
    assert.ok(await page.getByText("404", { exact: true }).isVisible());
    assert.ok(await page.getByRole("heading", { name: "Oops! Page not found" }).isVisible());
    assert.equal(
      await page.getByRole("link", { name: "Voltar para o início" }).getAttribute("href"),
      "/",
    );
  });

  it("shows the doctor's photo, loaded, in a modern format", async () => {
    const page = await openWithoutJavaScript("/");
    // Described by the doctor's name, from the settings.
    const photo = page.getByRole("img", { name: `Foto de ${settings.doctorName}`, exact: true });
    assert.ok(await photo.isVisible());
    const loaded = await photo.evaluate((img) => ({
      width: img.naturalWidth,
      src: img.currentSrc,
    }));
    assert.ok(loaded.width > 0, "the photo did not load");
    assert.match(loaded.src, /\.avif$/);
  });
});

/**
 * axe's WCAG 2.2 A and AA rules over the whole document; returns the violations, described. axe is run through
 * DevTools, not added as a <script>: the host's policy rightly refuses a script it has no hash for.
 */
async function wcagViolations(page) {
  await page.evaluate(await readFile(axePath, "utf8"));
  const violations = await page.evaluate(async () => {
    const result = await globalThis.axe.run(globalThis.document, {
      runOnly: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"],
    });
    return result.violations.map(
      (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
    );
  });
  return violations;
}

describe("accessibility (axe, WCAG 2.2 AA)", () => {
  for (const route of [...contentPages, ...infoPages, { path: notFoundPath }]) {
    it(`${route.path} has no violation`, async () => {
      const { page, close } = await openPage(route.path);
      assert.deepEqual(await wcagViolations(page), []);
      await close();
    });
  }

  for (const route of contentPages) {
    it(`${route.path} with the booking modal open has no violation`, async () => {
      const { page, close } = await openPage(route.path);
      await page.getByRole("button", { name: route.cta, exact: true }).first().click();
      await page.getByRole("dialog", { name: "Agendar Consulta" }).waitFor();
      // The dialog's fade-in finished, so contrast is measured on the final colours (an animation cancelled on the
      // way, its promise rejected, runs no more either).
      await page.evaluate(async () => {
        for (;;) {
          const running = globalThis.document
            .getAnimations()
            .filter((animation) => animation.playState === "running");
          if (!running.length) return;
          await Promise.allSettled(running.map((animation) => animation.finished));
        }
      });
      assert.deepEqual(await wcagViolations(page), []);
      await close();
    });
  }
});

describe("with JavaScript on", () => {
  it("the footer moves between the pages and marks the current one", async () => {
    const { page, errors, close } = await openPage("/");
    const footer = page.getByRole("navigation", { name: "Páginas do site" });
    // The footer keeps the server's HTML (src/boot/StaticHtml.tsx): its links go inside the app all the same.
    await page.evaluate(() => {
      globalThis.stillThisDocument = true;
    });
    for (const [name, path] of [
      ["Catarata", "/catarata/"],
      ["Links Importantes", "/links/"],
      ["Privacidade", "/privacidade/"],
      ["Acessibilidade", "/acessibilidade/"],
      ["Início", "/"],
    ]) {
      await footer.getByRole("link", { name }).click();
      await page.waitForURL(base + path);
      // The new page renders once its code and data have arrived, a moment after the address changes.
      await footer.locator('[aria-current="page"]', { hasText: name }).waitFor({ timeout: 5000 });
      assert.equal(await footer.locator('[aria-current="page"]').count(), 1);
    }
    assert.equal(await page.evaluate(() => globalThis.stillThisDocument), true);
    assert.deepEqual(errors, []);
    await close();
  });

  it("the not-found page logs the bad path as an error", async () => {
    const { page, errors, close } = await openPage("/nada-aqui");
    await page.getByRole("heading", { name: "Oops! Page not found" }).waitFor();
    // The page logs from an effect, once it has hydrated, which it does at low priority after the paint: the
    // error is waited for in what the page has logged since it opened, and its absence fails the test.
    const start = Date.now();
    while (!errors.some((error) => error.includes("/nada-aqui")) && Date.now() - start < 10_000)
      await page.waitForTimeout(50);
    assert.ok(
      errors.some((error) => error.includes("/nada-aqui")),
      `expected a console error naming /nada-aqui, got ${JSON.stringify(errors)}`,
    );
    await close();
  });

  for (const route of contentPages) {
    it(`${route.path}: the booking modal opens the chat with the typed request`, async () => {
      const { context, page, errors, close } = await openPage(route.path);
      await page.getByRole("button", { name: route.cta, exact: true }).first().click();
      const dialog = page.getByRole("dialog", { name: "Agendar Consulta" });
      await dialog.waitFor();
      await dialog.getByLabel("Nome").fill("Maria & José #1 ?x=1");
      await dialog.getByLabel("WhatsApp").pressSequentially("98987654321");
      assert.equal(await dialog.getByLabel("WhatsApp").inputValue(), "(98) 98765-4321");
      await dialog.getByRole("radio", { name: "Realizar Exames" }).check();
      const [chat] = await Promise.all([
        context.waitForEvent("page"),
        dialog.getByRole("button", { name: "Enviar para WhatsApp" }).click(),
      ]);
      assert.equal(
        chat.url(),
        chatPrefix +
          encodeURIComponent(
            formMessage(
              {
                name: "Maria & José #1 ?x=1",
                whatsapp: "(98) 98765-4321",
                interest: "realizar exames",
              },
              route.reason,
            ),
          ),
      );
      await dialog.waitFor({ state: "detached" });
      assert.ok(await page.getByText("Redirecionando para WhatsApp").isVisible());
      assert.deepEqual(errors, []);
      await close();
    });
  }

  it("/: the confirmation is still there after the old 8 s, and the chat open in its tab never turns it", async () => {
    const { context, page, errors, close } = await openPage("/");
    await page.getByRole("button", { name: "Agendar Consulta", exact: true }).first().click();
    const dialog = page.getByRole("dialog", { name: "Agendar Consulta" });
    await dialog.waitFor();
    await dialog.getByLabel("Nome").fill("Maria");
    await dialog.getByLabel("WhatsApp").pressSequentially("98987654321");
    await dialog.getByRole("radio", { name: "Agendar Consulta", exact: true }).check();
    const [chat] = await Promise.all([
      context.waitForEvent("page"),
      dialog.getByRole("button", { name: "Enviar para WhatsApp" }).click(),
    ]);
    await chat.waitForLoadState();
    // Real time: react-toastify closes a toast when its countdown's CSS animation ends, which no fake clock moves.
    await page.waitForTimeout(9000);
    assert.ok(await page.getByText("Redirecionando para WhatsApp").isVisible());
    assert.equal(await page.getByText("O WhatsApp não abriu?").count(), 0);
    assert.deepEqual(errors, []);
    await close();
  });
});

/**
 * What opening the dialog could change that makes Chrome restyle the whole page during the tap: the rules of
 * the components' style sheet (styled-components), and the scroll lock's variable, which every element inherits
 * from the body.
 */
function pageStyleState(page) {
  return page.evaluate(() => ({
    componentRules: [...globalThis.document.querySelectorAll("style[data-styled]")].reduce(
      (count, style) => count + (style.sheet?.cssRules.length ?? 0),
      0,
    ),
    inheritedGap: globalThis
      .getComputedStyle(globalThis.document.body)
      .getPropertyValue("--removed-body-scroll-bar-size"),
  }));
}

describe("a tap on a settled page (src/booking/BookingModal.tsx)", () => {
  for (const route of contentPages) {
    it(`${route.path}: opening the dialog adds no style rule and changes nothing the page inherits`, async () => {
      const { context, page, errors } = await openPage(route.path, { fresh: true });
      // Settled: the closed modal is mounted (with the page's toast container), its styles drawn.
      await page.locator("section#avisos").waitFor({ state: "attached" });
      let settled = await pageStyleState(page);
      for (let checks = 0; checks < 20; checks++) {
        await page.waitForTimeout(250);
        const now = await pageStyleState(page);
        if (now.componentRules === settled.componentRules) break;
        settled = now;
      }
      // Two components' sheets: the page's, and the dialog's own (drawn while idle, once: none left behind).
      assert.equal(
        await page.evaluate(
          () => globalThis.document.querySelectorAll("style[data-styled]").length,
        ),
        2,
      );
      await page.getByRole("button", { name: route.cta, exact: true }).first().click();
      await page.getByRole("dialog", { name: "Agendar Consulta" }).waitFor();
      assert.deepEqual(await pageStyleState(page), settled);
      assert.deepEqual(errors, []);
      await context.close();
    });
  }
});

describe("a tap before the modal's code is there (src/booking/BookingModal.tsx)", () => {
  for (const route of contentPages) {
    it(`${route.path}: the dialog's styles go to a style element of their own, and the toasts' code comes after the dialog`, async () => {
      const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
      // When the dialog first shows, in the page's clock.
      await context.addInitScript(() => {
        new globalThis.MutationObserver((_, observer) => {
          if (!globalThis.document.querySelector("[role=dialog]")) return;
          globalThis.dialogShownAt = globalThis.performance.now();
          observer.disconnect();
        }).observe(globalThis.document, { childList: true, subtree: true });
      });
      // The modal's code waits until the tap: the page runs, the dialog is not drawn anywhere yet.
      let release;
      const held = new Promise((resolve) => {
        release = resolve;
      });
      await context.route(/\/booking-modal-[^/]*\.js$/, async (request) => {
        await held;
        await request.continue();
      });
      const page = await context.newPage();
      await page.goto(base + route.path, { waitUntil: "load" });
      const opener = page.getByRole("button", { name: route.cta, exact: true }).first();
      await opener.waitFor();
      const sheets = () =>
        page.evaluate(() =>
          [...globalThis.document.querySelectorAll("style[data-styled]")].map((style) => ({
            rules: style.sheet?.cssRules.length ?? 0,
            marked: style === globalThis.pageSheet,
          })),
        );
      await page.evaluate(() => {
        globalThis.pageSheet = globalThis.document.querySelector("style[data-styled]");
      });
      const before = await sheets();
      assert.equal(before.length, 1, "the page has one components' sheet before the modal");
      await opener.click();
      release();
      const dialog = page.getByRole("dialog", { name: "Agendar Consulta" });
      await dialog.waitFor({ timeout: 10000 });
      const after = await sheets();
      assert.deepEqual(after[0], before[0], "the page's own sheet changed when the dialog opened");
      assert.equal(after.length, 2, "the dialog's styles are not in a sheet of their own");
      assert.ok(after[1].rules > 0);
      // The toasts' chunk: asked for only once the dialog was on screen, and there in time for a toast.
      await dialog.getByRole("button", { name: "Enviar para WhatsApp" }).click();
      await dialog.getByRole("alert").getByText("Campos obrigatórios").waitFor();
      const { shownAt, toasts } = await page.evaluate(() => ({
        shownAt: globalThis.dialogShownAt,
        toasts: globalThis.performance
          .getEntriesByType("resource")
          .filter((entry) => /\/booking-toasts-[^/]*\.js$/.test(entry.name))
          .map((entry) => entry.startTime),
      }));
      assert.equal(toasts.length, 1, "the toasts' chunk was not fetched once");
      assert.ok(
        toasts[0] > shownAt,
        `toasts fetched at ${toasts[0]} ms, dialog shown at ${shownAt} ms`,
      );
      await context.close();
    });
  }
});

describe("a finger's tap on a settled page (src/booking/BookingButton.tsx)", () => {
  for (const route of contentPages) {
    it(`${route.path}: opens the dialog as the finger lifts, with no click after it, and gives focus back on close`, async () => {
      const context = await browser.newContext({
        viewport: { width: 360, height: 740 },
        isMobile: true,
        hasTouch: true,
      });
      // The clicks the browser makes of taps: the tap that opens the dialog must leave none (it would land on it).
      await context.addInitScript(() => {
        globalThis.clicks = [];
        globalThis.addEventListener(
          "click",
          (event) => {
            if (event.isTrusted) globalThis.clicks.push(event.target.tagName);
          },
          { capture: true },
        );
      });
      const page = await context.newPage();
      await gotoHydrated(page, base + route.path);
      const opener = page.getByRole("button", { name: route.cta, exact: true }).first();
      await opener.tap();
      const dialog = page.getByRole("dialog", { name: "Agendar Consulta" });
      await dialog.waitFor();
      await page.waitForTimeout(300);
      assert.ok(await dialog.isVisible(), "the dialog closed again");
      assert.equal(await page.getByRole("dialog").count(), 1);
      assert.deepEqual(await page.evaluate(() => globalThis.clicks), []);
      assert.ok(
        await dialog
          .getByLabel("Nome")
          .evaluate((input) => input === input.ownerDocument.activeElement),
      );
      await page.keyboard.press("Escape");
      await dialog.waitFor({ state: "detached" });
      assert.ok(await opener.evaluate((button) => button === button.ownerDocument.activeElement));
      await context.close();
    });
  }
});

describe("reading down the page", () => {
  for (const route of contentPages) {
    it(`${route.path}: scrolling to the end moves nothing that was on screen (layout shift 0)`, async () => {
      const { context, page, errors } = await openPage(route.path, { fresh: true });
      await page.evaluate(async () => {
        globalThis.shifts = 0;
        new globalThis.PerformanceObserver((list) => {
          for (const entry of list.getEntries())
            if (!entry.hadRecentInput) globalThis.shifts += entry.value;
        }).observe({ type: "layout-shift" });
        // Down the page a screen at a time, as a reader does, each step waiting a frame.
        for (let y = 0; y < globalThis.document.documentElement.scrollHeight; y += 600) {
          globalThis.scrollTo(0, y);
          await new Promise((resolve) => globalThis.requestAnimationFrame(() => resolve()));
          await new Promise((resolve) => globalThis.requestAnimationFrame(() => resolve()));
        }
      });
      assert.equal(await page.evaluate(() => globalThis.shifts), 0);
      assert.deepEqual(errors, []);
      await context.close();
    });
  }
});

describe("start-up (src/boot)", () => {
  for (const path of ["/", "/catarata/", "/links/"]) {
    it(`${path}: the sections that only inform keep the server's HTML, unhydrated; the calls to action hydrate`, async () => {
      const { context, page, errors } = await openPage(path, { fresh: true });
      await page.waitForFunction(() => performance.getEntriesByName("hydrated").length > 0);
      // React marks each element it hydrates or renders with its fiber (a "__reactFiber$" key); the static
      // sections' element is React's, what is inside it is the server's alone.
      const seen = await page.evaluate(() => {
        const reacts = (element) =>
          Object.keys(element).some((key) => key.startsWith("__reactFiber$"));
        const sections = [...globalThis.document.querySelectorAll("[data-static-html]")];
        return {
          sections: sections.length,
          sectionsReact: sections.every(reacts),
          insideReact: sections.some((section) => [...section.querySelectorAll("*")].some(reacts)),
          callToActionReact: reacts(globalThis.document.querySelector("[data-booking-reason]")),
        };
      });
      assert.deepEqual(seen, {
        sections: path === "/links/" ? 3 : 2,
        sectionsReact: true,
        insideReact: false,
        callToActionReact: true,
      });
      assert.deepEqual(errors, []);
      await context.close();
    });
  }

  it("requests no script before the page has painted", async () => {
    const { context, page, errors } = await openPage("/", { fresh: true });
    const { paint, scripts } = await page.evaluate(() => ({
      paint: globalThis.performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
      scripts: globalThis.performance
        .getEntriesByType("resource")
        .filter((entry) => entry.initiatorType === "script")
        .map((entry) => entry.startTime),
    }));
    assert.ok(paint > 0, "no first contentful paint recorded");
    assert.ok(scripts.length >= 3, `expected Gatsby's scripts to load, got ${scripts.length}`);
    for (const start of scripts)
      assert.ok(start > paint, `a script started at ${start} ms, before the paint at ${paint} ms`);
    assert.deepEqual(errors, []);
    await context.close();
  });

  for (const route of contentPages) {
    it(`${route.path}: a tap on the call to action before the scripts arrive still opens the modal`, async () => {
      const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
      const page = await context.newPage();
      // Hold every script until the tap has happened: the page is on screen but React is not there yet.
      let release;
      const held = new Promise((resolve) => {
        release = resolve;
      });
      await context.route(/\.js$/, async (request) => {
        await held;
        await request.continue();
      });
      await page.goto(base + route.path, { waitUntil: "load" });
      // Before the app, the call to action is its HTML-only self: a link to the chat (booking-never-fails).
      await page
        .getByRole("link", { name: new RegExp(`^${route.cta} \\(`) })
        .first()
        .click();
      const dialog = page.getByRole("dialog", { name: "Agendar Consulta" });
      release();
      await dialog.waitFor({ timeout: 10000 });
      assert.ok(await dialog.getByLabel("Nome").isVisible());
      await context.close();
    });
  }

  it("where paint is never reported, waits for the visitor: the first tap loads the scripts and opens the modal", async () => {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
    // A browser without paint timing whose frames never come (a hidden tab does this): only a tap, or the 3 s
    // safety timer after load, can start the scripts.
    await context.addInitScript(() => {
      delete globalThis.PerformanceObserver;
      globalThis.requestAnimationFrame = () => 0;
    });
    const page = await context.newPage();
    const requested = [];
    page.on("request", (request) => {
      if (request.url().endsWith(".js")) requested.push(request.url());
    });
    await page.goto(`${base}/`, { waitUntil: "load" });
    await page.waitForTimeout(500);
    assert.deepEqual(requested, [], "no script before the tap");
    await page
      .getByRole("link", { name: /^Agendar Consulta \(/ })
      .first()
      .click();
    await page.getByRole("dialog", { name: "Agendar Consulta" }).waitFor({ timeout: 10000 });
    await context.close();
  });

  it("the scripts a page starts with carry V8's compile hint on their first line", async () => {
    const html = await (await fetch(`${base}/`)).text();
    const list = html.match(/data-deferred-scripts='([^']*)'/)?.[1];
    assert.ok(list, "no script loader in the page");
    for (const script of JSON.parse(list)) {
      const text = await (await fetch(base + script)).text();
      assert.ok(text.startsWith("//# allFunctionsCalledOnLoad\n"), `${script} has no compile hint`);
    }
  });

  it("ships no service-worker registration, no Partytown and no Head API, which no page uses (the start-up plugin leaves Gatsby's out)", async () => {
    const html = await (await fetch(`${base}/`)).text();
    const app = JSON.parse(html.match(/data-deferred-scripts='([^']*)'/)?.[1] ?? "[]").find(
      (script) => script.startsWith("/app-"),
    );
    assert.ok(app, "no app script in the page's loader");
    const code = await (await fetch(base + app)).text();
    assert.doesNotMatch(code, /serviceWorker\.register\("\/sw\.js"\)|updatefound/);
    // Partytown's integration and gatsby-script, which only the Partytown plugin's browser side imported.
    assert.doesNotMatch(code, /partytown|off-main-thread/i);
    // The Head API's browser side: it marks what it writes into the head with this attribute.
    assert.doesNotMatch(code, /data-gatsby-head/);
  });

  it("no page exports a Gatsby Head, whose browser side the build leaves out: every head is react-helmet's", async () => {
    const pages = (await readdir("public", { recursive: true, withFileTypes: true }))
      .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
      .map((entry) => join(entry.parentPath, entry.name))
      .filter((file) => !file.startsWith(join("public", "_gatsby")));
    assert.ok(pages.length > 10, `only ${pages.length} pages found`);
    for (const page of pages) {
      const html = await readFile(page, "utf8");
      assert.doesNotMatch(html, /data-gatsby-head/, `${page} carries a Head export's tags`);
    }
  });

  it("the benchmark counts the scripts the loader adds as first-load JavaScript", async () => {
    const scripts = (await firstLoadScripts("public", "index.html")).map(({ script }) => script);
    for (const name of ["/webpack-runtime-", "/framework-", "/app-"]) {
      assert.ok(
        scripts.some((script) => script.startsWith(name)),
        `${name}… missing from ${JSON.stringify(scripts)}`,
      );
    }
  });
});
