/**
 * The built site served as the CDN serves it: public/ with the headers of public/_headers applied (this test's
 * own server, not `gatsby serve`, which knows nothing of _headers). Checks the security and caching headers, and
 * that in Chromium, under that Content-Security-Policy and opener policy, every page runs with no violation,
 * hydrates, and the booking form still opens the WhatsApp chat in a new tab.
 */
import assert from "node:assert/strict";
import { readdir, readFile } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import { after, before, describe, it } from "node:test";
import { contentPages, launchChromium, notFoundPath } from "./siteKit.mjs";
import {
  completeHeaders,
  directive,
  headersFor,
  inlineScripts,
  parseHeaders,
  pathMatches,
  scriptHash,
} from "../../scripts/lib/headers.mjs";
import { serveStatic } from "../../scripts/lib/static-server.mjs";

/** Every page, the not-found page included. */
const pages = [...contentPages, { path: notFoundPath }];

const immutable = "public, max-age=31536000, immutable";
const revalidate = "public, max-age=0, must-revalidate";

let rules;
let site;
let browser;

before(async () => {
  rules = parseHeaders(await readFile("public/_headers", "utf8"));
  site = await serveStatic("public", { headersFor: (urlPath) => headersFor(rules, urlPath) });
  browser = await launchChromium();
});

after(async () => {
  await browser?.close();
  await site?.close();
});

describe("reading _headers", () => {
  it("matches paths with * as any characters", () => {
    assert.ok(pathMatches("/*", "/"));
    assert.ok(pathMatches("/*.js", "/app-1b67f913400084f70a24.js"));
    assert.ok(pathMatches("/static/*", "/static/abc/1d916/photo.avif?x=1"));
    assert.ok(!pathMatches("/static/*", "/app.js"));
    assert.ok(!pathMatches("/*.js", "/app.js.map"));
    assert.ok(!pathMatches("/catarata", "/catarata/"));
  });

  it("applies every matching rule and joins a repeated header with a comma, as the CDNs do", () => {
    const parsed = parseHeaders(
      "# note\n/*\n  X-A: 1\n  Cache-Control: a\n/*.js\n  cache-control: b\n",
    );
    assert.deepEqual(headersFor(parsed, "/x.js"), { "x-a": "1", "cache-control": "a, b" });
    assert.deepEqual(headersFor(parsed, "/x.css"), { "x-a": "1", "cache-control": "a" });
  });

  it("drops a header an earlier rule set when a later one detaches it with `! Name`", () => {
    const parsed = parseHeaders("/*\n  X-A: 1\n  X-B: 2\n/admin/*\n  ! X-A\n  X-A: 3\n");
    assert.deepEqual(headersFor(parsed, "/admin/x"), { "x-a": "3", "x-b": "2" });
    assert.deepEqual(headersFor(parsed, "/x"), { "x-a": "1", "x-b": "2" });
  });

  it("keeps one block per path, and the editor's page out of the patients' script hashes", () => {
    const template = "/*\n  CSP-Hashes: {{script-hashes}}\n/admin\n  X-A: 1\n# {{html-routes}}\n";
    const { headers, hashes } = completeHeaders(template, [
      { file: "index.html", html: "<script>a()</script>" },
      { file: "admin/index.html", html: "<script>b()</script>" },
    ]);
    assert.deepEqual(hashes, [scriptHash("a()")]);
    assert.equal(parseHeaders(headers).filter((rule) => rule.path === "/admin").length, 1);
    assert.deepEqual(headersFor(parseHeaders(headers), "/admin"), {
      "csp-hashes": scriptHash("a()"),
      "cache-control": "public, max-age=0, must-revalidate",
      "x-a": "1",
    });
    assert.throws(
      () => completeHeaders(`${template}/admin\n  X-B: 2\n`, []),
      /two blocks for \/admin/,
    );
  });

  it("finds only the inline scripts a browser runs, with the hash browsers compute", () => {
    const html =
      '<script>a()</script><script src="/x.js"></script><script type="module">b()</script>' +
      '<script type="application/ld+json">{"@type":"Physician"}</script>';
    assert.deepEqual(inlineScripts(html), ["a()", "b()"]);
    // echo -n 'a()' | openssl dgst -sha256 -binary | base64
    assert.equal(scriptHash("a()"), "'sha256-qVpDBgj7bpq5hMAcGp3AOc79J3Y1Z4HvySTwKrWDoy4='");
  });
});

describe("public/_headers", () => {
  it("lists the hash of every inline script of every built page", async () => {
    const csp = headersFor(rules, "/")["content-security-policy"] ?? "";
    const entries = await readdir("public", { recursive: true, withFileTypes: true });
    const html = entries.filter((entry) => entry.isFile() && entry.name.endsWith(".html"));
    assert.ok(html.length >= 4);
    for (const entry of html) {
      const page = await readFile(`${entry.parentPath}/${entry.name}`, "utf8");
      for (const body of inlineScripts(page))
        assert.ok(
          csp.includes(scriptHash(body)),
          `${entry.name}: no hash for ${body.slice(0, 60)}`,
        );
    }
  });
});

describe("headers served", () => {
  for (const route of pages) {
    it(`${route.path} has the security headers`, async () => {
      const response = await fetch(site.url + route.path);
      const csp = response.headers.get("content-security-policy") ?? "";
      for (const [name, value] of [
        ["default-src", "'self'"],
        ["style-src", "'self' 'unsafe-inline'"],
        ["img-src", "'self' data:"],
        ["font-src", "'self'"],
        ["connect-src", "'self'"],
        ["manifest-src", "'self'"],
        ["object-src", "'none'"],
        ["base-uri", "'self'"],
        ["form-action", "'self'"],
        ["frame-ancestors", "'none'"],
      ])
        assert.equal(directive(csp, name), value, name);
      const scriptSrc = directive(csp, "script-src") ?? "";
      assert.match(scriptSrc, /^'self'( 'sha256-[A-Za-z0-9+/]{43}=')+$/);
      assert.doesNotMatch(scriptSrc, /unsafe/);
      assert.equal(
        response.headers.get("strict-transport-security"),
        "max-age=31536000; includeSubDomains",
      );
      assert.equal(response.headers.get("x-content-type-options"), "nosniff");
      assert.equal(response.headers.get("referrer-policy"), "strict-origin-when-cross-origin");
      assert.match(
        response.headers.get("permissions-policy") ?? "",
        /(^|, )camera=\(\).*geolocation=\(\).*microphone=\(\)/,
      );
      assert.equal(response.headers.get("cross-origin-opener-policy"), "same-origin");
    });
  }

  it("hashed scripts and /static/ files are kept a year", async () => {
    const files = await readdir("public");
    const script = files.find((file) => /^app-[0-9a-f]{20}\.js$/.test(file));
    const assets = await readdir("public/static", { recursive: true, withFileTypes: true });
    const asset = assets.find((entry) => entry.isFile());
    assert.ok(script && asset, "a built script and a /static/ file");
    const assetPath = `/${relative("public", join(asset.parentPath, asset.name)).split(sep).join("/")}`;
    for (const path of [`/${script}`, assetPath]) {
      const response = await fetch(site.url + path);
      assert.equal(response.status, 200, path);
      assert.equal(response.headers.get("cache-control"), immutable, path);
    }
  });

  it("HTML and page data are asked for again on every visit", async () => {
    for (const path of [
      "/",
      "/catarata",
      "/catarata/",
      "/links",
      "/404.html",
      "/page-data/index/page-data.json",
      "/page-data/app-data.json",
    ]) {
      const response = await fetch(site.url + path);
      assert.equal(response.status, 200, path);
      assert.equal(response.headers.get("cache-control"), revalidate, path);
    }
  });
});

/**
 * A page that records every CSP, Permissions-Policy or opener-policy complaint (console messages and
 * `securitypolicyviolation` events), what `window.open` returns, and console errors; chat tabs are answered
 * locally (no network here).
 */
async function openPage(path) {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  await context.route("https://wa.me/**", (route) => route.fulfill({ status: 200, body: "chat" }));
  const page = await context.newPage();
  const complaints = [];
  const errors = [];
  page.on("console", (message) => {
    if (
      /Content Security Policy|Permissions-Policy|Cross-Origin-Opener-Policy/i.test(message.text())
    )
      complaints.push(message.text());
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(String(error)));
  await page.exposeFunction("reportViolation", (text) => complaints.push(text));
  await page.addInitScript(() => {
    globalThis.document.addEventListener("securitypolicyviolation", (event) =>
      globalThis.reportViolation(
        `${event.violatedDirective} blocked ${event.blockedURI || "inline"} (${event.sample})`,
      ),
    );
    const open = globalThis.open;
    globalThis.open = function (...args) {
      const tab = open.apply(this, args);
      globalThis.openReturned = tab === null ? "null" : "window";
      globalThis.openedTab = tab;
      return tab;
    };
  });
  const response = await page.goto(site.url + path, { waitUntil: "networkidle" });
  return { context, page, response, complaints, errors };
}

describe("in Chromium, under these headers", () => {
  for (const route of pages.filter((r) => r.cta)) {
    it(`${route.path} runs with no violation, hydrates, and the booking form opens the chat`, async () => {
      const { context, page, response, complaints, errors } = await openPage(route.path);
      assert.ok(response.headers()["content-security-policy"], "the page came with its CSP");
      await page.getByRole("button", { name: route.cta, exact: true }).first().click();
      const dialog = page.getByRole("dialog", { name: "Agendar Consulta" });
      await dialog.waitFor({ timeout: 5000 });
      await dialog.getByLabel("Nome").fill("Maria");
      await dialog.getByLabel("WhatsApp").pressSequentially("98987654321");
      await dialog.getByRole("radio", { name: "Realizar Exames" }).check();
      const [chat] = await Promise.all([
        context.waitForEvent("page"),
        dialog.getByRole("button", { name: "Enviar para WhatsApp" }).click(),
      ]);
      await chat.waitForLoadState();
      assert.ok(chat.url().startsWith("https://wa.me/"), chat.url());
      // A null here would mean the site could not tell an opened tab from a blocked popup.
      assert.equal(await page.evaluate(() => globalThis.openReturned), "window");
      // Cross-Origin-Opener-Policy took effect: the chat went to a browsing context group of its own, so this
      // page's handle on it reads as closed (without COOP it would still read as open).
      assert.equal(await page.evaluate(() => globalThis.openedTab?.closed), true);
      await dialog.waitFor({ state: "detached" });
      assert.deepEqual(complaints, []);
      assert.deepEqual(errors, []);
      await context.close();
    });
  }

  it("the not-found page runs with no violation and hydrates", async () => {
    const { context, page, response, complaints, errors } = await openPage(notFoundPath);
    assert.equal(response.status(), 404);
    assert.ok(response.headers()["content-security-policy"], "the page came with its CSP");
    // The page logs the bad path from an effect, which runs only once React has hydrated.
    const logged = (text) => text.includes(notFoundPath);
    if (!errors.some(logged))
      await page.waitForEvent("console", { predicate: (m) => logged(m.text()), timeout: 5000 });
    assert.ok(
      errors.some(logged),
      `expected the not-found page's console error, got ${JSON.stringify(errors)}`,
    );
    assert.deepEqual(complaints, []);
    await context.close();
  });
});
