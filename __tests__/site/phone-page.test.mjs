/**
 * The phone page (/admin/consultorio/) as the practice's receptionist uses it, on Cloudflare's own runtime (a
 * `wrangler pages dev` of its own over public/, with the host's sign-in settings), behind a stand-in for Cloudflare
 * Access (standIns/access.mjs: the staff member's JWT on every request, as Access adds it) and with a stand-in
 * GitHub (standIns/github.mjs) behind the real content gateway.
 *
 * - At 360 × 740 with touch in Chromium, the guide's steps (phoneFlow.mjs): sign in, close on a holiday, change
 *   Saturday's hours, add a health plan, replace the photo with a 3000 × 4000 JPEG. Each publication is one commit
 *   on the head, in the right file, holding exactly what was asked, by the staff member; the photo's long side is
 *   at most 2,000 px. The same steps run in Firefox and WebKit, through their drivers (engines/).
 * - A flood of everything the counting's endpoint admits (scripts/lib/event-key-space.mjs) adds under 3,000 rows and
 *   250 KB to the runtime's local D1, the results still answer and say the day's new rows filled up, and a closure
 *   is still published through the gateway.
 * - A double tap on "Publicar" publishes once; a reply lost after the branch moved says it may or may not have been
 *   published, and the next tap says "Salvo" with no second commit; what was typed comes back after the back
 *   button and a reload (which the browser asks about first), and the page's own way out asks in Portuguese; a
 *   transparent PNG is published on white.
 * - A mistake is named under its field (aria-invalid, aria-describedby), focus goes there, and nothing is
 *   published; so are the rules on days and hours (closing before opening, an "Até" before the first day, a
 *   date that has passed), each in its own Portuguese words; a landscape or small photo is refused under the
 *   photo's field.
 * - Every screen passes axe (WCAG 2.2 A and AA), reflows at 320 px with the text at 200%, and has no control
 *   smaller than 44 × 44 px.
 * - The guide walks these same steps, in bold, with pictures taken here at 360 px (`GUIDE_PICTURES=1` takes
 *   them again into docs/guia/).
 * - On a staff member's own machine (`npm run cms`), the page reads and writes the files through decap-server,
 *   here over a copy of src/content and src/images (the repo's files are never touched).
 */
import assert from "node:assert/strict";
import { generateKeyPairSync } from "node:crypto";
import { spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { cp, mkdtemp, readFile, readdir, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Agent as HttpAgent, request as httpRequest } from "node:http";
import { DatabaseSync } from "node:sqlite";
import { after, before, describe, it } from "node:test";
import sharp from "sharp";
import { runnerImport } from "vite";
import { gecko } from "./engines/gecko.mjs";
import { webkit } from "./engines/webkit.mjs";
import {
  guidePath,
  guidePicturesDir,
  guideTasks,
  holidayFromNow,
  phonePagePath,
  phoneTasks,
  runTask,
  stepWords,
} from "./phoneFlow.mjs";
import { chromium } from "playwright-core";
import { contentPages, freePort, infoPages, siteUrl } from "./siteKit.mjs";
import { startAccessProxy, startAccessStandIn } from "./standIns/access.mjs";
import { repositoryFiles, startGitHubStandIn } from "./standIns/github.mjs";
import { everyEvent, requestBodies } from "../../scripts/lib/event-key-space.mjs";
import { localDatabaseFile, startPagesDev } from "../../scripts/lib/pages-dev.mjs";

const require = createRequire(import.meta.url);
const { chromiumArgs, ensureHeadlessShell } = require("../../scripts/lib/chromium.cjs");
const axeSource = readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");

const appKeys = generateKeyPairSync("rsa", {
  modulusLength: 2048,
  privateKeyEncoding: { type: "pkcs1", format: "pem" },
  publicKeyEncoding: { type: "spki", format: "pem" },
});
const app = { id: "123456", installationId: "7654321", publicKeyPem: appKeys.publicKey };
// The built editor's repository (VITE_CMS_REPO unset at build: the default), which the gateway serves too.
const repository = { owner: "proprietario", name: "site-oftalmologia", branch: "main" };
const staff = { email: "recepcao@clinica.example", name: "Ana da Recepção" };
const sessionSecret = "segredo-das-sessoes-do-editor-de-teste-0123456789";
const settingsPath = "src/content/site-settings.json";
const photoPath = "src/images/doctor-portrait.jpg";

let access;
let github;
let site;
let proxy;
let browser;
let workDir;
let contentJson;
let settingsModel;
let editorSession;
const photos = {};

async function contentPaths() {
  const paths = [];
  for (const folder of ["src/content", "src/content/artigos", "src/images"])
    for (const name of await readdir(folder))
      if (/\.(json|jpe?g|png)$/.test(name)) paths.push(`${folder}/${name}`);
  return paths;
}

/** A photo as a phone's camera makes it: `width` × `height`, a soft gradient with some grain, as a JPEG. */
async function cameraPhoto(width, height, file) {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 3;
      const grain = (x * 7 + y * 13) % 17;
      pixels[at] = (x * 200) / width + grain;
      pixels[at + 1] = (y * 180) / height + grain;
      pixels[at + 2] = 120 + grain;
    }
  const path = join(workDir, file);
  await sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 92 })
    .toFile(path);
  return path;
}

before(async () => {
  workDir = await mkdtemp(join(tmpdir(), "phone-page-"));
  photos.camera = await cameraPhoto(3000, 4000, "IMG_20261208_101500.jpg");
  photos.landscape = await cameraPhoto(400, 300, "paisagem.jpg");
  photos.small = await cameraPhoto(600, 800, "pequena.jpg");
  ({
    module: { contentJson },
  } = await runnerImport("./src/content/contentJson.ts"));
  ({
    module: { siteSettings: settingsModel },
  } = await runnerImport("./src/content/contentModel.ts"));
  ({ module: editorSession } = await runnerImport("./src/server/editorSession.ts"));
  access = await startAccessStandIn();
  github = await startGitHubStandIn({
    app,
    repository: { ...repository, files: await repositoryFiles(await contentPaths()) },
  });
  const jwt = await access.mint(staff);
  // The proxy is the site's address (Access in front of the host's domain): the runtime behind it is given that
  // address as SITE_URL, the only one its staff functions answer on.
  proxy = await startAccessProxy({ target: () => site.url, jwt: () => jwt });
  site = await startPagesDev({
    port: await freePort(),
    bindings: {
      SITE_URL: proxy.url,
      ...access.bindings,
      GITHUB_APP_ID: app.id,
      GITHUB_APP_INSTALLATION_ID: app.installationId,
      GITHUB_APP_PRIVATE_KEY: appKeys.privateKey,
      GITHUB_API_URL: github.url,
      EDITOR_SESSION_SECRET: sessionSecret,
      VITE_CMS_REPO: `${repository.owner}/${repository.name}`,
      VITE_CMS_BRANCH: repository.branch,
      // One person runs every task of the guide in three browsers within minutes here: more than 500 requests
      // through the gateway (the third browser met a ceiling of 500), near the default hourly 1,000, as a person's
      // real hour never is. The ceiling itself is tested in editor-login.test.mjs.
      EDITOR_HOURLY_REQUESTS: "5000",
    },
  });
  // In Portuguese, as a receptionist's phone in Brazil: times on the 24-hour clock, dates as day/month/year
  // (where Debian's chromium-l10n is installed; elsewhere Chromium falls back to its English).
  browser = await chromium.launch({
    executablePath: ensureHeadlessShell(),
    args: [...chromiumArgs, "--lang=pt-BR"],
    env: { ...process.env, LANG: "pt_BR.UTF-8", LANGUAGE: "pt_BR" },
  });
});

after(async () => {
  await browser?.close();
  await proxy?.close();
  await site?.close();
  await github?.close();
  await access?.close();
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

/** The settings file at the branch's head. */
const headSettings = () => JSON.parse(github.file(settingsPath));

/** The one commit published since `before`: on it, by the staff member, touching `files`. */
function publishedCommit(before, files) {
  const head = github.head();
  const commit = github.commit(head);
  assert.deepEqual(commit.parents, [before], "one commit, on the head");
  assert.deepEqual(commit.files, files);
  assert.equal(commit.author.email, staff.email);
  assert.equal(commit.author.name, staff.name);
  return commit;
}

/** The settings file as published: written as every writer writes it, and what was asked of it. */
function assertSettings(expected) {
  assert.equal(github.file(settingsPath), contentJson(expected, settingsModel));
}

/** A phone at `width` × `height` with touch, in Chromium, signed in to Access (the proxy adds the JWT). */
async function phone({ width = 360, height = 740, largeText = false } = {}) {
  const context = await browser.newContext({
    viewport: { width, height },
    hasTouch: true,
    isMobile: !largeText,
    locale: "pt-BR",
  });
  const page = await context.newPage();
  const seen = { complaints: [], errors: [] };
  const record = (target) => {
    target.on("console", (message) => {
      if (/Content Security Policy/i.test(message.text())) seen.complaints.push(message.text());
    });
    target.on("pageerror", (error) => seen.errors.push(String(error)));
  };
  record(page);
  context.on("page", record);
  if (largeText) {
    const cdp = await context.newCDPSession(page);
    await cdp.send("Page.enable");
    await cdp.send("Page.setFontSizes", { fontSizes: { standard: 32, fixed: 26 } });
  }
  return { context, page, seen };
}

/** Text that starts with `words`, in their case ("Publicado", not "o site publicado"). */
const startingWith = (words) => new RegExp(`^${words.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`);

/**
 * A phone already signed in, as after the guide's first step: the session the sign-in window hands over, kept
 * where the page keeps it.
 */
async function signedInPhone(options) {
  const opened = await phone(options);
  const html = await (await fetch(`${proxy.url}/api/editor/session`)).text();
  const token = /authorization:github:success:\{\\"token\\":\\"([^"\\]+)\\"/.exec(html)?.[1];
  assert.ok(token, "the sign-in window hands over a session");
  await opened.context.addInitScript((session) => {
    globalThis.localStorage.setItem(
      "decap-cms-user",
      JSON.stringify({ backendName: "github", token: session }),
    );
  }, token);
  return opened;
}

/** Waits for the sign-in window to hand over its session and close. */
async function signInWindowCloses(popup) {
  if (popup.isClosed()) return;
  await popup.waitForEvent("close", { timeout: 15_000 });
}

/** The phone flow's driver for Playwright: taps by role and name, fields by their names. */
function chromiumDriver({ context, page }) {
  return {
    tap: (role, name) => page.getByRole(role, { name, exact: true }).tap(),
    fill: (name, value) => page.getByLabel(name, { exact: true }).fill(value),
    async checked(name) {
      assert.ok(await page.getByRole("checkbox", { name, exact: true }).isChecked(), name);
    },
    upload: (name) => page.getByLabel(name, { exact: true }).setInputFiles(photos.camera),
    see: (text) => page.getByText(startingWith(text)).first().waitFor({ timeout: 30_000 }),
    async signIn(tapIt) {
      const [popup] = await Promise.all([context.waitForEvent("page"), tapIt()]);
      await signInWindowCloses(popup);
    },
    async picture(name, at) {
      if (process.env.GUIDE_PICTURES !== "1") return;
      if (at)
        await page
          .getByText(at, { exact: true })
          .first()
          .evaluate((element) => element.scrollIntoView({ block: "start" }));
      // The tap's highlight and the turning arrow settle first.
      await page.waitForTimeout(600);
      const shot = await page.screenshot();
      await writeFile(
        join(guidePicturesDir, `${name}.png`),
        await sharp(shot).png({ palette: true, quality: 90, compressionLevel: 9 }).toBuffer(),
      );
    },
  };
}

/** What each task of the flow must have published, from the head before it. */
const expectations = {
  "Fechar num feriado": (before, { holiday }) => ({
    files: [settingsPath],
    settings: {
      ...before,
      practice: {
        ...before.practice,
        hoursExceptions: [
          ...before.practice.hoursExceptions,
          { from: holiday, reason: "Feriado municipal", intervals: [] },
        ],
      },
    },
  }),
  "Mudar o horário de um dia da semana": (before, { closes }) => ({
    files: [settingsPath],
    settings: {
      ...before,
      practice: {
        ...before.practice,
        hours: { ...before.practice.hours, saturday: [{ opens: "08:00", closes }] },
      },
    },
  }),
  "Acrescentar um convênio": (before, { plan }) => ({
    files: [settingsPath],
    settings: {
      ...before,
      practice: { ...before.practice, healthPlans: [...before.practice.healthPlans, plan] },
    },
  }),
  "Trocar a foto": (before) => ({ files: [photoPath], settings: before }),
};

/** Runs every task of the flow with `driver` from the page's start, checking each commit as it lands. */
async function runFlow(driver, goStart, values) {
  const tasks = phoneTasks(values);
  for (const task of tasks) {
    if (task.guide !== "Entrar") await goStart();
    const headBefore = github.head();
    const settingsBefore = headSettings();
    await runTask(driver, task);
    const expected = expectations[task.guide]?.(settingsBefore, values);
    if (!expected) {
      assert.equal(github.head(), headBefore, `${task.guide}: nothing published`);
      continue;
    }
    publishedCommit(headBefore, expected.files);
    assertSettings(expected.settings);
    if (task.guide === "Trocar a foto") {
      const published = await sharp(github.bytes(photoPath)).metadata();
      assert.equal(published.format, "jpeg");
      assert.deepEqual([published.width, published.height], [1500, 2000]);
      assert.ok(Math.max(published.width, published.height) <= 2000);
      assert.equal(published.exif, undefined, "the camera's notes stay on the phone");
    }
  }
}

describe("the phone page in Chromium, at 360 × 740 with touch", () => {
  it("the guide's steps: sign in, close on a holiday, change Saturday, add a health plan, replace the photo", async () => {
    github.resetBranch();
    const phoneAt = await phone();
    const { page, seen } = phoneAt;
    // What the page asks of the site's functions, sign-in window included.
    const asked = [];
    phoneAt.context.on("request", (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith("/api/")) asked.push(`${request.method()} ${pathname}`);
    });
    await page.goto(`${proxy.url}${phonePagePath}`);
    await runFlow(
      chromiumDriver(phoneAt),
      async () => {
        await page.goto(`${proxy.url}${phonePagePath}`);
        await page.getByText("Você entrou como").waitFor();
      },
      { holiday: holidayFromNow(30), plan: "Unimed", closes: "13:00" },
    );
    // One door: no Git through the gateway, and one request for each of the four publications.
    assert.deepEqual(
      asked.filter((line) => line.includes("/api/github")),
      [],
      "the phone page asks nothing of the content gateway",
    );
    assert.equal(asked.filter((line) => line === "POST /api/editor/practice").length, 4);
    assert.deepEqual(seen.complaints, []);
    assert.deepEqual(seen.errors, []);
    await phoneAt.context.close();
  });

  it("a mistake is named under its field, focus goes there, and nothing is published", async () => {
    const { context, page } = await signedInPhone();
    await page.goto(`${proxy.url}${phonePagePath}#datas`);
    const date = page.getByLabel("Data", { exact: true });
    await date.fill(holidayFromNow(40));
    const headBefore = github.head();
    await page.getByRole("button", { name: "Publicar esta data" }).tap();
    const reason = page.getByLabel("Motivo", { exact: true });
    await page.getByRole("alert").getByText("Nada foi publicado").waitFor();
    assert.equal(await reason.getAttribute("aria-invalid"), "true");
    assert.ok(
      await reason.evaluate((element) => element === globalThis.document.activeElement),
      "focus",
    );
    const description = await reason.evaluate((element) =>
      element
        .getAttribute("aria-describedby")
        .split(" ")
        .map((id) => globalThis.document.getElementById(id)?.textContent)
        .join(" "),
    );
    assert.match(description, /Preencha este campo\./);
    // What was typed stays.
    assert.equal(await date.inputValue(), holidayFromNow(40));

    // A time left empty, on Saturday.
    await page.goto(`${proxy.url}${phonePagePath}#horario`);
    await page.getByRole("button", { name: "Sábado", exact: true }).tap();
    const closes = page.getByLabel("Sábado, 1º horário: fecha às", { exact: true });
    await closes.fill("");
    await page.getByRole("button", { name: "Publicar o horário" }).tap();
    await page.getByRole("alert").getByText("Nada foi publicado").waitFor();
    assert.equal(await closes.getAttribute("aria-invalid"), "true");
    assert.ok(
      await closes.evaluate((element) => element === globalThis.document.activeElement),
      "focus",
    );
    assert.equal(github.head(), headBefore, "nothing was published");
    await context.close();
  });

  it("a rule on days and hours is named under its field in Portuguese, and nothing is published: closing before opening, an end before the start, a date that has passed", async () => {
    const { context, page } = await signedInPhone();
    const headBefore = github.head();
    /** The words read after a field: its hint and its error. */
    const describedBy = (field) =>
      field.evaluate((element) =>
        element
          .getAttribute("aria-describedby")
          .split(" ")
          .map((id) => globalThis.document.getElementById(id)?.textContent)
          .join(" "),
      );
    const refusedAt = async (field, words) => {
      await page.getByRole("alert").getByText("Nada foi publicado").waitFor();
      assert.equal(await field.getAttribute("aria-invalid"), "true", words);
      assert.ok(
        await field.evaluate((element) => element === globalThis.document.activeElement),
        `focus: ${words}`,
      );
      const said = await describedBy(field);
      assert.ok(said.includes(words), `${words}: the field says "${said}"`);
    };

    // Saturday opening at 12:00 and closing at 08:00.
    await page.goto(`${proxy.url}${phonePagePath}#horario`);
    await page.getByRole("button", { name: "Sábado", exact: true }).tap();
    await page.getByLabel("Sábado, 1º horário: abre às", { exact: true }).fill("12:00");
    const closes = page.getByLabel("Sábado, 1º horário: fecha às", { exact: true });
    await closes.fill("08:00");
    await page.getByRole("button", { name: "Publicar o horário" }).tap();
    await refusedAt(closes, "O horário de fechar precisa ser depois do de abrir.");

    // A closure from the 10th until the 8th.
    await page.goto(`${proxy.url}${phonePagePath}#datas`);
    const first = holidayFromNow(62);
    const twoDaysBefore = new Date(Date.parse(`${first}T00:00:00Z`) - 2 * 86_400_000)
      .toISOString()
      .slice(0, 10);
    await page.getByLabel("Data", { exact: true }).fill(first);
    const until = page.getByLabel("Até (opcional)", { exact: true });
    await until.fill(twoDaysBefore);
    await page.getByLabel("Motivo", { exact: true }).fill("Férias");
    await page.getByRole("button", { name: "Publicar esta data" }).tap();
    await refusedAt(until, "A data final não pode ser antes da data inicial.");

    // A day that has passed. What was typed above is kept (nothing typed is lost): "Até" is emptied first, or the
    // entry would run from that day to after Christmas, which is in the list already.
    await page.goto(`${proxy.url}${phonePagePath}#datas`);
    await until.fill("");
    const date = page.getByLabel("Data", { exact: true });
    await date.fill(holidayFromNow(-3));
    await page.getByLabel("Motivo", { exact: true }).fill("Feriado municipal");
    await page.getByRole("button", { name: "Publicar esta data" }).tap();
    await refusedAt(date, "Esta data já passou.");

    assert.equal(github.head(), headBefore, "nothing was published");
    await context.close();
  });

  it("a session that ran out while typing: sign in again from the message, and the same date is published", async () => {
    const { context, page } = await signedInPhone();
    await page.goto(`${proxy.url}${phonePagePath}#datas`);
    await page.getByLabel("Data", { exact: true }).fill(holidayFromNow(50));
    await page.getByLabel("Motivo", { exact: true }).fill("Recesso");
    // An hour later: the session the page holds has expired.
    const expired = await editorSession.signSession(
      { ...staff, subject: `id-${staff.email}` },
      new TextEncoder().encode(sessionSecret),
      Math.floor(Date.now() / 1000) - 7200,
    );
    await page.evaluate((token) => {
      globalThis.localStorage.setItem(
        "decap-cms-user",
        JSON.stringify({ backendName: "github", token }),
      );
    }, expired);
    const headBefore = github.head();
    await page.getByRole("button", { name: "Publicar esta data" }).tap();
    const alert = page.getByRole("alert").filter({ hasText: "Sua sessão terminou" });
    await alert.waitFor();
    assert.equal(github.head(), headBefore);
    const [popup] = await Promise.all([
      context.waitForEvent("page"),
      alert.getByRole("button", { name: "Entrar de novo e publicar" }).tap(),
    ]);
    await signInWindowCloses(popup);
    await page.getByText(startingWith("Salvo")).first().waitFor();
    publishedCommit(headBefore, [settingsPath]);
    assert.deepEqual(headSettings().practice.hoursExceptions.at(-1), {
      from: holidayFromNow(50),
      reason: "Recesso",
      intervals: [],
    });
    await context.close();
  });

  it("a flood of everything /api/events admits leaves the counting's day small, and the staff still publish", async (t) => {
    // The whole key space on the site's pages (about 1,000 beacons of 20 events, every value of every field), from
    // 250 addresses so that the rate limiter lets each through, 8 at a time, against this runtime's local D1.
    const file = await localDatabaseFile(site.stateDir);
    const weigh = () => {
      const db = new DatabaseSync(file, { readOnly: true });
      try {
        const pages = db.prepare("PRAGMA page_count").get().page_count;
        const size = db.prepare("PRAGMA page_size").get().page_size;
        const rows = ["daily_events", "daily_speed", "daily_speed_devices"].map(
          (table) => db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get().n,
        );
        return { bytes: pages * size, rows: rows.reduce((sum, n) => sum + n, 0) };
      } finally {
        db.close();
      }
    };
    const pages = [...contentPages, ...infoPages].map((page) => page.path);
    const bodies = requestBodies(everyEvent(pages));
    assert.ok(bodies.length < 30_000);
    const before = weigh();
    const statuses = new Map();
    let next = 0;
    // Addressed to the site (SITE_URL, the proxy's address, in Host and Origin) as the patients' pages send them,
    // but straight to the runtime: the events endpoint is public, and the Access proxy would only add a hop.
    const runtime = new URL(site.url);
    const agent = new HttpAgent({ keepAlive: true, maxSockets: 8 });
    const post = (body, client) =>
      new Promise((resolve, reject) => {
        const request = httpRequest(
          {
            host: runtime.hostname,
            port: runtime.port,
            path: "/api/events",
            method: "POST",
            agent,
            headers: {
              Host: new URL(proxy.url).host,
              Origin: proxy.url,
              "Content-Type": "application/json",
              "Content-Length": Buffer.byteLength(body),
              "CF-Connecting-IP": client,
            },
          },
          (answer) => {
            answer.resume();
            answer.on("end", () => resolve(answer.statusCode));
          },
        );
        request.on("error", reject);
        request.end(body);
      });
    try {
      await Promise.all(
        Array.from({ length: 8 }, async () => {
          while (next < bodies.length) {
            const index = next++;
            const status = await post(bodies[index], `198.51.100.${index % 250}`);
            statuses.set(status, (statuses.get(status) ?? 0) + 1);
          }
        }),
      );
    } finally {
      agent.destroy();
    }
    assert.deepEqual([...statuses.keys()], [204], JSON.stringify([...statuses]));
    const after = weigh();
    assert.ok(after.rows - before.rows < 3000, `${after.rows - before.rows} rows added`);
    assert.ok(after.bytes - before.bytes < 250 * 1024, `${after.bytes - before.bytes} bytes added`);
    const started = performance.now();
    const results = await fetch(`${proxy.url}/api/results`);
    const took = Math.round(performance.now() - started);
    assert.equal(results.status, 200);
    const { stops } = await results.json();
    assert.deepEqual(
      stops.map((stop) => stop.ceiling),
      ["newRows"],
    );
    t.diagnostic(
      `${bodies.length} beacons: ${after.rows - before.rows} rows, ${after.bytes - before.bytes} bytes added; /api/results in ${took} ms`,
    );

    // And a closure is published through the gateway, as the guide's first task.
    const { context, page } = await signedInPhone();
    await page.goto(`${proxy.url}${phonePagePath}#datas`);
    await page.getByLabel("Data", { exact: true }).fill(holidayFromNow(60));
    await page.getByLabel("Motivo", { exact: true }).fill("Recesso");
    const headBefore = github.head();
    await page.getByRole("button", { name: "Publicar esta data" }).tap();
    await page.getByText(startingWith("Salvo")).first().waitFor();
    publishedCommit(headBefore, [settingsPath]);
    // The shipped examples still wait: the answer does not say the patients' site changes, and says what waits.
    const status = page.getByRole("status").filter({ hasText: "Salvo" });
    const said = await status.textContent();
    assert.doesNotMatch(said, /Publicado|cerca de 5 minutos/);
    assert.match(said, /O site dos pacientes ainda não muda: faltam resolver \d+ itens\./);
    await status.getByRole("button", { name: "Ver o que falta" }).tap();
    const waiting = await status.getByRole("listitem").allTextContents();
    assert.ok(waiting.length > 1, `only ${waiting.length} items listed`);
    for (const line of waiting) assert.doesNotMatch(line, /\.json|\bgit\b/);
    assert.ok(
      waiting.some((line) =>
        /Depoimentos › nº 1: .*Precisa ser conferido pel[oa] médic[oa]/.test(line),
      ),
      "the example testimonial, for the doctor to confirm",
    );
    await context.close();
  });

  it("GitHub down: the gateway's words under the button, what was typed kept, and nothing published", async () => {
    const { context, page } = await signedInPhone();
    await page.goto(`${proxy.url}${phonePagePath}#pagamento`);
    await page.getByRole("button", { name: "Adicionar convênio" }).tap();
    const added = page.getByLabel(/^Convênio \d+$/).last();
    await added.fill("Bradesco Saúde");
    const headBefore = github.head();
    github.failures.down = true;
    try {
      await page.getByRole("button", { name: "Publicar convênios e pagamento" }).tap();
      await page
        .getByRole("alert")
        .getByText(/O GitHub não respondeu\. Nada foi publicado/)
        .waitFor();
    } finally {
      github.failures.down = false;
    }
    assert.equal(github.head(), headBefore);
    assert.equal(await added.inputValue(), "Bradesco Saúde");
    await context.close();
  });

  it("a double tap on 'Publicar' publishes once and says 'Salvo'", async () => {
    const { context, page } = await signedInPhone();
    await page.goto(`${proxy.url}${phonePagePath}#datas`);
    const day = holidayFromNow(71);
    await page.getByLabel("Data", { exact: true }).fill(day);
    await page.getByLabel("Motivo", { exact: true }).fill("Dedetização");
    const headBefore = github.head();
    // Two taps of a finger on the button, one right after the other: the second lands while the first publishes.
    const button = page.getByRole("button", { name: "Publicar esta data" });
    await button.scrollIntoViewIfNeeded();
    const box = await button.boundingBox();
    const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
    await page.touchscreen.tap(x, y);
    await page.touchscreen.tap(x, y);
    await page.getByText(startingWith("Salvo")).first().waitFor();
    publishedCommit(headBefore, [settingsPath]);
    const added = headSettings().practice.hoursExceptions.filter(({ from }) => from === day);
    assert.deepEqual(added, [{ from: day, reason: "Dedetização", intervals: [] }]);
    await context.close();
  });

  it("a reply lost after the change was published: tapping again says 'Salvo', and there is one commit", async () => {
    const { context, page } = await signedInPhone();
    await page.goto(`${proxy.url}${phonePagePath}#datas`);
    const day = holidayFromNow(73);
    await page.getByLabel("Data", { exact: true }).fill(day);
    await page.getByLabel("Motivo", { exact: true }).fill("Inventário");
    const headBefore = github.head();
    // The network's stand-in: the publication reaches the site and GitHub, and its answer never comes back.
    let cut = 0;
    await page.route("**/api/editor/practice", async (route) => {
      if (route.request().method() !== "POST" || cut) return route.continue();
      cut += 1;
      await route.fetch();
      await route.abort("connectionreset");
    });
    const publish = page.getByRole("button", { name: "Publicar esta data" });
    await publish.tap();
    await page
      .getByRole("alert")
      .getByText(/pode ter sido publicada ou não/)
      .waitFor();
    assert.equal(cut, 1, "the answer was cut");
    publishedCommit(headBefore, [settingsPath]);
    const written = github.head();
    assert.doesNotMatch(
      await page.locator("body").innerText(),
      /Nada foi publicado/,
      "the page never says nothing was published when it does not know",
    );
    await publish.tap();
    await page.getByText(startingWith("Salvo")).first().waitFor();
    assert.equal(github.head(), written, "no second commit");
    assert.equal(
      headSettings().practice.hoursExceptions.filter(({ from }) => from === day).length,
      1,
    );
    await context.close();
  });

  it("leave mid-edit and come back: what was typed is there, and leaving asks first", async () => {
    const { context, page } = await signedInPhone();
    await page.goto(`${proxy.url}${phonePagePath}`);
    await page.getByRole("link", { name: "Feriados e datas especiais" }).tap();
    const day = holidayFromNow(75);
    const reason = page.getByLabel("Motivo", { exact: true });
    await page.getByLabel("Data", { exact: true }).fill(day);
    await reason.tap();
    await reason.fill("Reforma da sala");
    await page.getByText("Rascunho guardado neste aparelho, ainda não publicado").waitFor();
    const typed = async () => [
      await page.getByLabel("Data", { exact: true }).inputValue(),
      await reason.inputValue(),
    ];

    // The phone's back button, then the task's link again.
    await page.goBack();
    await page.getByRole("link", { name: "Feriados e datas especiais" }).tap();
    assert.deepEqual(await typed(), [day, "Reforma da sala"], "back and forth");

    // A reload: the browser asks first (its own words), and once she goes on, the draft comes back.
    const asked = [];
    page.on("dialog", (dialog) => {
      asked.push(dialog.type());
      dialog.accept();
    });
    await page.reload();
    assert.deepEqual(asked, ["beforeunload"], "the browser asked before leaving");
    await page.getByText("Rascunho guardado neste aparelho, ainda não publicado").waitFor();
    assert.deepEqual(await typed(), [day, "Reforma da sala"], "after a reload");

    // The page's own way out asks in Portuguese; staying keeps everything.
    await page.getByRole("link", { name: "Abrir o editor completo" }).tap();
    const question = page.getByRole("dialog", { name: "Abrir o editor completo sem publicar?" });
    await question.waitFor();
    await question.getByRole("button", { name: "Continuar aqui" }).tap();
    await question.waitFor({ state: "hidden" });
    assert.equal(new URL(page.url()).pathname, phonePagePath);
    assert.deepEqual(await typed(), [day, "Reforma da sala"], "after staying");
    await context.close();
  });

  it("a transparent PNG is published on white", async () => {
    const { context, page } = await signedInPhone();
    await page.goto(`${proxy.url}${phonePagePath}#foto`);
    // A portrait cut out of its background, as an app leaves it: transparent, with a dark figure in the middle.
    const cutOut = join(workDir, "recorte.png");
    const figure = await sharp({
      create: {
        width: 600,
        height: 900,
        channels: 4,
        background: { r: 30, g: 40, b: 60, alpha: 1 },
      },
    })
      .png()
      .toBuffer();
    await sharp({
      create: {
        width: 1500,
        height: 2000,
        channels: 4,
        background: { r: 0, g: 0, b: 0, alpha: 0 },
      },
    })
      .composite([{ input: figure, left: 450, top: 550 }])
      .png()
      .toFile(cutOut);
    await page.getByLabel("Escolher uma foto", { exact: true }).setInputFiles(cutOut);
    await page.getByText(startingWith("Foto pronta")).first().waitFor();
    const headBefore = github.head();
    await page.getByRole("button", { name: "Publicar a foto nova" }).tap();
    await page.getByText(startingWith("Salvo")).first().waitFor();
    publishedCommit(headBefore, [photoPath]);
    const { data, info } = await sharp(github.bytes(photoPath))
      .raw()
      .toBuffer({ resolveWithObject: true });
    const pixel = (x, y) => [
      ...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3),
    ];
    for (const [x, y] of [
      [5, 5],
      [info.width - 5, info.height - 5],
    ])
      assert.ok(
        pixel(x, y).every((value) => value >= 245),
        `the background at ${x},${y} is white: ${pixel(x, y)}`,
      );
    const middle = pixel(info.width / 2, info.height / 2);
    assert.ok(
      middle.every((value) => value <= 90),
      `the figure stays dark: ${middle}`,
    );
    await context.close();
  });

  it("a landscape photo and a small one are refused under the photo's field, before anything is sent", async () => {
    const { context, page } = await signedInPhone();
    await page.goto(`${proxy.url}${phonePagePath}#foto`);
    const field = page.getByLabel("Escolher uma foto", { exact: true });
    const headBefore = github.head();
    for (const [photo, message] of [
      [photos.landscape, /deitada ou é quadrada \(400 × 300 pontos\)/],
      [photos.small, /pequena demais \(600 × 800 pontos\)\. Escolha uma de pelo menos 1200 × 1600/],
    ]) {
      await field.setInputFiles(photo);
      await page.getByText(message).waitFor();
      assert.equal(await field.getAttribute("aria-invalid"), "true");
      assert.ok(
        await field.evaluate((element) => element === globalThis.document.activeElement),
        "focus",
      );
    }
    await page.getByRole("button", { name: "Publicar a foto nova" }).tap();
    assert.equal(github.head(), headBefore, "nothing was published");
    await context.close();
  });

  /** Every screen of the page: its start and each task. */
  const screens = ["", "#datas", "#horario", "#pagamento", "#contato", "#foto"];

  it("every screen passes axe (WCAG 2.2 A and AA)", async () => {
    const { context, page } = await signedInPhone();
    for (const hash of screens) {
      await page.goto(`${proxy.url}${phonePagePath}${hash}`);
      await page.getByText("Você entrou como").waitFor();
      if (hash === "#horario")
        await page.getByRole("button", { name: "Sábado", exact: true }).tap();
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
      assert.deepEqual(violations, [], `axe on ${hash || "the start"}`);
    }
    await context.close();
  });

  /** Controls smaller than 44 × 44 px on the page (a box or a file field measured by its label, its target). */
  const smallControls = () =>
    [
      ...globalThis.document.querySelectorAll(
        "a[href], button, input, select, textarea, [role=button]",
      ),
    ].flatMap((element) => {
      const target =
        element instanceof globalThis.HTMLInputElement &&
        ["checkbox", "radio", "file"].includes(element.type)
          ? (element.closest("label") ?? element)
          : element;
      const box = target.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) return [];
      if (target.closest("[hidden]")) return [];
      return box.width < 44 || box.height < 44
        ? [
            `${element.tagName} "${(element.textContent || element.getAttribute("aria-label") || "").trim().slice(0, 30)}" ${Math.round(box.width)} × ${Math.round(box.height)}`,
          ]
        : [];
    });

  it("has no control smaller than 44 × 44 px at 360 px", async () => {
    const { context, page } = await signedInPhone();
    for (const hash of screens) {
      await page.goto(`${proxy.url}${phonePagePath}${hash}`);
      await page.getByText("Você entrou como").waitFor();
      if (hash === "#horario")
        await page.getByRole("button", { name: "Sábado", exact: true }).tap();
      assert.deepEqual(
        await page.evaluate(smallControls),
        [],
        `controls on ${hash || "the start"}`,
      );
    }
    await context.close();
  });

  it("reflows at 320 px with the text at 200%: nothing past the edge, nothing scrolls sideways", async () => {
    const { context, page } = await signedInPhone({ width: 320, height: 640, largeText: true });
    for (const hash of screens) {
      await page.goto(`${proxy.url}${phonePagePath}${hash}`);
      await page.getByText("Você entrou como").waitFor();
      if (hash === "#horario")
        await page.getByRole("button", { name: "Sábado", exact: true }).tap();
      const layout = await page.evaluate(() => {
        const root = globalThis.document.documentElement;
        /** Hidden for everyone but screen readers, so never seen and never in the way. */
        const visuallyHidden = (element) => {
          for (let node = element; node; node = node.parentElement) {
            const style = globalThis.getComputedStyle(node);
            if (style.clip === "rect(0px, 0px, 0px, 0px)" || style.clipPath === "inset(50%)")
              return true;
          }
          return false;
        };
        const sideways = [...globalThis.document.querySelectorAll("body *")].filter((element) => {
          const style = globalThis.getComputedStyle(element);
          return (
            !visuallyHidden(element) &&
            !(element instanceof globalThis.HTMLInputElement) &&
            style.overflowX !== "visible" &&
            element.clientWidth > 0 &&
            element.scrollWidth > element.clientWidth + 1
          );
        });
        return {
          scroll: root.scrollWidth,
          client: root.clientWidth,
          sideways: sideways.map((element) => element.tagName),
          text: parseFloat(globalThis.getComputedStyle(globalThis.document.body).fontSize),
        };
      });
      assert.ok(layout.text >= 32, `the text is at 200% (${layout.text} px)`);
      assert.ok(
        layout.scroll <= layout.client,
        `${hash || "the start"} is ${layout.scroll} px wide in ${layout.client} px`,
      );
      assert.deepEqual(layout.sideways, [], `${hash || "the start"}: boxes that scroll sideways`);
      assert.deepEqual(
        await page.evaluate(smallControls),
        [],
        `controls on ${hash || "the start"}`,
      );
    }
    await context.close();
  });
});

describe("/admin/ on a phone", () => {
  it("opens with a plain choice, before the full editor's scripts: the phone page, or the full editor", async () => {
    const { context, page, seen } = await phone();
    const decap = [];
    page.on("request", (request) => {
      if (/decap-cms\.js$/.test(request.url())) decap.push(request.url());
    });
    await page.goto(`${proxy.url}/admin/`);
    await page.getByRole("heading", { level: 1, name: "O que você quer mudar?" }).waitFor();
    const phonePage = page.getByRole("link", {
      name: /^Horários, feriados, convênios, contato e foto/,
    });
    const editor = page.getByRole("button", { name: /^Abrir o editor completo/ });
    for (const target of [phonePage, editor]) {
      const box = await target.boundingBox();
      assert.ok(box.width >= 44 && box.height >= 44, JSON.stringify(box));
    }
    assert.deepEqual(decap, [], "Decap CMS is not loaded before the choice");
    await phonePage.tap();
    await page.waitForURL(`${proxy.url}${phonePagePath}`);

    await page.goto(`${proxy.url}/admin/`);
    await editor.tap();
    await page
      .getByRole("button", { name: "Entrar com o seu e-mail" })
      .waitFor({ timeout: 60_000 });
    assert.equal(decap.length, 1);
    // Chosen once, the tab goes straight to the full editor.
    await page.goto(`${proxy.url}/admin/`);
    await page
      .getByRole("button", { name: "Entrar com o seu e-mail" })
      .waitFor({ timeout: 60_000 });
    assert.equal(await page.getByRole("heading", { name: "O que você quer mudar?" }).count(), 0);
    assert.deepEqual(seen.errors, []);
    await context.close();
  });

  it("on a computer, and from the phone page's link, the full editor opens at once", async () => {
    const wide = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await wide.newPage();
    await page.goto(`${proxy.url}/admin/`);
    await page
      .getByRole("button", { name: "Entrar com o seu e-mail" })
      .waitFor({ timeout: 60_000 });
    await wide.close();
    const { context, page: phonePage } = await signedInPhone();
    await phonePage.goto(`${proxy.url}${phonePagePath}`);
    await phonePage.getByRole("link", { name: "Abrir o editor completo" }).tap();
    await phonePage.waitForURL(`${proxy.url}/admin/#/**`);
    await phonePage.getByText("Página inicial").first().waitFor({ timeout: 60_000 });
    await context.close();
  });
});

describe("the staff's guide walks the phone page's steps", () => {
  it("each task is a section of the guide, its words in bold in the order the steps take them", () => {
    const sections = guideTasks();
    for (const task of phoneTasks({ holiday: "2026-12-08", plan: "Unimed" })) {
      const section = sections.find(({ guide }) => guide === task.guide);
      assert.ok(section, `${guidePath} has a section "### ${task.guide}"`);
      assert.deepEqual(
        section.words,
        task.steps.map(stepWords).filter(Boolean),
        `the words of "${task.guide}"`,
      );
      assert.deepEqual(
        section.pictures,
        task.steps.filter((step) => step.picture).map((step) => step.picture),
        `the pictures of "${task.guide}"`,
      );
    }
  });

  it("its pictures are committed, each a small PNG 360 px wide", async () => {
    const pictures = phoneTasks({ holiday: "", plan: "" }).flatMap((task) =>
      task.steps.filter((step) => step.picture).map((step) => step.picture),
    );
    assert.ok(pictures.length >= 3);
    for (const name of pictures) {
      const file = join(guidePicturesDir, `${name}.png`);
      assert.ok(existsSync(file), `${file} is committed`);
      const { format, width } = await sharp(file).metadata();
      assert.equal(format, "png");
      assert.equal(width, 360);
      assert.ok((await readFile(file)).length < 120_000, `${file} is small`);
    }
  });
});

describe("the phone page in Firefox and WebKit", () => {
  const drivers = { gecko, webkit };
  const engines = (process.env.ENGINES || "gecko,webkit").split(",").filter(Boolean);
  const inPage = {
    text: () => globalThis.document.body.innerText,
    checked: (name) =>
      [...globalThis.document.querySelectorAll("input[type=checkbox]")].some(
        (box) => box.checked && box.closest("label")?.textContent.trim() === name,
      ),
  };

  for (const name of engines) {
    it(`${name}: the guide's steps publish as in Chromium`, async () => {
      const engine = drivers[name]();
      github.resetBranch();
      try {
        const page = await engine.newPage({ width: 360, height: 740 });
        const until = async (check, what) => {
          for (let tries = 0; tries < 300; tries++) {
            if (await check().catch(() => false)) return;
            await new Promise((resolve) => setTimeout(resolve, 100));
          }
          const shown = await page.evaluate(inPage.text).catch(() => "");
          throw new Error(`${name}: timed out waiting for ${what}; the page shows:\n${shown}`);
        };
        const see = (text) =>
          until(async () => (await page.evaluate(inPage.text)).includes(text), text);
        await page.goto(`${proxy.url}${phonePagePath}`);
        await runFlow(
          {
            tap: (role, label) => page.tap(role, label),
            // Typed as a person types, into the engine's own text, date and time fields.
            fill: (label, value) => page.fill(label, value),
            checked: (label) => until(() => page.evaluate(inPage.checked, label), label),
            upload: (label) => page.upload(label, photos.camera),
            see,
            signIn: async (tapIt) => {
              await tapIt();
              await see("Você entrou como");
            },
            picture: async () => {},
          },
          async () => {
            await page.goto(`${proxy.url}${phonePagePath}`);
            await see("Você entrou como");
          },
          { holiday: holidayFromNow(30), plan: "Unimed", closes: "13:00" },
        );
        await page.close();
      } finally {
        await engine.stop();
      }
    });
  }
});

describe("the phone page on a staff member's own machine (npm run cms)", () => {
  const localBackend = "http://localhost:8081";
  let copy;
  let backend;
  let backendUrl;

  before(async () => {
    copy = await mkdtemp(join(tmpdir(), "phone-page-local-"));
    await cp("src/content", join(copy, "src/content"), { recursive: true });
    await cp("src/images", join(copy, "src/images"), { recursive: true });
    const port = await freePort();
    backendUrl = `http://127.0.0.1:${port}`;
    backend = spawn("node_modules/.bin/decap-server", [], {
      env: {
        ...process.env,
        PORT: String(port),
        BIND_HOST: "127.0.0.1",
        GIT_REPO_DIRECTORY: copy,
        LOG_LEVEL: "warn",
      },
      stdio: "ignore",
    });
    for (let tries = 0; tries < 100; tries++) {
      try {
        await fetch(`${backendUrl}/api/v1`);
        break;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    }
  });

  after(async () => {
    backend?.kill("SIGTERM");
    if (copy) await rm(copy, { recursive: true, force: true });
  });

  it("reads the copy's files through decap-server, and writes a closure and a photo to them", async () => {
    const onDisk = async (path) => readFile(join(copy, path));
    const settings = JSON.parse(await onDisk(settingsPath));
    settings.practice.hoursExceptions.push({
      from: "2026-11-20",
      reason: "Consciência Negra",
      intervals: [],
    });
    await writeFile(join(copy, settingsPath), contentJson(settings, settingsModel));
    const { context, page } = await phone();
    // The page is at SITE_URL (127.0.0.1, this machine): it looks for decap-server, here the copy's.
    await context.route(`${localBackend}/**`, async (route) => {
      const response = await route.fetch({
        url: route.request().url().replace(localBackend, backendUrl),
      });
      await route.fulfill({ response });
    });
    await page.goto(`${siteUrl()}${phonePagePath}#datas`);
    await page
      .getByText("Neste computador: as mudanças vão para os arquivos desta pasta.")
      .waitFor();
    await page.getByText("20/11/2026 (Consciência Negra)").first().waitFor();

    // A day to come (a date that has passed is refused), that no special date of the copy covers.
    const holiday = holidayFromNow(70);
    await page.getByLabel("Data", { exact: true }).fill(holiday);
    await page.getByLabel("Motivo", { exact: true }).fill("Feriado municipal");
    await page.getByRole("button", { name: "Publicar esta data" }).tap();
    await page.getByText("Salvo", { exact: true }).waitFor();
    const written = await onDisk(settingsPath);
    const expected = {
      ...settings,
      practice: {
        ...settings.practice,
        hoursExceptions: [
          ...settings.practice.hoursExceptions,
          { from: holiday, reason: "Feriado municipal", intervals: [] },
        ],
      },
    };
    assert.equal(written.toString("utf8"), contentJson(expected, settingsModel));

    await page.goto(`${siteUrl()}${phonePagePath}#foto`);
    await page.getByLabel("Escolher uma foto", { exact: true }).setInputFiles(photos.camera);
    await page.getByText("Foto pronta").waitFor({ timeout: 30_000 });
    await page.getByRole("button", { name: "Publicar a foto nova" }).tap();
    await page.getByText("Salvo", { exact: true }).waitFor();
    const photo = await sharp(await onDisk(photoPath)).metadata();
    assert.deepEqual([photo.format, photo.width, photo.height], ["jpeg", 1500, 2000]);
    assert.equal((await onDisk(settingsPath)).toString("utf8"), written.toString("utf8"));
    await context.close();
  });
});
