/**
 * The built site as the host serves it: Cloudflare Pages' own runtime (wrangler pages dev, at SITE_URL) with
 * public/_headers. Checks that the file means the same on every host (no header set by two blocks for one path,
 * no `!`), the security and caching headers each address gets, that every address the site hands out is answered
 * directly and the old forms are redirected to it, what unknown addresses get (also under /admin/), that each staff
 * page carries one policy, its own (only Decap CMS's, at /admin/, allows eval; the phone page, the results and the
 * guide run no code that needs it), also in a <meta> (so `/%61dmin/` runs under it too), and that in
 * Chromium, under the policy the host sends, every page runs with no violation, hydrates, and the booking form
 * still opens the WhatsApp chat in a new tab.
 */
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { cp, mkdtemp, readdir, readFile, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, relative, resolve, sep } from "node:path";
import { after, before, describe, it } from "node:test";
import {
  contentPages,
  gotoHydrated,
  infoPages,
  launchChromium,
  notFoundPath,
  siteUrl,
} from "./siteKit.mjs";
import {
  assertOneBlockPerHeader,
  directive,
  inlineScripts,
  metaPolicy,
  parseHeaders,
  policyAt,
  scriptHash,
} from "../../scripts/lib/headers.mjs";

/** The staff's pages other than Decap CMS, each under a policy of its own that allows no eval. */
const staffPages = ["/admin/consultorio/", "/admin/resultados/", "/admin/ajuda/"];
const staffPageFiles = staffPages.map((path) => `${path}index.html`);

/** Every page, the not-found page included. */
const pages = [...contentPages, ...infoPages, { path: notFoundPath }];

const immutable = "public, max-age=31536000, immutable";
const revalidate = "public, max-age=0, must-revalidate";

const site = { url: siteUrl() };
let rules;
let browser;

/** Every file of the built site, as a path from its root. */
async function builtFiles() {
  const entries = await readdir("public", { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map(
      (entry) => `/${relative("public", join(entry.parentPath, entry.name)).split(sep).join("/")}`,
    );
}

/** `path` with its first letter percent-encoded (`/catarata/` is `/%63atarata/`): the same file to the host. */
function encodedForm(path) {
  const at = path.search(/[a-z]/);
  return `${path.slice(0, at)}%${path.charCodeAt(at).toString(16)}${path.slice(at + 1)}`;
}

/** The policy a page carries in its own <meta>, or undefined. */
function metaPolicyOf(html) {
  return /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/
    .exec(html)?.[1]
    ?.replace(/&quot;/g, '"');
}

before(async () => {
  rules = parseHeaders(await readFile("public/_headers", "utf8"));
  browser = await launchChromium();
});

after(async () => {
  await browser?.close();
});

describe("_headers means the same on every host", () => {
  it("a built page with an inline script no code of the site writes stops the headers' step, naming the page", async () => {
    // The step as `npm run build` runs it, in a copy of the project whose public/ is the built site with one
    // script planted in /catarata/ (everything else linked to the repo's own). Without it, the same step passed on
    // this very build: `npm run build` ran it.
    const copy = await mkdtemp(join(tmpdir(), "planted-script-"));
    try {
      for (const name of ["static", "plugins", "src", "node_modules", "package.json", "scripts"])
        await symlink(resolve(name), join(copy, name));
      await cp("public", join(copy, "public"), { recursive: true });
      const page = join(copy, "public", "catarata", "index.html");
      const html = await readFile(page, "utf8");
      await writeFile(page, html.replace("</body>", "<script>fetch('/x')</script></body>"));
      const run = spawnSync(process.execPath, ["scripts/write-headers.mjs"], {
        cwd: copy,
        encoding: "utf8",
      });
      assert.notEqual(run.status, 0, run.stdout);
      assert.match(
        run.stderr,
        /catarata\/index\.html: an inline script that no code of the site writes/,
      );
      assert.match(run.stderr, /fetch\('\/x'\)/);
    } finally {
      await rm(copy, { recursive: true, force: true });
    }
  });

  it("public/_headers has fewer than 80 blocks, well under the 100 Cloudflare Pages reads, however many articles", () => {
    assert.ok(
      rules.length < 80,
      `${rules.length} blocks: see pageBlockPaths in scripts/lib/headers.mjs`,
    );
    assert.ok(
      rules.some((rule) => rule.path === "/conteudos/*/"),
      "the articles share one block",
    );
  });

  it("public/_headers: no header is set by two blocks for any file, page or unknown address", async () => {
    const paths = [...contentPages, ...infoPages].map((route) => route.path);
    paths.push(...(await builtFiles()));
    assert.doesNotThrow(() => assertOneBlockPerHeader(rules, paths));
  });

  it("public/_headers gives each page's addresses the hashes of that page's inline scripts, and no other's", async () => {
    const entries = await readdir("public", { recursive: true, withFileTypes: true });
    let checked = 0;
    for (const entry of entries.filter((e) => e.isFile() && e.name === "index.html")) {
      const file = relative("public", join(entry.parentPath, entry.name)).split(sep).join("/");
      if (file.startsWith("admin/") || file.startsWith("404/")) continue;
      const page = await readFile(join("public", file), "utf8");
      const own = [...new Set(inlineScripts(page).map(scriptHash))].sort();
      assert.ok(own.length >= 1, `${file} has no inline script`);
      const address = file === "index.html" ? "/" : `/${file.slice(0, -"index.html".length)}`;
      const csp = policyAt(rules, address) ?? "";
      assert.equal(directive(csp, "script-src"), `'self' ${own.join(" ")}`, address);
      checked += 1;
    }
    assert.ok(checked >= 4, `only ${checked} pages`);
  });
});

/** The checks every patient's page policy passes, from a header or the not-found page's <meta>. */
function assertPagePolicy(csp, { header }) {
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
    ["frame-ancestors", header ? "'none'" : undefined],
  ])
    assert.equal(directive(csp, name), value, name);
  const scriptSrc = directive(csp, "script-src") ?? "";
  assert.match(scriptSrc, /^'self'( 'sha256-[A-Za-z0-9+/]{43}=')+$/);
  assert.doesNotMatch(scriptSrc, /unsafe/);
}

/** Asserts that a page's policy allows exactly the inline scripts of its own HTML. */
function assertOwnScripts(policy, html, label) {
  const own = [...new Set(inlineScripts(html).map(scriptHash))].sort();
  assert.equal(directive(policy, "script-src"), `'self' ${own.join(" ")}`, label);
}

/** The policy public/_headers gives an address. */
function headerPolicyAt(path) {
  return policyAt(rules, path);
}

/** The headers every path gets, pages and editor alike. */
function assertCommonHeaders(response) {
  assert.equal(
    response.headers.get("strict-transport-security"),
    "max-age=31536000; includeSubDomains",
  );
  assert.equal(response.headers.get("x-content-type-options"), "nosniff");
  assert.equal(response.headers.get("referrer-policy"), "strict-origin-when-cross-origin");
  assert.equal(response.headers.get("x-frame-options"), "DENY");
  assert.match(
    response.headers.get("permissions-policy") ?? "",
    /^camera=\(\)|(^|, )camera=\(\).*geolocation=\(\).*microphone=\(\)/,
  );
}

describe("what Cloudflare's runtime answers", () => {
  for (const route of [...contentPages, ...infoPages]) {
    it(`${route.path} is answered directly, with one policy: its own`, async () => {
      const response = await fetch(site.url + route.path, { redirect: "manual" });
      assert.equal(response.status, 200);
      const csp = response.headers.get("content-security-policy") ?? "";
      // One policy: a second block's would show as a second default-src after a comma.
      assert.equal(csp.match(/default-src/g)?.length, 1, csp);
      assertPagePolicy(csp, { header: true });
      assertCommonHeaders(response);
      assert.equal(response.headers.get("cross-origin-opener-policy"), "same-origin");
      assert.equal(response.headers.get("cache-control"), revalidate);
      const html = await response.text();
      assertOwnScripts(csp, html, route.path);
      assert.equal(
        metaPolicyOf(html),
        metaPolicy(csp),
        "the same policy in the page, but frame-ancestors",
      );
    });
  }

  it("the service worker is JavaScript asked for again on every visit, and the offline card runs no script", async () => {
    const worker = await fetch(`${site.url}/sw.mjs`, { redirect: "manual" });
    assert.equal(worker.status, 200);
    assert.match(worker.headers.get("content-type") ?? "", /^text\/javascript\b/);
    assert.equal(worker.headers.get("cache-control"), "no-cache");
    assertCommonHeaders(worker);
    const card = await fetch(`${site.url}/sem-internet.html`);
    assert.equal(card.status, 200);
    assertCommonHeaders(card);
    const html = await card.text();
    assert.match(metaPolicyOf(html) ?? "", /^default-src 'none';/);
    assert.doesNotMatch(html, /<script/i);
  });

  it("an encoded or case-varied address of a page is served under the page's policy, in the page", async () => {
    const served = [];
    for (const route of [...contentPages, ...infoPages].filter((r) => /[a-z]/.test(r.path)))
      for (const path of [encodedForm(route.path), route.path.toUpperCase()]) {
        const response = await fetch(site.url + path, { redirect: "manual" });
        if (response.status >= 300 && response.status < 400) continue;
        const html = await response.text();
        const policy = metaPolicyOf(html);
        assert.ok(policy, `${path} (${response.status}) carries no policy`);
        assertPagePolicy(policy, { header: false });
        assertOwnScripts(policy, html, path);
        if (response.status === 200) {
          assert.equal(policy, metaPolicy(headerPolicyAt(route.path)), path);
          served.push(path);
        }
      }
    // The host finds the file after decoding the address: the encoded forms are the pages themselves.
    assert.ok(served.includes(encodedForm("/catarata/")), served.join(" "));
  });

  it("every page under public/admin/ carries its own address's policy in a <meta>", async () => {
    const files = (await builtFiles()).filter(
      (file) => file.startsWith("/admin/") && file.endsWith(".html"),
    );
    for (const page of ["/admin/index.html", "/admin/404.html", ...staffPageFiles])
      assert.ok(files.includes(page), `${page} is built`);
    for (const file of files) {
      const policy = policyAt(rules, file.replace(/(^|\/)index\.html$/, "$1"));
      assert.ok(policy, `${file}: _headers gives its address a policy`);
      assert.equal(metaPolicyOf(await readFile(`public${file}`, "utf8")), metaPolicy(policy), file);
    }
    const decap = metaPolicy(policyAt(rules, "/admin/") ?? "");
    assert.match(directive(decap, "script-src") ?? "", /'unsafe-eval'/, "Decap CMS's page");
  });

  it("an encoded address of the staff's pages (/%61dmin/) is served under the page's own policy, in the page", async () => {
    for (const [path, address, status] of [
      ["/%61dmin/", "/admin/", 200],
      ["/%61dmin/consultorio/", "/admin/consultorio/", 200],
      ["/%61dmin/resultados/", "/admin/resultados/", 200],
      ["/%61dmin/ajuda/", "/admin/ajuda/", 200],
      ["/%61dmin/nada-aqui", "/admin/404.html", 404],
    ]) {
      const response = await fetch(site.url + path, { redirect: "manual" });
      assert.equal(response.status, status, path);
      // The host matched no block of the staff's to the encoded address: the policy comes with the page.
      assert.equal(response.headers.get("content-security-policy"), null, path);
      assert.equal(
        metaPolicyOf(await response.text()),
        metaPolicy(policyAt(rules, address) ?? ""),
        path,
      );
    }
  });

  for (const path of staffPages)
    it(`${path} is answered with one policy, its own, which allows no eval and no WebAssembly`, async () => {
      const response = await fetch(site.url + path, { redirect: "manual" });
      assert.equal(response.status, 200, path);
      const csp = response.headers.get("content-security-policy") ?? "";
      // One policy: a second block's (Decap CMS's, say) would show as a second default-src after a comma.
      assert.equal(csp.match(/default-src/g)?.length, 1, csp);
      assert.equal(directive(csp, "script-src"), "'self'", csp);
      assert.doesNotMatch(csp, /unsafe-eval|github/, csp);
      assert.equal(directive(csp, "frame-ancestors"), "'none'");
      assert.equal(response.headers.get("x-robots-tag"), "noindex, nofollow");
      assert.equal(
        metaPolicyOf(await response.text()),
        metaPolicy(csp),
        "the same policy in the page",
      );
    });

  it("the staff's pages' own scripts compile no code: no eval, no new Function (Decap CMS's bundle aside)", async () => {
    const scripts = (await builtFiles()).filter(
      (file) => file.startsWith("/admin/assets/") && file.endsWith(".js"),
    );
    assert.ok(scripts.length, "the staff's pages' scripts are built");
    for (const file of scripts)
      assert.doesNotMatch(
        await readFile(`public${file}`, "utf8"),
        /\beval\(|new Function\b|[^.\w$]Function\(/,
        file,
      );
  });

  it("every address the pages, their share tags, JSON-LD and the sitemap hand out answers 200 directly", async () => {
    const handedOut = new Set();
    const sitemapIndex = await (await fetch(`${site.url}/sitemap-index.xml`)).text();
    const sitemaps = [...sitemapIndex.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      ([, loc]) => new URL(loc).pathname,
    );
    for (const sitemap of sitemaps) {
      const xml = await (await fetch(site.url + sitemap)).text();
      for (const [, loc] of xml.matchAll(/<loc>([^<]+)<\/loc>/g))
        handedOut.add(new URL(loc).pathname);
    }
    for (const route of pages) {
      const html = await (await fetch(site.url + route.path)).text();
      for (const [, href] of html.matchAll(/\shref="(\/[^"#?]*)/g)) handedOut.add(href);
      // Absolute addresses (canonical, og:url, JSON-LD's url, @id and items) are made for the published origin.
      for (const [, url] of html.matchAll(/"(https:\/\/www\.example\.com\/[^"#?\\]*)/g))
        handedOut.add(new URL(url).pathname);
    }
    assert.ok(handedOut.has("/catarata/") && handedOut.has("/links/"), [...handedOut].join(" "));
    for (const path of handedOut) {
      const response = await fetch(site.url + path, { redirect: "manual" });
      assert.equal(response.status, 200, `${path} answers ${response.status}`);
    }
  });

  for (const route of [...contentPages, ...infoPages].filter((r) => r.oldPath))
    it(`${route.oldPath}, the old form, is redirected once to ${route.path}`, async () => {
      const response = await fetch(site.url + route.oldPath, { redirect: "manual" });
      assert.equal(response.status, 308);
      assert.equal(response.headers.get("location"), route.path);
    });

  it("an unknown address gets the not-found page, 404, never cached, with one policy: its own", async () => {
    for (const path of [notFoundPath, `${notFoundPath}/mais/fundo`]) {
      const response = await fetch(site.url + path, { redirect: "manual" });
      assert.equal(response.status, 404, path);
      assert.equal(response.headers.get("cache-control"), "no-store", path);
      assert.equal(response.headers.get("content-security-policy"), null, path);
      assertCommonHeaders(response);
      const html = await response.text();
      const policy = metaPolicyOf(html);
      assert.ok(policy, `${path}: the not-found page carries its policy`);
      assertPagePolicy(policy, { header: false });
      assertOwnScripts(policy, html, path);
    }
  });

  it("the not-found page's own addresses and the editor's bare /admin", async () => {
    for (const path of ["/404", "/404/"]) {
      const response = await fetch(site.url + path, { redirect: "manual" });
      assert.equal(response.status, 200, path);
      assert.equal(response.headers.get("content-security-policy"), null, path);
      assert.ok(metaPolicyOf(await response.text()), `${path}: one policy, in the page`);
    }
    const html = await fetch(`${site.url}/404.html`, { redirect: "manual" });
    assert.equal(html.status, 308);
    assert.equal(html.headers.get("location"), "/404");
    const admin = await fetch(`${site.url}/admin`, { redirect: "manual" });
    assert.equal(admin.status, 308);
    assert.equal(admin.headers.get("location"), "/admin/");
  });

  it("a missing hashed file is a 404 that is never cached, not kept a year", async () => {
    const response = await fetch(`${site.url}/app-00000000000000000000.js`);
    assert.equal(response.status, 404);
    assert.equal(response.headers.get("cache-control"), "no-store");
  });

  it("an address under /admin/ that does not exist gets the staff's not-found page, under its policy, in the page", async () => {
    const response = await fetch(`${site.url}/admin/nada-aqui`, { redirect: "manual" });
    assert.equal(response.status, 404);
    // No block can name the addresses with no file without naming /admin/, Decap CMS's, too: the page brings it.
    assert.equal(response.headers.get("content-security-policy"), null);
    assert.equal(response.headers.get("x-robots-tag"), "noindex, nofollow");
    const html = await response.text();
    assert.match(html, /Página não encontrada/);
    const policy = metaPolicyOf(html) ?? "";
    assert.equal(policy, metaPolicy(policyAt(rules, "/admin/404.html") ?? ""));
    assert.equal(directive(policy, "script-src"), "'self'", "no eval");
    assert.deepEqual(inlineScripts(html), [], "nothing its policy would block");
  });

  it("hashed scripts and /static/ files are kept a year; the editor's WebAssembly goes out as such", async () => {
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
    const wasm = (await builtFiles()).find((file) => file.endsWith(".wasm"));
    assert.ok(wasm, "decap-cms ships a .wasm");
    assert.equal((await fetch(site.url + wasm)).headers.get("content-type"), "application/wasm");
  });

  it("HTML and page data are asked for again on every visit", async () => {
    for (const path of [
      "/",
      "/catarata/",
      "/links/",
      "/page-data/index/page-data.json",
      "/page-data/app-data.json",
    ]) {
      const response = await fetch(site.url + path, { redirect: "manual" });
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
  // The site's pages once React has them; the editor's pages (no React of the site's) once loaded.
  const response = path.startsWith("/admin/")
    ? await page.goto(site.url + path)
    : await gotoHydrated(page, site.url + path);
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

  it("at an encoded address, a page still runs under its policy: a script it was not built with never runs", async () => {
    const path = encodedForm("/catarata/");
    const { context, page, response, complaints } = await openPage(path);
    assert.equal(response.status(), 200);
    const ran = await page.evaluate(() => {
      const script = globalThis.document.createElement("script");
      script.textContent = "globalThis.injectedRan = true;";
      globalThis.document.body.append(script);
      return globalThis.injectedRan === true;
    });
    assert.equal(ran, false, `an injected inline script ran at ${path}`);
    assert.ok(
      complaints.some((text) => /script-src/.test(text)),
      `the policy refused it: ${JSON.stringify(complaints)}`,
    );
    await context.close();
  });

  it("the not-found page runs with no violation and hydrates", async () => {
    const { context, page, response, complaints, errors } = await openPage(notFoundPath);
    assert.equal(response.status(), 404);
    assert.equal(
      response.headers()["content-security-policy"],
      undefined,
      "its policy is in the page",
    );
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

  it("the editor's not-found page runs with no violation", async () => {
    const { context, page, response, complaints, errors } = await openPage("/admin/nada-aqui");
    assert.equal(response.status(), 404);
    await page.getByRole("heading", { name: "Página não encontrada" }).waitFor();
    assert.deepEqual(complaints, []);
    assert.deepEqual(
      errors.filter((e) => !/404/.test(e)),
      [],
    );
    await context.close();
  });
});
