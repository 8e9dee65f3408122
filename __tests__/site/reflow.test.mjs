/**
 * Large text and zoom (WCAG 1.4.4 resize text, 1.4.10 reflow, 1.4.12 text spacing) on the built site: every page,
 * the open booking dialog and its toast, at 320 CSS px with the text at 200% (the browser's text-size setting,
 * set through the DevTools protocol as Chrome's own setting does), at 1280 px zoomed to 400%, and at 320 px with
 * WCAG's text spacing. Nothing may cross the right edge, nothing may scroll sideways, and no word that
 * fits on a line may be broken in the middle.
 */
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { contentPages, infoPages, keptPages, launchChromium, notFoundPath } from "./siteKit.mjs";

const base = process.env.SITE_URL;
if (!base)
  throw new Error("Run through `npm run test:site`, which builds and serves the site (SITE_URL).");

/** WCAG 1.4.12's spacing, as the usual bookmarklet applies it. */
const textSpacingCss = `* { line-height: 1.5 !important; letter-spacing: 0.12em !important;
  word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }`;

const conditions = [
  { name: "320 px wide, text at 200%", viewport: { width: 320, height: 640 }, textScale: 2 },
  // 1280 x 800 at 400% zoom is a 320 x 200 CSS px window whose pixels are four times as large.
  {
    name: "1280 px at 400% zoom",
    viewport: { width: 320, height: 200 },
    deviceScaleFactor: 4,
    textScale: 1,
  },
  // WCAG 1.4.12 asks for its spacing at the page's own text size; here on top of 1.4.10's 320 px.
  {
    name: "320 px wide with WCAG text spacing",
    viewport: { width: 320, height: 640 },
    textScale: 1,
    textSpacing: true,
  },
];

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

/** `path` in the condition's page (one kept per condition: siteKit's keptPages), hydrated. */
async function openPage(path, condition) {
  const { page } = await pages.visit(condition.name, base + path, {
    contextOptions: {
      viewport: condition.viewport,
      deviceScaleFactor: condition.deviceScaleFactor ?? 1,
    },
    async prepare(context, page) {
      await context.route("https://wa.me/**", (route) =>
        route.fulfill({ status: 200, body: "chat" }),
      );
      // The browser's default font size, as its text-size setting changes it (16 px by default).
      const cdp = await context.newCDPSession(page);
      await cdp.send("Page.enable");
      await cdp.send("Page.setFontSizes", {
        fontSizes: { standard: 16 * condition.textScale, fixed: 13 * condition.textScale },
      });
    },
  });
  if (condition.textSpacing) await page.addStyleTag({ content: textSpacingCss });
  return { page };
}

/**
 * What does not reflow inside `root` (a selector): elements past the window's right or left edge, boxes that
 * scroll or clip sideways, and words broken in the middle although they fit on a line of their box.
 */
function reflowProblems(rootSelector) {
  const root = globalThis.document.querySelector(rootSelector);
  const width = globalThis.document.documentElement.clientWidth;
  const describe = (element) => {
    const text = (element.innerText ?? element.textContent ?? "").trim().replace(/\s+/g, " ");
    const label = element.getAttribute("aria-label") ?? "";
    return `<${element.tagName.toLowerCase()}> "${(label || text).slice(0, 40)}"`;
  };
  /** Hidden for everyone but screen readers, so never seen and never in the way. */
  const visuallyHidden = (element) => {
    for (let node = element; node; node = node.parentElement) {
      const style = globalThis.getComputedStyle(node);
      if (style.clip === "rect(0px, 0px, 0px, 0px)" || style.clipPath === "inset(50%)") return true;
    }
    return false;
  };
  const isRow = (element) => {
    const style = globalThis.getComputedStyle(element);
    return (
      /^inline/.test(style.display) ||
      (/flex/.test(style.display) && style.flexDirection.startsWith("row"))
    );
  };
  const columnWidth = (element) => {
    let column = element;
    while (isRow(column) && column.parentElement) column = column.parentElement;
    const style = globalThis.getComputedStyle(column);
    return column.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
  };
  /** The least share of the window's width that a text of three words or more may be set in. */
  const minTextShare = 0.4;
  const problems = [];
  if (rootSelector === "body" && globalThis.document.documentElement.scrollWidth > width)
    problems.push(
      `the page is ${globalThis.document.documentElement.scrollWidth} px wide in a ${width} px window`,
    );
  const canvas = globalThis.document.createElement("canvas").getContext("2d");
  for (const element of [root, ...root.querySelectorAll("*")]) {
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.height === 0 || visuallyHidden(element)) continue;
    const style = globalThis.getComputedStyle(element);
    if (style.visibility === "hidden") continue;
    if (box.right > width + 1 || box.left < -1)
      problems.push(
        `${describe(element)} spans ${Math.round(box.left)}-${Math.round(box.right)} px of ${width}`,
      );
    if (
      style.overflowX !== "visible" &&
      style.overflowX !== "clip" &&
      element.scrollWidth > element.clientWidth + 1
    )
      problems.push(
        `${describe(element)} scrolls sideways: ${element.scrollWidth} px in ${element.clientWidth}`,
      );
    // Words broken across lines: a word whose pieces sit on two lines, though the column it is in has room for
    // it. A button or a row with an icon may not squeeze its text below that: the column is the nearest box that
    // is not one of those, less the row's icons.
    for (const node of element.childNodes) {
      if (node.nodeType !== 3 || !node.textContent.trim()) continue;
      // A sentence squeezed into a sliver beside something else: a few letters a line.
      const whole = globalThis.document.createRange();
      whole.selectNodeContents(node);
      const textWidth = whole.getBoundingClientRect().width;
      const lines = new Set([...whole.getClientRects()].map((rect) => Math.round(rect.top))).size;
      const words = node.textContent.trim().split(/\s+/).length;
      if (words >= 3 && lines > 1 && textWidth < width * minTextShare)
        problems.push(`${describe(element)} is squeezed into ${Math.round(textWidth)} px`);
      let lineWidth = columnWidth(element);
      if (isRow(element))
        for (const child of element.children)
          lineWidth -= child.getBoundingClientRect().width + (parseFloat(style.columnGap) || 0);
      canvas.font = style.font;
      const spacing = parseFloat(style.letterSpacing) || 0;
      for (const match of node.textContent.matchAll(/[^\s-]{4,}/gu)) {
        const range = globalThis.document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
        const shown = style.textTransform === "uppercase" ? match[0].toUpperCase() : match[0];
        const wordWidth = canvas.measureText(shown).width + spacing * match[0].length;
        if (tops.size > 1 && wordWidth < lineWidth - 1)
          problems.push(
            `${describe(element)} breaks "${match[0]}" (${Math.round(wordWidth)} px) in a ${Math.round(lineWidth)} px line`,
          );
      }
    }
  }
  return problems;
}

for (const condition of conditions) {
  describe(condition.name, () => {
    for (const path of [...contentPages, ...infoPages]
      .map((route) => route.path)
      .concat(notFoundPath)) {
      it(`${path} reflows`, async () => {
        const { page } = await openPage(path, condition);
        // Every folded answer (the FAQ) opened, so its text is measured too.
        await page.evaluate(() => {
          for (const details of globalThis.document.querySelectorAll("details"))
            details.open = true;
        });
        assert.deepEqual(await page.evaluate(reflowProblems, "body"), []);
      });
    }

    for (const route of contentPages) {
      it(`${route.path}: the booking dialog and its toast reflow`, async () => {
        const { page } = await openPage(route.path, condition);
        await page.getByRole("button", { name: route.cta, exact: true }).first().click();
        const dialog = page.getByRole("dialog", { name: "Agendar Consulta" });
        await dialog.waitFor();
        assert.deepEqual(await page.evaluate(reflowProblems, '[role="dialog"]'), []);
        // An empty submit: the error toast appears beside the dialog, and must fit too.
        await dialog.getByRole("button", { name: "Enviar para WhatsApp" }).click();
        await page.getByText("Campos obrigatórios").waitFor();
        assert.deepEqual(await page.evaluate(reflowProblems, "body"), []);
      });
    }
  });
}
