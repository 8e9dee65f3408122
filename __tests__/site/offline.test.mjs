/**
 * A returning patient's site offline (issue 39; docs/how-a-page-starts.md, "Offline"): the service worker built
 * into public/ (plugins/offline-worker/), in a real browser against Cloudflare's own runtime.
 *
 * "Offline" here is the network really gone: this file serves its own copy of the built site (wrangler pages dev
 * on a port of its own, so the worker's origin is this file's alone) and stops that server, so every request the
 * worker makes fails as it does on a phone with no data. A "new deploy" is the same copy changed while the
 * server is down (a page's text and the worker's file), then served again on the same address; the removal
 * setting's deploy is the copy given the worker `SERVICE_WORKER=remove` builds (built by the plugin's own
 * buildWorker) and its pages without the registration, as that build writes them.
 *
 * In Chromium. (Firefox and WebKit: not yet driven here; the booking's offline hand-off is held in all three by
 * __tests__/site/engines.test.mjs.)
 */
import assert from "node:assert/strict";
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { after, before, describe, it } from "node:test";
import { runnerImport } from "vite";
import { startPagesDev } from "../../scripts/lib/pages-dev.mjs";
import { freePort, launchChromium, siteUrl } from "./siteKit.mjs";

const repoRoot = resolve(import.meta.dirname, "../..");
const settings = JSON.parse(
  await readFile(join(repoRoot, "src/content/site-settings.json"), "utf8"),
);
const { module: names } = await runnerImport("./src/offline/workerNames.ts");

/** Today as the saved line writes it (the practice's time zone): the copies below are all saved today. */
const today = new Intl.DateTimeFormat("pt-BR", {
  day: "2-digit",
  month: "2-digit",
  timeZone: "America/Fortaleza",
}).format(new Date());

/** Polls `check` until it answers truthy (a browser's worker does its work in its own time), or fails naming `what`. */
async function until(check, what, timeoutMs = 20_000) {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await check().catch(() => undefined);
    if (value) return value;
    if (Date.now() > end) throw new Error(`Still waiting for ${what}`);
    await new Promise((done) => setTimeout(done, 250));
  }
}

/** Every HTML file under `dir`. */
async function htmlFiles(dir) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
    .map((entry) => join(entry.parentPath, entry.name));
}

describe("a returning patient's site, offline", () => {
  // The suite's own server is started here; siteUrl() only checks that the built site is the one under test.
  siteUrl();
  let dir;
  let port;
  let site;
  let browser;
  let context;
  let page;
  const base = () => `http://127.0.0.1:${port}`;
  const serve = async () => {
    await site?.close();
    site = await startPagesDev({ dir, port });
  };
  const goOffline = async () => {
    await site.close();
    site = undefined;
  };
  /** The worker's caches, as the page sees them: each cache's name and the paths it keeps. */
  const cached = () =>
    page.evaluate(async () => {
      const all = {};
      for (const name of await globalThis.caches.keys()) {
        const cache = await globalThis.caches.open(name);
        all[name] = (await cache.keys()).map((request) => new URL(request.url).pathname);
      }
      return all;
    });
  const cachedPaths = async () => Object.values(await cached()).flat();

  before(async () => {
    dir = await mkdtemp(join(tmpdir(), "offline-site-"));
    await cp(join(repoRoot, "public"), dir, { recursive: true });
    port = await freePort();
    await serve();
    browser = await launchChromium();
    context = await browser.newContext({ viewport: { width: 360, height: 740 } });
    // The chat is recorded, never opened: a new tab's window.open, and where the app's own link goes.
    await context.addInitScript(() => {
      globalThis.__chats = [];
      globalThis.open = (url, target) => {
        globalThis.__chats.push({ url: String(url), target: String(target) });
        return null;
      };
    });
    page = await context.newPage();
  });

  after(async () => {
    await browser?.close();
    await site?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it("online: / registers the worker once idle, and /catarata/ is kept as it is read; nothing else ahead but the card", async () => {
    await page.goto(`${base()}/`, { waitUntil: "load" });
    await until(
      () => page.evaluate(() => navigator.serviceWorker.controller !== null),
      "the worker to control the page",
    );
    await page.goto(`${base()}/catarata/`, { waitUntil: "networkidle" });
    await until(async () => (await cachedPaths()).includes("/catarata/"), "/catarata/ kept");
    // The staff's editor visited online too: a worker that kept it would show below.
    await page.goto(`${base()}/admin/`, { waitUntil: "domcontentloaded" });
    const paths = await cachedPaths();
    assert.ok(paths.includes(names.offlineCardPath), "the offline card precached");
    assert.equal(paths.filter((path) => path.startsWith("/conteudos/")).length, 0);
    assert.deepEqual(
      paths.filter((path) => /^\/(admin|api)(\/|$)/.test(path)),
      [],
      "no staff page and no answer of the API kept",
    );
  });

  it("offline: /catarata/ comes from the copy, with one line that says so and when it was saved", async () => {
    await goOffline();
    await page.goto(`${base()}/catarata/`, { waitUntil: "load" });
    assert.match(
      await page.getByRole("heading", { level: 1 }).first().innerText(),
      /Catarata tem tratamento/,
    );
    const line = page.getByRole("status").filter({ hasText: "Sem internet" });
    assert.equal(await line.count(), 1);
    assert.equal(
      (await line.innerText()).trim(),
      `Sem internet: esta é a versão salva em ${today}`,
    );
  });

  it("offline: the booking opens the WhatsApp app's own link with the message, no web page between", async () => {
    await page.getByRole("button", { name: "Agendar consulta", exact: true }).first().click();
    const dialog = page.getByRole("dialog", { name: "Agendar Consulta" });
    await dialog.waitFor({ timeout: 15_000 });
    await dialog.getByLabel("Nome").fill("Maria");
    await dialog.getByLabel("WhatsApp").pressSequentially("98987654321");
    await dialog.getByRole("radio", { name: "Agendar Consulta", exact: true }).check();
    await dialog.getByRole("button", { name: "Enviar para WhatsApp" }).click();
    const message =
      "Olá! Meu nome é Maria e vim através do site. Gostaria de agendar consulta. " +
      "É sobre cirurgia de catarata. WhatsApp para contato: (98) 98765-4321";
    const appLink = page.getByRole("link", { name: "Abrir o aplicativo WhatsApp" });
    await appLink.waitFor({ timeout: 15_000 });
    assert.equal(
      await appLink.getAttribute("href"),
      `whatsapp://send?phone=${settings.whatsappNumber}&text=${encodeURIComponent(message)}`,
    );
    assert.deepEqual(
      await page.evaluate(() => globalThis.__chats),
      [],
      "no wa.me tab opened offline",
    );
  });

  it("offline: an article never opened shows the offline card, with a call and WhatsApp", async () => {
    await page.goto(`${base()}/conteudos/glaucoma/`, { waitUntil: "load" });
    assert.equal(await page.getByRole("heading", { level: 1 }).innerText(), settings.doctorName);
    const call = page.getByRole("link", { name: /^Ligar/ });
    assert.equal(
      await call.getAttribute("href"),
      `tel:+${settings.practice.landline ?? settings.whatsappNumber}`,
    );
    const chat = page.getByRole("link", { name: "Conversar pelo WhatsApp" });
    assert.match(
      await chat.getAttribute("href"),
      new RegExp(`^whatsapp://send\\?phone=${settings.whatsappNumber}&text=Ol%C3%A1`),
    );
  });

  it("offline: /admin/ is never served by the worker", async () => {
    await assert.rejects(
      page.goto(`${base()}/admin/`, { waitUntil: "load" }),
      /ERR_CONNECTION_REFUSED|ERR_INTERNET_DISCONNECTED|ERR_FAILED/,
    );
    // The browser's own error page, not a kept copy: it settles before the next page is asked for.
    await until(() => page.goto("about:blank").then(() => true), "the error page to settle");
  });

  it("back online after a new deploy: the new build's page, kept in place of the old", async () => {
    const catarata = join(dir, "catarata/index.html");
    await writeFile(
      catarata,
      (await readFile(catarata, "utf8")).replace(
        "</head>",
        '<meta name="deploy" content="nova versão"></head>',
      ),
    );
    const deployed = () => page.locator('meta[name="deploy"]').getAttribute("content");
    const worker = join(dir, names.workerPath);
    await writeFile(worker, `${await readFile(worker, "utf8")}\n// a new deploy\n`);
    await serve();
    await page.goto(`${base()}/catarata/`, { waitUntil: "load" });
    assert.equal(await deployed(), "nova versão");
    assert.equal(await page.getByRole("status").filter({ hasText: "Sem internet" }).count(), 0);
    // The new worker is the one in charge, and the copy kept is the new page: offline again, that is what shows.
    await until(
      () =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration();
          await registration?.update();
          return registration?.active && !registration.installing && !registration.waiting;
        }),
      "the new worker active",
    );
    await goOffline();
    await page.goto(`${base()}/catarata/`, { waitUntil: "load" });
    assert.equal(await deployed(), "nova versão");
    assert.equal(await page.getByRole("status").filter({ hasText: "Sem internet" }).count(), 1);
  });

  it("the removal setting's deploy leaves no worker and no cache", async () => {
    const { module: worker } = await runnerImport("./plugins/offline-worker/buildWorker.ts");
    await worker.buildWorker(repoRoot, dir, "remove");
    const registration = `<script>${names.registrationScript}</script>`;
    for (const file of await htmlFiles(dir)) {
      const html = await readFile(file, "utf8");
      if (html.includes(registration)) await writeFile(file, html.replace(registration, ""));
    }
    await serve();
    await page.goto(`${base()}/`, { waitUntil: "load" });
    await until(
      () =>
        page.evaluate(
          async () =>
            (await navigator.serviceWorker.getRegistrations()).length === 0 &&
            (await globalThis.caches.keys()).length === 0,
        ),
      "no worker and no cache",
    );
    // A page opened since is the network's, and no worker answers for it.
    await page.goto(`${base()}/catarata/`, { waitUntil: "load" });
    assert.equal(await page.evaluate(() => navigator.serviceWorker.controller), null);
    assert.deepEqual(await cached(), {});
  });
});
