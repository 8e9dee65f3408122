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
 * The same flows run in Chromium (Playwright), in Firefox (puppeteer-core over WebDriver BiDi) and in WebKit
 * (WebKitGTK's MiniBrowser through WebKitWebDriver, one session kept across the flows), the engines tests' drivers
 * (__tests__/site/engines/), each page found by its role and accessible name; ENGINES=chromium (or gecko, or
 * webkit) runs one alone. The booking's offline hand-off runs here in Chromium, and in all three engines in
 * __tests__/site/engines.test.mjs.
 */
import assert from "node:assert/strict";
import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { after, before, describe, it } from "node:test";
import { runnerImport } from "vite";
import { startPagesDev } from "../../scripts/lib/pages-dev.mjs";
import { gecko } from "./engines/gecko.mjs";
import { webkit } from "./engines/webkit.mjs";
import { freePort, launchChromium, siteUrl } from "./siteKit.mjs";

const repoRoot = resolve(import.meta.dirname, "../..");
const settings = JSON.parse(
  await readFile(join(repoRoot, "src/content/site-settings.json"), "utf8"),
);
const { module: names } = await runnerImport("./src/offline/workerNames.ts");

/** Today as the saved line writes it (the practice's time zone), with its year: the copies below are all saved today. */
const today = new Intl.DateTimeFormat("pt-BR", {
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  timeZone: "America/Fortaleza",
}).format(new Date());

/** The saved line of a copy saved today, at whatever minute. */
const savedToday = new RegExp(
  `^A internet não respondeu a tempo: esta é a cópia salva em ${today}, às \\d{2}:\\d{2}$`,
);

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

/**
 * Chromium through Playwright, as the engines' drivers answer: goto, count, click, type, evaluate, href, by role
 * and accessible name.
 */
function chromiumDriver() {
  let browser;
  return {
    name: "chromium",
    async newPage({ width, height }) {
      browser ??= await launchChromium();
      const context = await browser.newContext({ viewport: { width, height } });
      const page = await context.newPage();
      const byRole = (role, name) => page.getByRole(role, { name, exact: true });
      return {
        goto: (url) => page.goto(url, { waitUntil: "load" }),
        count: (role, name) => byRole(role, name).count(),
        click: (role, name) => byRole(role, name).first().click(),
        type: (role, name, text) => byRole(role, name).first().pressSequentially(text),
        evaluate: (fn, arg) => page.evaluate(fn, arg),
        close: () => context.close(),
      };
    },
    stop: () => browser?.close(),
  };
}

/** The `href` of the first link named `name` (read in the page: the drivers find, the page answers). */
const hrefOf = (page, name) =>
  page.evaluate(
    (text) =>
      [...globalThis.document.querySelectorAll("a")]
        .find((a) => a.textContent.trim() === text)
        ?.getAttribute("href") ?? null,
    name,
  );

/** The text of the saved line, or null where the page is not a saved copy. */
const savedLine = () =>
  globalThis.document.querySelector("[data-saved-copy]")?.textContent.trim() ?? null;

/** The worker's caches: every path each keeps, all together. */
const cachedPaths = () =>
  (async () => {
    const paths = [];
    for (const name of await globalThis.caches.keys())
      for (const request of await (await globalThis.caches.open(name)).keys())
        paths.push(new URL(request.url).pathname);
    return paths;
  })();

/** Whether the page in front is the staff's editor (Decap CMS's policy allows eval; no other page's does). */
const isEditor = () =>
  globalThis.location.pathname.startsWith("/admin") &&
  /unsafe-eval/.test(
    globalThis.document.querySelector('meta[http-equiv="Content-Security-Policy"]')?.content ?? "",
  );

const controlled = () => globalThis.navigator.serviceWorker.controller !== null;

const workerGone = async () =>
  (await globalThis.navigator.serviceWorker.getRegistrations()).length === 0 &&
  (await globalThis.caches.keys()).length === 0;

const newWorkerActive = async () => {
  const registration = await globalThis.navigator.serviceWorker.getRegistration();
  await registration?.update();
  return Boolean(registration?.active && !registration.installing && !registration.waiting);
};

const deployMark = () =>
  globalThis.document.querySelector('meta[name="deploy"]')?.getAttribute("content") ?? null;

// All three engines; ENGINES=chromium (or gecko, or webkit) runs one alone.
const engines = (process.env.ENGINES || "chromium,gecko,webkit").split(",");
const drivers = [chromiumDriver(), gecko(), webkit()].filter((driver) =>
  engines.includes(driver.name),
);

/** A page the suite's copy of the site serves with `Cache-Control: no-store`. */
const noStorePage = "/marcada/";

describe("a returning patient's site, offline, in each engine", () => {
  // The suite's own server is started here; siteUrl() only checks that the built site is the one under test.
  siteUrl();
  let dir;
  let port;
  let site;
  /** Each engine's page, kept across the phases: its worker and caches are that engine's own. */
  const pages = new Map();
  const base = () => `http://127.0.0.1:${port}`;
  const serve = async () => {
    await site?.close();
    site = await startPagesDev({ dir, port });
  };
  const goOffline = async () => {
    await site.close();
    site = undefined;
  };

  before(async () => {
    dir = await mkdtemp(join(tmpdir(), "offline-site-"));
    await cp(join(repoRoot, "public"), dir, { recursive: true });
    // A page the host marks no-store, as it would a staff session's page at any address: never to be kept.
    await mkdir(join(dir, "marcada"));
    await cp(join(dir, "acessibilidade", "index.html"), join(dir, "marcada", "index.html"));
    await writeFile(
      join(dir, "_headers"),
      `${await readFile(join(dir, "_headers"), "utf8")}\n${noStorePage}\n  Cache-Control: no-store\n`,
    );
    port = await freePort();
    await serve();
    for (const driver of drivers)
      pages.set(driver.name, await driver.newPage({ width: 360, height: 740 }));
  });

  after(async () => {
    for (const driver of drivers) {
      await pages
        .get(driver.name)
        ?.close()
        .catch(() => {});
      await driver.stop();
    }
    await site?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  /**
   * The flows of one phase, once in each engine: `flows(driver, page, visit)` declares its tests, where `visit`
   * goes to a path and says whether the browser loaded a page there (an error page is not one).
   */
  function inEachEngine(flows) {
    for (const driver of drivers) {
      const page = {};
      for (const name of ["goto", "count", "click", "type", "evaluate"])
        page[name] = (...args) => pages.get(driver.name)[name](...args);
      const visit = (path) =>
        page.goto(base() + path).then(
          () => true,
          () => false,
        );
      flows(driver, page, visit);
    }
  }

  // Online, the one runtime serving the build: each engine's worker installed and its pages kept.
  describe("online", () => {
    inEachEngine((driver, page, visit) => {
      it(`${driver.name}: online: / registers the worker once idle, and /catarata/ is kept as it is read; nothing else ahead but the card`, async () => {
        await visit("/");
        await until(() => page.evaluate(controlled), "the worker to control the page");
        await visit("/catarata/");
        await until(
          async () => (await page.evaluate(cachedPaths)).includes("/catarata/"),
          "/catarata/ kept",
        );
        // The booking's own code comes once the page is idle (the closed dialog, then its notices): kept as it
        // arrives, as on a patient's phone that stayed on the page a moment.
        await until(async () => {
          const paths = await page.evaluate(cachedPaths);
          return ["/booking-modal-", "/booking-toasts-"].every((chunk) =>
            paths.some((path) => path.startsWith(chunk)),
          );
        }, "the booking's code kept");
        // The staff's editor visited online too, at its own address and at another spelling the host serves it
        // at, and a page marked no-store: a worker that kept any would show below.
        await visit("/admin/");
        for (const path of ["/%61dmin/", noStorePage])
          assert.ok(await visit(path), `${path} loaded`);
        // The worker's own work on the page marked no-store done: its cache write, if it made one, is there.
        await visit("/catarata/");
        const paths = await page.evaluate(cachedPaths);
        assert.ok(paths.includes(names.offlineCardPath), "the offline card precached");
        assert.equal(paths.filter((path) => path.startsWith("/conteudos/")).length, 0);
        assert.deepEqual(
          paths.filter(
            (path) => /^\/(admin|api|%61dmin)(\/|$)/i.test(path) || path === noStorePage,
          ),
          [],
          "no staff page, no answer of the API and no page marked no-store kept",
        );
      });
    });
  });

  // The runtime stopped, the network really gone.
  describe("offline", () => {
    before(goOffline);
    inEachEngine((driver, page, visit) => {
      it(`${driver.name}: offline: /catarata/ comes from the copy, with one line that says so and when it was saved`, async () => {
        assert.ok(await visit("/catarata/"));
        assert.equal(await page.count("heading", "Catarata tem tratamento: conheça a cirurgia"), 1);
        // A status (a screen reader says it), whose words are its content: a status takes no name from them.
        assert.match(await page.evaluate(savedLine), savedToday);
        assert.equal(
          await page.evaluate(() =>
            globalThis.document.querySelector("[data-saved-copy]").getAttribute("role"),
          ),
          "status",
        );
      });

      it(`${driver.name}: offline: an article never opened shows the offline card, with the emergency line, a call to the landline and WhatsApp`, async () => {
        assert.ok(await visit("/conteudos/glaucoma/"));
        assert.equal(await page.count("heading", settings.doctorName), 1);
        const text = await page.evaluate(() => globalThis.document.body.textContent);
        assert.ok(text.includes(settings.practice.emergency), "the emergency line");
        assert.ok(text.includes(`CRM-${settings.state} ${settings.crm}`), "the CRM");
        assert.ok(text.includes(`RQE ${settings.rqe}`), "the RQE");
        assert.ok(
          !text.includes("continuam funcionando"),
          "no promise that WhatsApp works offline",
        );
        // A call only to a landline: the WhatsApp number is WhatsApp's only.
        const phone = settings.practice.landline;
        const national = (phone ?? "").slice(2);
        const call = `Ligar: (${national.slice(0, 2)}) ${national.slice(2, -4)}-${national.slice(-4)}`;
        assert.equal(await page.count("link", call), phone ? 1 : 0);
        if (phone) assert.equal(await hrefOf(page, call), `tel:+${phone}`);
        assert.equal(await page.count("link", "Conversar pelo WhatsApp"), 1);
        assert.match(
          await hrefOf(page, "Conversar pelo WhatsApp"),
          new RegExp(`^whatsapp://send\\?phone=${settings.whatsappNumber}&text=Ol%C3%A1`),
        );
      });

      it(`${driver.name}: offline: /admin/ is never served by the worker`, async () => {
        const loaded = await visit("/admin/");
        assert.equal(loaded && (await page.evaluate(isEditor).catch(() => false)), false);
        // The browser's own error page settles before the next page is asked for.
        await until(() => page.goto("about:blank").then(() => true), "the error page to settle");
      });

      // Not in Firefox here: headless Firefox, sent to the app's link with no app to open it, holds the tab (the way
      // forward came in one run of three, and the tab answered no navigation for some 30 s after), which would
      // stall the flows after it. WebKitGTK, with no app for it either, leaves the page for the link (Safari on an
      // iPhone stays and says the address is invalid), and the flows after it found no page. Both engines' offline
      // hand-off is held by __tests__/site/engines.test.mjs.
      it(
        `${driver.name}: offline: the booking opens the WhatsApp app's own link with the message, no web page between`,
        {
          skip:
            (driver.name === "gecko" &&
              "headless Firefox holds the tab on an app's link (see above)") ||
            (driver.name === "webkit" &&
              "WebKitGTK leaves the page for the app's link, with no app to open it (see above)"),
        },
        async () => {
          assert.ok(await visit("/catarata/"));
          await page.evaluate(() => {
            globalThis.__chats = [];
            globalThis.open = (url) => {
              globalThis.__chats.push(String(url));
              return null;
            };
          });
          await page.click("button", "Agendar consulta");
          await page.type("textbox", "Nome", "Maria");
          await page.type("textbox", "WhatsApp", "98987654321");
          await page.click("radio", "Agendar Consulta");
          await page.click("button", "Enviar para WhatsApp");
          const message =
            "Olá! Meu nome é Maria e vim através do site. Gostaria de agendar consulta. " +
            "É sobre cirurgia de catarata. WhatsApp para contato: (98) 98765-4321";
          const appLink = await until(
            () => hrefOf(page, "Abrir o aplicativo WhatsApp"),
            "the app's link",
          );
          assert.equal(
            appLink,
            `whatsapp://send?phone=${settings.whatsappNumber}&text=${encodeURIComponent(message)}`,
          );
          assert.deepEqual(
            await page.evaluate(() => globalThis.__chats),
            [],
            "no wa.me tab opened offline",
          );
        },
      );
    });
  });

  // A new deploy (a page and the worker changed) served on the same address.
  describe("back online after a new deploy", () => {
    before(async () => {
      const catarata = join(dir, "catarata/index.html");
      await writeFile(
        catarata,
        (await readFile(catarata, "utf8")).replace(
          "</head>",
          '<meta name="deploy" content="nova versão"></head>',
        ),
      );
      const worker = join(dir, names.workerPath);
      await writeFile(worker, `${await readFile(worker, "utf8")}\n// a new deploy\n`);
      await serve();
    });
    inEachEngine((driver, page, visit) => {
      it(`${driver.name}: back online after a new deploy: the new build's page, and the new worker in charge`, async () => {
        assert.ok(await visit("/catarata/"));
        assert.equal(await page.evaluate(deployMark), "nova versão");
        assert.equal(await page.evaluate(savedLine), null);
        await until(() => page.evaluate(newWorkerActive), "the new worker active");
      });
    });
  });

  describe("offline again after it", () => {
    before(goOffline);
    inEachEngine((driver, page, visit) => {
      // Not in WebKit: there, the page read while the new worker took over was kept in one run alone, and not in
      // two with other tests running beside it (the copy shown offline was the old page, with its own older date).
      // WebKitGTK seems to end the replaced worker before it finishes writing the copy of the page it served; the
      // next page read online is kept by the new worker. The flows before and after this one hold in WebKit.
      it(
        `${driver.name}: offline again after it: the copy kept is the new build's page`,
        {
          skip:
            driver.name === "webkit" &&
            "WebKitGTK did not always keep the page read as the new worker took over (see above)",
        },
        async () => {
          assert.ok(await visit("/catarata/"));
          assert.equal(await page.evaluate(deployMark), "nova versão");
          assert.match(await page.evaluate(savedLine), savedToday);
        },
      );
    });
  });

  // The removal setting's deploy: the worker SERVICE_WORKER=remove builds, and the pages without the registration.
  describe("the removal setting's deploy", () => {
    before(async () => {
      const { module: worker } = await runnerImport("./plugins/offline-worker/buildWorker.ts");
      await worker.buildWorker(repoRoot, dir, "remove");
      const registration = `<script>${names.registrationScript}</script>`;
      for (const file of await htmlFiles(dir)) {
        const html = await readFile(file, "utf8");
        if (html.includes(registration)) await writeFile(file, html.replace(registration, ""));
      }
      await serve();
    });
    inEachEngine((driver, page, visit) => {
      it(`${driver.name}: the removal setting's deploy leaves no worker and no cache`, async () => {
        assert.ok(await visit("/"));
        await until(() => page.evaluate(workerGone), "no worker and no cache");
        // A page opened since is the network's, and no worker answers for it.
        assert.ok(await visit("/catarata/"));
        assert.equal(await page.evaluate(controlled), false);
        assert.deepEqual(await page.evaluate(cachedPaths), []);
      });
    });
  });
});
