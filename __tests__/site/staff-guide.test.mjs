/**
 * The staff's guide in the editor, /admin/ajuda/, as the host serves it (SITE_URL: Cloudflare's own runtime with
 * the built _headers): answered at its one address under the staff's headers and a policy of its own without eval,
 * in Portuguese, with the same
 * first heading as docs/guia-da-equipe.md (the page is made from that file), running no script, readable on a
 * narrow phone with the text at 200%, and with no WCAG 2.2 AA violation axe finds. That the editor's staff line
 * links to it is checked where a staff member signs in (editor-login.test.mjs).
 */
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { after, before, describe, it } from "node:test";
import { launchChromium, siteUrl } from "./siteKit.mjs";

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");

const base = siteUrl();
const guidePath = "/admin/ajuda/";
/** The guide's first heading, as docs/ holds it. */
const title = /^# (.+)$/m.exec(readFileSync("docs/guia-da-equipe.md", "utf8"))?.[1] ?? "";

let browser;
before(async () => {
  browser = await launchChromium();
});
after(async () => {
  await browser?.close();
});

describe("the staff's guide at /admin/ajuda/", () => {
  it("answers 200 at its address, in Portuguese, with the guide's first heading and no script", async () => {
    assert.notEqual(title, "", "docs/guia-da-equipe.md has a first heading");
    const response = await fetch(base + guidePath, { redirect: "manual" });
    assert.equal(response.status, 200);
    assert.match(response.headers.get("content-type") ?? "", /^text\/html/);
    const html = await response.text();
    assert.match(html, /<html lang="pt-BR">/);
    assert.ok(html.includes(`<h1>${title}</h1>`), `the page's h1 is "${title}"`);
    assert.ok(!/<script/i.test(html), "the page runs no script");
  });

  it("is served under the staff's headers, like /admin/, with a policy of its own that allows no eval", async () => {
    const [guide, editor] = await Promise.all([
      fetch(base + guidePath, { redirect: "manual" }),
      fetch(`${base}/admin/`, { redirect: "manual" }),
    ]);
    for (const name of ["cross-origin-opener-policy", "x-robots-tag"])
      assert.equal(guide.headers.get(name), editor.headers.get(name), name);
    assert.equal(guide.headers.get("x-robots-tag"), "noindex, nofollow");
    // Decap CMS's policy allows eval; the guide, which runs no script, has one policy, its own, which does not.
    const csp = guide.headers.get("content-security-policy") ?? "";
    assert.equal(csp.match(/default-src/g)?.length, 1, csp);
    assert.doesNotMatch(csp, /unsafe-eval/, csp);
    assert.match(editor.headers.get("content-security-policy") ?? "", /'unsafe-eval'/);
  });

  it("reads on a 320 px phone with the text at 200%: its title, its sections, nothing past the edge", async () => {
    const context = await browser.newContext({ viewport: { width: 320, height: 640 } });
    const page = await context.newPage();
    const complaints = [];
    const errors = [];
    page.on("console", (message) => {
      if (message.type() === "error") complaints.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(String(error)));
    const cdp = await context.newCDPSession(page);
    await cdp.send("Page.enable");
    await cdp.send("Page.setFontSizes", { fontSizes: { standard: 32, fixed: 26 } });
    // The guide runs no script: loaded is whole.
    await page.goto(base + guidePath);

    await page.getByRole("heading", { level: 1, name: title }).waitFor();
    const contents = page.getByRole("navigation", { name: "Nesta página" });
    const sections = await contents.getByRole("link").all();
    assert.ok(sections.length > 5, "the guide's sections are listed");
    const second = sections[1];
    const target = (await second.getAttribute("href")) ?? "";
    await second.click();
    assert.equal(new URL(page.url()).hash, target);
    assert.ok(await page.locator(target).isVisible());
    assert.equal(
      await page.getByRole("link", { name: "Abrir o editor" }).getAttribute("href"),
      "/admin/",
    );

    const overflow = await page.evaluate(() => {
      const root = globalThis.document.documentElement;
      return { scroll: root.scrollWidth, client: root.clientWidth };
    });
    assert.ok(
      overflow.scroll <= overflow.client,
      `the page is ${overflow.scroll} px wide in a ${overflow.client} px window`,
    );
    const bodySize = await page.evaluate(() =>
      parseFloat(globalThis.getComputedStyle(globalThis.document.querySelector("main p")).fontSize),
    );
    assert.ok(bodySize >= 32, `the text grows with the reader's setting (${bodySize} px)`);
    assert.deepEqual(complaints, []);
    assert.deepEqual(errors, []);
    await context.close();
  });

  it("has no violation of WCAG 2.2 A and AA that axe finds", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(base + guidePath);
    // Through DevTools, not as a <script>: the editor's policy allows none inline.
    await page.evaluate(axeSource);
    const violations = await page.evaluate(async () => {
      const result = await globalThis.axe.run(globalThis.document, {
        runOnly: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"],
      });
      return result.violations.map(
        (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
      );
    });
    assert.deepEqual(violations, []);
    await context.close();
  });
});
