/**
 * The visitor's display modes on the built site: forced colours (Windows High Contrast), where backgrounds and
 * shadows are gone and only borders and text remain, and `prefers-contrast: more`. Every page and the open booking
 * dialog: each control keeps a visible edge, icons keep the colour of their text, the keyboard focus stays visible,
 * and muted text turns to full ink when more contrast is asked for.
 */
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { contentPages, infoPages, keptPages, launchChromium, notFoundPath } from "./siteKit.mjs";

const base = process.env.SITE_URL;
if (!base)
  throw new Error("Run through `npm run test:site`, which builds and serves the site (SITE_URL).");

let browser;
let pages;
before(async () => {
  browser = await launchChromium();
  pages = keptPages(browser);
});
after(async () => {
  await pages?.close();
  await browser?.close();
});

/** `path` in the page kept for `media` (siteKit's keptPages), hydrated. */
async function openPage(path, media) {
  return pages.visit(JSON.stringify(media), base + path, {
    contextOptions: { viewport: { width: 360, height: 740 }, ...media },
    prepare: (context) =>
      context.route("https://wa.me/**", (route) => route.fulfill({ status: 200, body: "chat" })),
  });
}

/**
 * What forced colours would leave invisible inside `rootSelector`: a control (button, link drawn as a button,
 * text field, choice row) or the dialog without an edge of its own, and an icon in a colour other than its text's.
 */
function forcedColorProblems(rootSelector) {
  const root = globalThis.document.querySelector(rootSelector);
  const visible = (element) => {
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0;
  };
  const hasEdge = (element) => {
    const style = globalThis.getComputedStyle(element);
    return ["Top", "Right", "Bottom", "Left"].every(
      (side) =>
        parseFloat(style[`border${side}Width`]) > 0 && style[`border${side}Style`] !== "none",
    );
  };
  const name = (element) =>
    `<${element.tagName.toLowerCase()}> "${(element.getAttribute("aria-label") ?? element.textContent ?? "").trim().slice(0, 40)}"`;
  const problems = [];
  const controlSelector =
    '[role="dialog"], input:not([type="radio"]), label:has(input[type="radio"]), button:not([aria-label]), a[role="button"], a[data-booking-reason]';
  const controls = [root, ...root.querySelectorAll(controlSelector)].filter((element) =>
    element.matches(controlSelector),
  );
  for (const control of controls)
    if (visible(control) && !hasEdge(control)) problems.push(`${name(control)} has no edge`);
  for (const icon of root.querySelectorAll("svg")) {
    if (!visible(icon) || !icon.parentElement) continue;
    const own = globalThis.getComputedStyle(icon).color;
    const text = globalThis.getComputedStyle(icon.parentElement).color;
    if (own !== text)
      problems.push(`an icon in ${name(icon.parentElement)} is ${own}, its text ${text}`);
  }
  return problems;
}

describe("forced colours (Windows High Contrast)", () => {
  const forced = { forcedColors: "active", colorScheme: "dark" };

  for (const path of [...contentPages, ...infoPages]
    .map((route) => route.path)
    .concat(notFoundPath)) {
    it(`${path}: every control keeps its edge and every icon its text's colour`, async () => {
      const { page } = await openPage(path, forced);
      assert.ok(
        await page.evaluate(() => globalThis.matchMedia("(forced-colors: active)").matches),
      );
      assert.deepEqual(await page.evaluate(forcedColorProblems, "body"), []);
    });
  }

  for (const route of contentPages) {
    it(`${route.path}: the booking dialog, its fields and the focus ring stay visible`, async () => {
      const { page } = await openPage(route.path, forced);
      await page.getByRole("button", { name: route.cta, exact: true }).first().click();
      const dialog = page.getByRole("dialog", { name: "Agendar Consulta" });
      await dialog.waitFor();
      assert.deepEqual(await page.evaluate(forcedColorProblems, '[role="dialog"]'), []);
      // The keyboard's focus ring: the name field has focus as the dialog opens; Tab moves it on.
      await page.keyboard.press("Tab");
      const outline = await page.evaluate(() => {
        const style = globalThis.getComputedStyle(globalThis.document.activeElement);
        return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
      });
      assert.notEqual(outline.style, "none");
      assert.ok(outline.width >= 2, `focus ring ${outline.width} px`);
    });
  }
});

describe("more contrast asked for (prefers-contrast: more)", () => {
  for (const route of contentPages) {
    it(`${route.path}: muted text turns to full ink`, async () => {
      const normal = await openPage(route.path, {});
      const more = await openPage(route.path, { contrast: "more" });
      const colours = (page) =>
        page.evaluate(() => {
          const probe = globalThis.document.createElement("p");
          globalThis.document.body.append(probe);
          const read = (value) => {
            probe.style.color = value;
            return globalThis.getComputedStyle(probe).color;
          };
          const result = { muted: read("var(--color-ink-muted)"), ink: read("inherit") };
          probe.remove();
          return result;
        });
      const before = await colours(normal.page);
      const after = await colours(more.page);
      assert.notEqual(before.muted, before.ink, "muted text is lighter by default");
      assert.equal(after.muted, after.ink, "and full ink with more contrast");
    });
  }
});
