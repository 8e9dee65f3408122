/**
 * The staff's part of the bench (`npm run bench`, or `--only staff`): what the phone page (/admin/consultorio/)
 * costs a receptionist's phone, beside the full editor (/admin/, Decap CMS), under the taps' phone profile (4x
 * CPU, 150 ms, 1.6 Mbps: tap-bench.mjs) with an empty cache each run. It reports and never fails.
 *
 * - JavaScript: the gzip size (from disk, as the host sends it) of every script the page had asked for by the
 *   moment it was usable.
 * - Time to a usable screen, from the navigation: for the phone page, signed in, the frame that shows the list of
 *   tasks (the practice's details read through the gateway); for the full editor, the frame that shows its
 *   "Entrar com o seu e-mail" button.
 *
 * The site runs as the host runs it: Cloudflare's runtime over the built folder with the content gateway, behind
 * the tests' stand-ins for Cloudflare Access and GitHub (__tests__/site/standIns/), which answer at once on this
 * machine; the throttling adds the phone's round trip to every request, GitHub's own time is not in the figures.
 */
import { generateKeyPairSync } from "node:crypto";
import { readdir } from "node:fs/promises";
import { createServer } from "node:net";
import { startAccessProxy, startAccessStandIn } from "../../__tests__/site/standIns/access.mjs";
import { repositoryFiles, startGitHubStandIn } from "../../__tests__/site/standIns/github.mjs";
import { startPagesDev } from "./pages-dev.mjs";
import { gzipSizeOf } from "./script-weight.mjs";
import { profiles } from "./tap-bench.mjs";

/** The pages measured, and what shows they are usable. */
export const staffPages = {
  phonePage: { path: "/admin/consultorio/", usable: 'nav a[href="#datas"]', signedIn: true },
  fullEditor: { path: "/admin/#/", usable: "button", usableText: "Entrar com o seu e-mail" },
};

/** The first-screen budget the phone page is held to (issue 38): gzip JavaScript and time, slow 4G, 4x CPU. */
export const phonePageBudget = { jsGzipKB: 150, usableMs: 3000 };

const repository = { owner: "proprietario", name: "site-oftalmologia", branch: "main" };
const staff = { email: "recepcao@clinica.example", name: "Ana da Recepção" };

/** Records, in the page, the first frame where `selector` (with `text`, if given) is on screen. */
function usableRecorder({ selector, text }) {
  const bench = { usable: 0 };
  globalThis.__staffBench = bench;
  const found = () =>
    [...globalThis.document.querySelectorAll(selector)].some(
      (element) =>
        element.getBoundingClientRect().height > 0 &&
        (!text || element.textContent.trim() === text),
    );
  new globalThis.MutationObserver(() => {
    if (bench.usable || !found()) return;
    bench.usable = -1;
    globalThis.requestAnimationFrame(() => {
      bench.usable = globalThis.performance.now();
    });
  }).observe(globalThis.document, { subtree: true, childList: true });
}

/** A port free on 127.0.0.1 now. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

async function contentPaths() {
  const paths = [];
  for (const folder of ["src/content", "src/content/artigos", "src/images"])
    for (const name of await readdir(folder))
      if (/\.(json|jpe?g|png)$/.test(name)) paths.push(`${folder}/${name}`);
  return paths;
}

/** One visit of `page`: a fresh, throttled phone; the time to usable and the scripts asked for by then. */
async function visit(browser, siteUrl, page, session, publicDir) {
  const context = await browser.newContext({
    viewport: { width: 360, height: 740 },
    isMobile: true,
    hasTouch: true,
  });
  try {
    await context.addInitScript(usableRecorder, {
      selector: page.usable,
      text: page.usableText,
    });
    if (page.signedIn)
      await context.addInitScript((token) => {
        globalThis.localStorage.setItem(
          "decap-cms-user",
          JSON.stringify({ backendName: "github", token }),
        );
      }, session);
    const tab = await context.newPage();
    const cdp = await context.newCDPSession(tab);
    const profile = profiles.mobile;
    await cdp.send("Network.enable");
    await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: profile.latencyMs,
      downloadThroughput: profile.downloadBytesPerSecond,
      uploadThroughput: profile.uploadBytesPerSecond,
    });
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: profile.cpuSlowdown });
    await tab.goto(siteUrl + page.path, { waitUntil: "commit" });
    await tab.waitForFunction(() => globalThis.__staffBench.usable > 0, null, {
      timeout: 120_000,
      polling: 100,
    });
    const { usable, scripts } = await tab.evaluate(() => {
      const at = globalThis.__staffBench.usable;
      return {
        usable: at,
        scripts: globalThis.performance
          .getEntriesByType("resource")
          .filter((entry) => /\.m?js(\?|$)/.test(entry.name) && entry.responseEnd <= at)
          .map((entry) => new URL(entry.name).pathname),
      };
    });
    const unique = [...new Set(scripts)];
    const sizes = await Promise.all(unique.map((path) => gzipSizeOf(publicDir, path)));
    return {
      usableMs: usable,
      jsGzipBytes: sizes.reduce((sum, size) => sum + size, 0),
      scripts: unique.map((path, index) => ({ path, gzip: sizes[index] })),
    };
  } finally {
    await context.close();
  }
}

/**
 * Measures both pages `runs` times each, interleaved, over the built folder `publicDir`, in `browser` (Playwright's
 * Chromium). Returns medians and every run.
 */
export async function benchStaff({ browser, publicDir, runs }) {
  const appKeys = generateKeyPairSync("rsa", {
    modulusLength: 2048,
    privateKeyEncoding: { type: "pkcs1", format: "pem" },
    publicKeyEncoding: { type: "spki", format: "pem" },
  });
  const app = { id: "123456", installationId: "7654321", publicKeyPem: appKeys.publicKey };
  const access = await startAccessStandIn();
  const github = await startGitHubStandIn({
    app,
    repository: { ...repository, files: await repositoryFiles(await contentPaths()) },
  });
  let site;
  let proxy;
  try {
    const jwt = await access.mint(staff);
    // The proxy is the site's address, so it is the runtime's SITE_URL (standIns/access.mjs says why).
    proxy = await startAccessProxy({ target: () => site.url, jwt: () => jwt });
    site = await startPagesDev({
      dir: publicDir,
      port: await freePort(),
      bindings: {
        SITE_URL: proxy.url,
        ...access.bindings,
        GITHUB_APP_ID: app.id,
        GITHUB_APP_INSTALLATION_ID: app.installationId,
        GITHUB_APP_PRIVATE_KEY: appKeys.privateKey,
        GITHUB_API_URL: github.url,
        EDITOR_SESSION_SECRET: "segredo-das-sessoes-do-editor-do-bench-0123456789",
        VITE_CMS_REPO: `${repository.owner}/${repository.name}`,
        VITE_CMS_BRANCH: repository.branch,
      },
    });
    const html = await (await fetch(`${proxy.url}/api/editor/session`)).text();
    const session = /authorization:github:success:\{\\"token\\":\\"([^"\\]+)\\"/.exec(html)?.[1];
    if (!session) throw new Error("The sign-in window handed over no session.");

    const samples = { phonePage: [], fullEditor: [] };
    for (let index = 1; index <= runs; index++)
      for (const [name, page] of Object.entries(staffPages)) {
        const sample = await visit(browser, proxy.url, page, session, publicDir);
        samples[name].push(sample);
        console.log(
          `staff ${index}/${runs} ${page.path}: usable at ${Math.round(sample.usableMs)} ms, ${Math.round(sample.jsGzipBytes / 102.4) / 10} KB of gzip JavaScript`,
        );
      }
    const median = (values) => {
      const sorted = values.toSorted((a, b) => a - b);
      const middle = Math.floor(sorted.length / 2);
      return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
    };
    const kb = (bytes) => Math.round(bytes / 102.4) / 10;
    return Object.fromEntries(
      Object.entries(samples).map(([name, runsOfPage]) => [
        name,
        {
          path: staffPages[name].path,
          usableMs: Math.round(median(runsOfPage.map((run) => run.usableMs))),
          jsGzipKB: kb(median(runsOfPage.map((run) => run.jsGzipBytes))),
          scripts: runsOfPage.at(-1).scripts.map(({ path, gzip }) => ({ path, gzipKB: kb(gzip) })),
          samples: runsOfPage.map(({ usableMs, jsGzipBytes }) => ({
            usableMs: Math.round(usableMs),
            jsGzipKB: kb(jsGzipBytes),
          })),
        },
      ]),
    );
  } finally {
    await proxy?.close();
    await site?.close();
    await github.close();
    await access.close();
  }
}

/** The part's table: the phone page beside the full editor, with the phone page's budget. */
export function staffTable(results) {
  const { phonePage, fullEditor } = results;
  return [
    "| | phone page (`/admin/consultorio/`) | full editor (`/admin/`) | phone page's budget |",
    "| --- | --: | --: | --- |",
    `| JavaScript to a usable screen, KB gzip | ${phonePage.jsGzipKB} | ${fullEditor.jsGzipKB} | <= ${phonePageBudget.jsGzipKB} |`,
    `| usable screen (slow 4G, 4x CPU), ms (median) | ${phonePage.usableMs} | ${fullEditor.usableMs} | <= ${phonePageBudget.usableMs.toLocaleString("en")} |`,
    `| each run, ms | ${phonePage.samples.map((run) => run.usableMs).join(", ")} | ${fullEditor.samples.map((run) => run.usableMs).join(", ")} | |`,
  ].join("\n");
}
