/**
 * The booking in the other browser engines: each flow below is described once and run by each engine's
 * driver (engines/gecko.mjs: Firefox over WebDriver BiDi; engines/webkit.mjs: WebKitGTK through WebKitWebDriver).
 * Engine quirks live in the drivers. The site comes from SITE_URL through engines/siteProxy.mjs, which passes the
 * host's answers on unchanged, can fail or hold the scripts, and adds the page probe that records uncaught errors,
 * CSP violations and the chats opened. ENGINES=gecko (or webkit) runs one engine alone.
 */
import assert from "node:assert/strict";
import { createRequire } from "node:module";
import { after, afterEach, describe, it } from "node:test";
import { gecko } from "./engines/gecko.mjs";
import { webkit } from "./engines/webkit.mjs";
import { siteProxy } from "./engines/siteProxy.mjs";
import { contentPages, formMessage, linkMessage, notFoundPath } from "./siteKit.mjs";

const require = createRequire(import.meta.url);
const settings = require("../../src/content/site-settings.json");
const base = process.env.SITE_URL;
if (!base)
  throw new Error("Run through `npm run test:site`, which builds and serves the site (SITE_URL).");

const drivers = { gecko, webkit };
// Both by default; ENGINES=gecko (or webkit) runs one alone.
const engineNames = (process.env.ENGINES || Object.keys(drivers).join(","))
  .split(",")
  .filter(Boolean);
for (const name of engineNames)
  if (!drivers[name])
    throw new Error(`ENGINES: no engine "${name}" (${Object.keys(drivers).join(", ")})`);

const pathOf = (cta) => contentPages.find((page) => page.cta === cta)?.path ?? "/";
const home = pathOf("Agendar Consulta");
const cataract = pathOf("Agendar consulta");
const links = pathOf("Agende sua consulta");

/** Every call to action, with the reason it records (spec, section 4). */
const callsToAction = [
  { path: home, name: "Agendar Consulta", reason: "Agendar Consulta" },
  { path: cataract, name: "Agendar consulta", reason: "Consulta para cirurgia de catarata" },
  {
    path: cataract,
    name: "Tenho dúvidas, falar com a clínica",
    reason: "Dúvidas sobre cirurgia de catarata",
  },
  { path: links, name: "Agende sua consulta", reason: "Consulta através da página de links" },
];
const linkName = (name) => `${name} (abre o WhatsApp em nova aba)`;
const chatPrefix = `https://wa.me/${settings.whatsappNumber}?text=`;
const messageOf = (url) => new URL(url).searchParams.get("text");
const narrow = { width: 360, height: 740 };
const wide = { width: 1280, height: 800 };

/**
 * Where the chat was reached, if it was: a tab the page opened with window.open (the probe's record), a tab a
 * plain link opened (the driver's list of the other windows), or this tab.
 */
async function chatReached(page) {
  const chats = (await page.evaluate(probe).catch(() => null))?.chats ?? [];
  const opened = chats.find((chat) => chat.opened);
  if (opened) return { url: opened.url, where: "new tab" };
  const tab = (await page.otherWindowUrls()).find((url) => url.startsWith(chatPrefix));
  if (tab) return { url: tab, where: "new tab" };
  const url = await page.url();
  if (url.startsWith(chatPrefix)) return { url, where: "this tab" };
  return undefined;
}

/** Taps the call to action `cta` (still a link) and waits for its chat, in a new tab, with its link's message. */
async function expectChatInNewTab(page, cta) {
  await page.click("link", linkName(cta.name));
  const chat = await until(() => chatReached(page), "the chat", 5000);
  assert.deepEqual(
    { ...chat, url: messageOf(chat.url) },
    { url: linkMessage(cta.reason), where: "new tab" },
  );
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
async function until(check, what, timeoutMs = 10_000) {
  const start = Date.now();
  for (;;) {
    const value = await check().catch(() => undefined);
    if (value) return value;
    if (Date.now() - start > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

// In-page reads, the same in every engine.
const chatsOf = async (page) => {
  const { chats } = await page.evaluate(() => globalThis.__engineProbe);
  return chats.length > 0 && chats;
};
const probe = () => globalThis.__engineProbe;
const hydrated = () => globalThis.___earlyClick === null;
const dialogState = () => {
  const dialog = globalThis.document.querySelector('[role="dialog"]');
  if (!dialog) return null;
  const field = (label) => {
    const input = [...dialog.querySelectorAll("input")].find((el) =>
      [...(el.labels ?? [])].some((l) => l.textContent.trim() === label),
    );
    return input && { type: input.type, placeholder: input.placeholder, value: input.value };
  };
  return {
    reason: dialog.getAttribute("data-reason"),
    name: field("Nome"),
    phone: field("WhatsApp"),
    checked: [...dialog.querySelectorAll("input[type=radio]")].filter((r) => r.checked).length,
    focused: globalThis.document.activeElement?.labels?.[0]?.textContent.trim() ?? null,
  };
};
/** The fields' error lines, the controls marked invalid (by label), and what the focused one is described by. */
const fieldErrors = () => {
  const dialog = globalThis.document.querySelector('[role="dialog"]');
  const text = (ids) =>
    (ids ?? "")
      .split(" ")
      .map((id) => globalThis.document.getElementById(id)?.textContent.trim())
      .filter(Boolean)
      .join(" ");
  const labelOf = (el) =>
    el.labels?.[0]?.textContent.trim() ?? el.querySelector("legend")?.textContent.trim();
  const focused = globalThis.document.activeElement;
  return {
    lines: [...dialog.querySelectorAll("input, fieldset")]
      .map((el) => text(el.getAttribute("aria-describedby")))
      .filter((line, index, all) => line && all.indexOf(line) === index),
    invalid: [...dialog.querySelectorAll('[aria-invalid="true"]')].map(labelOf),
    focused: {
      label: focused?.labels?.[0]?.textContent.trim() ?? null,
      description: text(focused?.getAttribute("aria-describedby")),
    },
  };
};
/**
 * Stands in for a browser that answers window.open with a window while nothing opens (as some apps' own browsers
 * do): it records the chat as the probe does, and the window it gives never goes anywhere.
 */
const stillWindowOpen = () => {
  const record = globalThis.__engineProbe;
  globalThis.open = (url, target) => {
    record.chats.push({ url: String(url), target: String(target), opened: true });
    return { closed: false, location: { href: "about:blank" } };
  };
};
/**
 * Stands in for a phone with no network: the browser says it is offline. Answers nothing: WebKitWebDriver
 * serializes what a script returns, and refuses the navigator that defineProperty returns ("cannot serialize
 * cyclic structures").
 */
const goOffline = () => {
  Object.defineProperty(globalThis.navigator, "onLine", { get: () => false, configurable: true });
};
/**
 * The way forward, once the confirmation has turned into it: its emergency line, its first number, its links and its
 * copy button.
 */
const wayForward = () => {
  const toast = [...globalThis.document.querySelectorAll(".Toastify__toast")].find((t) =>
    t.textContent.includes("O WhatsApp não abriu?"),
  );
  if (!toast) return null;
  const href = (name) =>
    [...toast.querySelectorAll("a")]
      .find((a) => a.textContent.trim() === name)
      ?.getAttribute("href") ?? null;
  const small = [...toast.querySelectorAll("a, button")]
    .filter((el) => el.getBoundingClientRect().height < 44)
    .map((el) => el.textContent.trim());
  return {
    role: toast.getAttribute("role"),
    emergency: toast.querySelector('[role="note"]')?.textContent ?? null,
    number: /\(\d\d\) \d{4,5}-\d{4}/.exec(toast.textContent)?.[0] ?? null,
    call: href("Ligar para o consultório"),
    copy: [...toast.querySelectorAll("button")].some(
      (b) => b.textContent.trim() === "Copiar a mensagem",
    ),
    app: href("Abrir o aplicativo WhatsApp"),
    small,
  };
};
const focusedName = () => {
  const el = globalThis.document.activeElement;
  return el ? (el.getAttribute("aria-label") ?? el.textContent).trim() : null;
};
const toastTexts = () =>
  [...globalThis.document.querySelectorAll(".Toastify__toast")].map((t) => t.textContent);
/** Closes every toast with its own close button, as a patient would before tapping what it covers. */
const closeToasts = () => {
  for (const button of globalThis.document.querySelectorAll('button[aria-label="Fechar aviso"]'))
    button.click();
};
const scrollY = () => Math.round(globalThis.scrollY);
const ctaInView = (name) =>
  [...globalThis.document.querySelectorAll("button, a")].some((el) => {
    if (el.textContent.trim() !== name || el !== globalThis.document.activeElement) return false;
    const box = el.getBoundingClientRect();
    return box.bottom > 0 && box.top < globalThis.innerHeight;
  });
/** Words split across two lines although their line had room for the whole word (hyphenated or not). */
const wordsBrokenThatFit = () => {
  const broken = [];
  const walker = globalThis.document.createTreeWalker(globalThis.document.body, 4);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const box = node.parentElement?.closest("h1, h2, h3, h4, h5, h6, button, a, p, li, label");
    if (!box || box.getClientRects().length === 0) continue;
    const style = globalThis.getComputedStyle(box);
    const room = box.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    // Each part of a hyphenated word on its own ("pós-", "operatório"): a line may end after a word's hyphen.
    for (const match of node.textContent.matchAll(/[\p{L}\p{N}]+-?/gu)) {
      if (match[0].length < 4) continue;
      const range = globalThis.document.createRange();
      range.setStart(node, match.index);
      range.setEnd(node, match.index + match[0].length);
      const rects = [...range.getClientRects()].filter((rect) => rect.width > 0);
      const lines = new Set(rects.map((rect) => Math.round(rect.top)));
      const width = rects.reduce((sum, rect) => sum + rect.width, 0);
      if (lines.size > 1 && width < room) broken.push(`${box.tagName} "${match[0]}"`);
    }
  }
  return broken;
};
/** The controls (by name) a toast on screen covers, among the ones asked about. */
const controlsUnderToasts = (names) => {
  const toasts = [...globalThis.document.querySelectorAll(".Toastify__toast")].map((t) =>
    t.getBoundingClientRect(),
  );
  const covered = [];
  for (const el of globalThis.document.querySelectorAll("button, a, h2")) {
    const name = (el.getAttribute("aria-label") ?? el.textContent).trim();
    if (!names.includes(name) || el.closest(".Toastify__toast")) continue;
    const box = el.getBoundingClientRect();
    if (box.bottom <= 0 || box.top >= globalThis.innerHeight) continue;
    const hit = toasts.some(
      (t) => t.left < box.right && box.left < t.right && t.top < box.bottom && box.top < t.bottom,
    );
    if (hit) covered.push(name);
  }
  return covered;
};
const outsideDialog = () => {
  const box = globalThis.document.querySelector('[role="dialog"]').getBoundingClientRect();
  if (box.top > 12) return [globalThis.innerWidth / 2, box.top / 2];
  if (globalThis.innerHeight - box.bottom > 12)
    return [globalThis.innerWidth / 2, (box.bottom + globalThis.innerHeight) / 2];
  return [Math.max(2, box.left / 2), globalThis.innerHeight / 2];
};

for (const engineName of engineNames) {
  describe(`${engineName}`, () => {
    const engine = drivers[engineName]();
    const open = [];
    /** A page of the site through a fresh proxy; `scripts` fails or holds them; closes with the test. */
    async function visit(path, { size = narrow, scripts = "load", javaScript = true } = {}) {
      const site = await siteProxy(base, { scripts });
      const page = await engine.newPage({ ...size, javaScript });
      open.push({ site, page });
      await page.goto(site.url + path);
      return { page, site };
    }
    /** A visit whose app has taken over (React is listening): calls to action are buttons. */
    async function settled(path, options) {
      const visited = await visit(path, options);
      await until(() => visited.page.evaluate(hydrated), "the app to take over");
      return visited;
    }
    async function clean(page, { errors = [] } = {}) {
      const record = await page.evaluate(probe);
      assert.deepEqual(record.violations, [], "CSP violations");
      assert.deepEqual(
        record.errors.filter((error) => !errors.some((allowed) => error.includes(allowed))),
        [],
        "uncaught errors",
      );
    }
    after(async () => {
      await engine.stop();
    });
    // Each test's pages and proxies are closed before the next starts.
    const done = async () => {
      for (const { site, page } of open.splice(0)) {
        await page.close().catch(() => {});
        await site.close();
      }
    };
    afterEach(done);

    describe("the booking dialog", () => {
      for (const [size, ctas] of [
        [narrow, callsToAction],
        [wide, callsToAction.slice(0, 1)],
      ]) {
        for (const cta of ctas) {
          it(`${cta.path} "${cta.name}" at ${size.width}px: form, formatting, both toasts, the exact chat, cleared`, async () => {
            const { page } = await settled(cta.path, { size });
            await page.click("button", cta.name);
            const state = await until(() => page.evaluate(dialogState), "the dialog");
            assert.deepEqual(state, {
              reason: cta.reason,
              name: { type: "text", placeholder: state.name.placeholder, value: "" },
              phone: { type: "tel", placeholder: "(99) 99999-9999", value: "" },
              checked: 0,
              focused: "Nome",
            });
            assert.match(state.name.placeholder, /nome completo/i);
            await page.click("button", "Enviar para WhatsApp");
            await until(
              async () =>
                (await page.evaluate(toastTexts)).some((t) => t.includes("Campos obrigatórios")),
              "the empty submit's toast",
            );
            assert.equal((await page.evaluate(probe)).chats.length, 0);
            // Each empty field says what to write under its label, marked invalid, and the first has the focus
            // with its line as its description: what a screen reader reads with the label.
            assert.deepEqual(await page.evaluate(fieldErrors), {
              lines: [
                "Escreva seu nome",
                "Escreva seu WhatsApp com DDD, por exemplo (98) 98765-4321",
                "Escolha o que você quer agendar",
              ],
              invalid: ["Nome", "WhatsApp", "Interesse"],
              focused: { label: "Nome", description: "Escreva seu nome" },
            });
            assert.deepEqual(
              await page.evaluate(controlsUnderToasts, ["Agendar Consulta", "Fechar"]),
              [],
              "the toast covers the dialog's title or close button",
            );
            await page.type("textbox", "Nome", "Maria & José #1 ?x=1");
            // The phone, reformatted on every edit: typed as digits, one key at a time.
            for (const [digits, shown] of [
              ["989876543", "989876543"],
              ["21", "(98) 98765-4321"],
            ])
              await page
                .type("textbox", "WhatsApp", digits)
                .then(async () =>
                  assert.equal((await page.evaluate(dialogState)).phone.value, shown),
                );
            await page.click("radio", "Realizar Exames");
            await page.click("button", "Enviar para WhatsApp");
            const chats = await until(async () => chatsOf(page), "the chat", 5000);
            assert.deepEqual(chats, [
              {
                url:
                  chatPrefix +
                  encodeURIComponent(
                    formMessage(
                      {
                        name: "Maria & José #1 ?x=1",
                        whatsapp: "(98) 98765-4321",
                        interest: "realizar exames",
                      },
                      cta.reason,
                    ),
                  ),
                target: "_blank",
                opened: true,
              },
            ]);
            await until(
              async () => (await page.evaluate(dialogState)) === null,
              "the dialog to close",
            );
            assert.ok(
              (await page.evaluate(toastTexts)).some((t) =>
                t.includes("Redirecionando para WhatsApp"),
              ),
            );
            // Cleared: opened again, it is empty. On a short screen the confirmation can cover a call to action
            // low on the page (a preview's banner pushes them down): closed first, as the patient would.
            await page.evaluate(closeToasts);
            await until(
              async () => (await page.evaluate(toastTexts)).length === 0,
              "the confirmation to be gone",
            );
            await page.click("button", cta.name);
            const again = await until(() => page.evaluate(dialogState), "the dialog again");
            assert.equal(again.name.value, "");
            assert.equal(again.phone.value, "");
            assert.equal(again.checked, 0);
            await clean(page);
            await done();
          });
        }
      }

      for (const size of [narrow, wide]) {
        for (const path of contentPages.map((page) => page.path)) {
          const cta = callsToAction.find((c) => c.path === path);
          const ways = [["Escape", (page) => page.press("Escape")]];
          // The close button and a click outside: on one page at one width (the same dialog everywhere).
          if (path === home && size === narrow)
            ways.push(
              ["the close button", (page) => page.click("button", "Fechar")],
              [
                "a click outside",
                async (page) => page.clickAt(...(await page.evaluate(outsideDialog))),
              ],
            );
          for (const [how, closeIt] of ways) {
            it(`${path} at ${size.width}px: ${how} closes and clears, focus returns to "${cta.name}", the page stays where it was`, async () => {
              const { page } = await settled(path, { size });
              // Opened by a click and closed at once, with the focus where the dialog put it (the untouched name
              // field: WebKit then scrolled to the page's end on Escape), then opened from the keyboard and closed
              // after typing, to see the form cleared. Where the page was is read once the dialog is open (a
              // driver's click may scroll the call to action into view first).
              for (const typed of ["", "98"]) {
                if (typed) {
                  await page.focus("button", cta.name);
                  await page.press("Enter");
                } else await page.click("button", cta.name);
                await until(() => page.evaluate(dialogState), "the dialog");
                const before = await page.evaluate(scrollY);
                if (typed) await page.type("textbox", "WhatsApp", typed);
                await closeIt(page);
                await until(
                  async () => (await page.evaluate(dialogState)) === null,
                  "the dialog to close",
                );
                await sleep(300);
                assert.equal(await page.evaluate(focusedName), cta.name);
                const after = await page.evaluate(scrollY);
                assert.ok(
                  Math.abs(after - before) <= 2,
                  `the page scrolled from ${before} to ${after}`,
                );
                assert.ok(
                  await page.evaluate(ctaInView, cta.name),
                  "the call to action is off screen",
                );
              }
              await page.click("button", cta.name);
              assert.equal(
                (await until(() => page.evaluate(dialogState), "the dialog")).phone.value,
                "",
              );
              await clean(page);
              await done();
            });
          }
        }
      }

      // Only where the driver has touch: WebKitWebDriver has none, and a click in its place would prove nothing
      // of a finger (the clicks above are the mouse's).
      if (engine.touch)
        it(`${home}: a finger's tap opens the dialog`, async () => {
          const { page } = await settled(home);
          await page.tap("button", "Agendar Consulta");
          await until(() => page.evaluate(dialogState), "the dialog");
          await sleep(300);
          assert.ok(await page.evaluate(dialogState), "the dialog closed again");
          await clean(page);
          await done();
        });
    });

    describe("when the chat does not open", () => {
      const practice = settings.whatsappNumber.replace(/\D/g, "");
      const sent = formMessage(
        { name: "Maria", whatsapp: "(98) 98765-4321", interest: "agendar consulta" },
        "Agendar Consulta",
      );
      // The landline where the settings have one: the number shown first, and the only one to call. The WhatsApp
      // number is WhatsApp's only.
      const landline = settings.practice.landline?.replace(/\D/g, "");
      const shown = (landline ?? practice).slice(2);
      const expectedWay = {
        role: "alert",
        emergency: settings.practice.emergency,
        number: `(${shown.slice(0, 2)}) ${shown.slice(2, -4)}-${shown.slice(-4)}`,
        call: landline ? `tel:+${landline}` : null,
        copy: true,
        app: `whatsapp://send?phone=${practice}&text=${encodeURIComponent(sent)}`,
        small: [],
      };
      /** Opens the dialog from the home page's call to action and sends a valid request. */
      async function send(page) {
        await page.click("button", "Agendar Consulta");
        await until(() => page.evaluate(dialogState), "the dialog");
        await page.type("textbox", "Nome", "Maria");
        await page.type("textbox", "WhatsApp", "98987654321");
        await page.click("radio", "Agendar Consulta");
        await page.click("button", "Enviar para WhatsApp");
      }

      it(`${home}: window.open answers a window but nothing opens, the page stays in front: within 5 s, the way forward`, async () => {
        const { page } = await settled(home);
        await page.evaluate(stillWindowOpen);
        await send(page);
        const sentAt = Date.now();
        assert.deepEqual(await until(() => chatsOf(page), "the hand-off", 5000), [
          { url: chatPrefix + encodeURIComponent(sent), target: "_blank", opened: true },
        ]);
        const way = await until(() => page.evaluate(wayForward), "the way forward", 5000);
        assert.ok(
          Date.now() - sentAt <= 5000,
          `the way forward came after ${Date.now() - sentAt} ms`,
        );
        assert.deepEqual(way, expectedWay);
        await clean(page);
        await done();
      });

      it(`${home}: the chat opens in a real new tab: the confirmation never turns`, async () => {
        const { page } = await settled(home);
        await send(page);
        const [chat] = await until(() => chatsOf(page), "the chat", 5000);
        assert.equal(chat.opened, true);
        await sleep(6000);
        assert.equal(await page.evaluate(wayForward), null);
        await clean(page);
        await done();
      });

      it(`${home}: offline, the form opens the WhatsApp app's own link, no web page between`, async () => {
        const { page } = await settled(home);
        await page.evaluate(goOffline);
        await send(page);
        if (engine.name === "webkit") {
          // WebKitGTK, with no app for the address, leaves the page for it (Safari on an iPhone says the address
          // is invalid and stays): the hand-off is the app's link with the message, and no page is left to turn.
          const left = await until(async () => {
            const url = await page.url();
            return url.startsWith("whatsapp:") ? url : null;
          }, "the app's link");
          assert.equal(left, expectedWay.app);
          await done();
          return;
        }
        // No new tab for wa.me: the app's link, in this tab, which stays (no app here), so the way forward follows.
        const way = await until(() => page.evaluate(wayForward), "the way forward", 6000);
        assert.deepEqual((await page.evaluate(probe)).chats, []);
        assert.deepEqual(way, expectedWay);
        await done();
      });
    });

    describe("the pages", () => {
      it(`${links}: "Visite nosso site" opens and closes its two site links`, async () => {
        const { page } = await settled(links);
        const visible = () =>
          [...globalThis.document.querySelectorAll("a")]
            .filter((a) =>
              ["Oftalmologia em geral", "Cirurgia de catarata"].includes(a.textContent.trim()),
            )
            .filter((a) => a.getClientRects().length > 0).length;
        // Each state waited for: in WebKit, once, the first read still saw both links shown (cause not found).
        for (const [clicks, shown] of [
          [0, 0],
          [1, 2],
          [1, 0],
        ]) {
          if (clicks) await page.click("button", "Visite nosso site");
          await until(
            async () => (await page.evaluate(visible)) === shown,
            `${shown} site links shown`,
            3000,
          );
        }
        await clean(page);
        await done();
      });

      it(`${cataract}: the hero's button scrolls to #contact-form`, async () => {
        const { page } = await settled(cataract);
        assert.ok(await page.evaluate(() => !!globalThis.document.getElementById("contact-form")));
        const name = await page.evaluate(() => {
          const link = globalThis.document.querySelector(
            'a[href="#contact-form"], [aria-controls="contact-form"]',
          );
          return link ? link.textContent.trim() : null;
        });
        assert.ok(name, "no control leads to #contact-form");
        const role = await page.evaluate(() =>
          globalThis.document.querySelector('a[href="#contact-form"]') ? "link" : "button",
        );
        await page.click(role, name);
        await until(
          async () =>
            await page.evaluate(() => {
              const box = globalThis.document
                .getElementById("contact-form")
                .getBoundingClientRect();
              return box.top >= 0 && box.top < globalThis.innerHeight / 2;
            }),
          "#contact-form at the top",
          5000,
        );
        await clean(page);
        await done();
      });

      it("/acessibilidade/: the accessibility page reads, and every footer's link to it is there", async () => {
        const { page } = await settled("/acessibilidade/");
        assert.equal(await page.count("heading", "Acessibilidade neste site"), 1);
        assert.equal(await page.count("heading", "Teve dificuldade com o site?"), 1);
        assert.equal(await page.count("link", "Acessibilidade"), 1);
        await clean(page);
        await done();
      });

      it(`${notFoundPath}: the not-found page, which reports the bad path`, async () => {
        const { page } = await settled(notFoundPath);
        assert.equal(await page.count("heading", "Oops! Page not found"), 1);
        assert.equal(await page.count("link", "Voltar para o início"), 1);
        await until(
          async () => (await page.evaluate(probe)).errors.some((e) => e.includes(notFoundPath)),
          "the error naming the path",
          5000,
        );
        await clean(page, { errors: [notFoundPath] });
        await done();
      });

      for (const size of [narrow, wide]) {
        it(`at ${size.width}px no word is broken that fits its line (buttons and headings never)`, async () => {
          for (const path of contentPages.map((page) => page.path)) {
            const { page } = await settled(path, { size });
            assert.deepEqual(await page.evaluate(wordsBrokenThatFit), [], path);
            await page.click("button", callsToAction.find((c) => c.path === path).name);
            await until(() => page.evaluate(dialogState), "the dialog");
            await page.click("button", "Enviar para WhatsApp");
            await sleep(300);
            assert.deepEqual(await page.evaluate(wordsBrokenThatFit), [], `${path}, the dialog`);
            await done();
          }
        });
      }
    });

    describe("when JavaScript is off, scripts fail or scripts are held", () => {
      for (const cta of callsToAction) {
        it(`JavaScript off: ${cta.path} "${cta.name}" is a link to the chat with its reason's message, in a new tab`, async () => {
          const { page } = await visit(cta.path, { javaScript: false });
          // Read through the driver alone: with JavaScript off, Firefox runs no script, not even the driver's.
          await sleep(500);
          assert.equal(await page.count("button", cta.name), 0);
          assert.ok((await page.count("link", linkName(cta.name))) >= 1);
          await expectChatInNewTab(page, cta);
          await done();
        });
      }

      for (const cta of callsToAction) {
        it(`scripts failing: ${cta.path} "${cta.name}" opens the chat`, async () => {
          const { page } = await visit(cta.path, { scripts: "fail" });
          await sleep(1000);
          // Through the loader's window.open (the scripts had not failed yet) or the plain link (they had).
          await expectChatInNewTab(page, cta);
          await done();
        });

        it(`scripts held: ${cta.path} "${cta.name}" turns busy, then opens the dialog with its reason`, async () => {
          const { page, site } = await visit(cta.path, { scripts: "hold" });
          await page.click("link", linkName(cta.name));
          const busy = () =>
            globalThis.document
              .querySelector("[data-booking-reason][aria-busy=true]")
              ?.textContent.trim();
          assert.equal(await page.evaluate(busy), linkName(cta.name));
          site.release();
          const state = await until(() => page.evaluate(dialogState), "the dialog");
          assert.equal(state.reason, cta.reason);
          assert.deepEqual((await page.evaluate(probe)).chats, []);
          await clean(page);
          await done();
        });
      }

      it(`scripts held past the patience: ${links} reaches the chat, in a new tab or, where the engine refuses a late one, in this tab`, async () => {
        const { page } = await visit(links, { scripts: "hold" });
        await page.click("link", linkName("Agende sua consulta"));
        const reached = await until(() => chatReached(page), "the chat", 8000);
        assert.equal(messageOf(reached.url), linkMessage("Consulta através da página de links"));
        await done();
      });
    });
  });
}
