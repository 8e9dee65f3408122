/**
 * Counting visits (docs/counting.md) on Cloudflare's own runtime with wrangler's local D1, a real SQLite file: this test
 * starts its own runtimes over the built public/ (one with the migrations applied and the Access stand-in, one
 * whose database has no tables, so every query fails) and reads the database file itself with node:sqlite.
 * - A booking made through the real page in Chromium adds one "chat handed" to the right page, reason, interest
 *   and source, and the typed name and phone appear nowhere in the database's files; no response sets a cookie.
 *   The counts are read once the beacon that carries the chat handed, and every beacon the page sent before it,
 *   has its answer: never while a beacon of the page is still on its way.
 * - Hostile requests (oversized, wrong types, an unknown page, SQL in a string, 10,000 events, malformed JSON,
 *   another site's origin, not JSON) get 400 and change nothing; any other spelling of the path (`/api/events/`,
 *   `/API/EVENTS`) gets 404 and changes nothing; one client past the limit gets 429. These, and the requests of
 *   another address, run on a runtime of their own whose database no page writes to, so "nothing written" cannot
 *   be another test's beacon.
 * - With the database failing, the endpoint answers 503 and the booking still reaches the chat; with the endpoint
 *   down, slow or answering 503, too.
 * - GET /api/results answers 401 without a sign-in, and a signed-in staff member the report and the CSV.
 * - It answers only its own site (SITE_URL): another address in `Host`, or no `Origin`, gets 403 and changes
 *   nothing. Past the day's ceiling of rows written (a third runtime with a small `EVENTS_DAILY_ROWS`) it answers
 *   429 and writes nothing more: 50 more beacons leave the database's file and write-ahead log as they were, byte
 *   for byte. The results page says when the counting stopped.
 */
import assert from "node:assert/strict";
import { readdir, readFile } from "node:fs/promises";
import { request as httpRequest } from "node:http";
import { createHash } from "node:crypto";
import { basename, join } from "node:path";
import { after, before, describe, it } from "node:test";
import { DatabaseSync } from "node:sqlite";
import { freePort, gotoHydrated, launchChromium } from "./siteKit.mjs";
import { accessJwtHeader, startAccessStandIn } from "./standIns/access.mjs";
import { eventsRateLimit, localDatabaseFile, startPagesDev } from "../../scripts/lib/pages-dev.mjs";

const chatOrigin = "https://wa.me";
const typedName = "Maria Auxiliadora Teste";
const typedPhone = "98987654321";

let access;
let site;
let quiet;
let broken;
let browser;
let databaseFile;
let quietDatabaseFile;

before(async () => {
  access = await startAccessStandIn();
  [site, quiet, broken, browser] = await Promise.all([
    startPagesDev({ port: await freePort(), bindings: access.bindings }),
    // No page is ever opened on this one: only the requests of the tests that say nothing is written.
    startPagesDev({ port: await freePort(), bindings: access.bindings }),
    startPagesDev({ port: await freePort(), database: "no-tables" }),
    launchChromium(),
  ]);
  databaseFile = await localDatabaseFile(site.stateDir);
  quietDatabaseFile = await localDatabaseFile(quiet.stateDir);
});

after(async () => {
  await Promise.all([
    site?.close(),
    quiet?.close(),
    broken?.close(),
    browser?.close(),
    access?.close(),
  ]);
});

/**
 * The local D1 database's files as they are on disk: the SQLite file and its write-ahead log, each as a SHA-256 of
 * its bytes (the shared-memory index, which readers write too, is left out).
 */
async function databaseFiles(file) {
  const dir = join(file, "..");
  const names = (await readdir(dir)).filter(
    (name) => name.startsWith(basename(file)) && !name.endsWith("-shm"),
  );
  const hashes = {};
  for (const name of names.sort())
    hashes[name] = createHash("sha256")
      .update(await readFile(join(dir, name)))
      .digest("hex");
  return hashes;
}

/** Every row of both tables of a runtime's database (the booking's, unless another is named), in a stable order. */
function everything(file = databaseFile) {
  const db = new DatabaseSync(file, { readOnly: true });
  try {
    return {
      events: db.prepare("SELECT * FROM daily_events ORDER BY 1, 2, 3, 4, 5, 6").all(),
      speed: db.prepare("SELECT * FROM daily_speed ORDER BY 1, 2, 3, 4").all(),
      devices: db.prepare("SELECT * FROM daily_speed_devices ORDER BY 1, 2, 3, 4").all(),
    };
  } finally {
    db.close();
  }
}

/**
 * POST /api/events as a phone would send it, from one client address (the rate limiter's key): a browser sends the
 * page's origin with every POST. `path` spells the address otherwise.
 */
function post(base, body, { client = "203.0.113.10", headers = {}, path = "/api/events" } = {}) {
  return fetch(`${base}${path}`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      "CF-Connecting-IP": client,
      Origin: base,
      ...headers,
    },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

const view = { event: "pageview", page: "/links/", source: "direto" };

/**
 * Books through the real page: opens `path`, taps its call to action, fills the form and sends it, and resolves
 * with the chat's address once the chat tab opens. `onEvents` may replace the endpoint (down, slow, failing);
 * `beacons` receives each request the page sends the endpoint, with its body and the promise of its answer.
 */
async function bookThroughThePage(base, { path, cta, onEvents, responses = [], beacons = [] }) {
  const context = await browser.newContext({
    viewport: { width: 360, height: 740 },
    hasTouch: true,
  });
  context.on("response", (response) => responses.push(response));
  context.on("request", (request) => {
    if (new URL(request.url()).pathname === "/api/events")
      beacons.push({
        body: request.postData() ?? "",
        // Null when the request failed, or its page was closed first (the tests that replace the endpoint).
        answered: request.response().catch(() => null),
      });
  });
  await context.route(`${chatOrigin}/**`, (route) => route.fulfill({ status: 200, body: "chat" }));
  if (onEvents) await context.route("**/api/events", onEvents);
  const page = await context.newPage();
  await gotoHydrated(page, base + path);
  await page.getByRole("button", { name: cta, exact: true }).first().click();
  const dialog = page.getByRole("dialog", { name: "Agendar Consulta" });
  await dialog.getByLabel("Nome").fill(typedName);
  await dialog.getByLabel("WhatsApp").pressSequentially(typedPhone);
  await dialog.getByRole("radio", { name: "Realizar Exames" }).check();
  const [chat] = await Promise.all([
    context.waitForEvent("page"),
    dialog.getByRole("button", { name: "Enviar para WhatsApp" }).click(),
  ]);
  await chat.waitForLoadState();
  return { context, page, chatUrl: chat.url() };
}

/** Waits until `check` passes, for a beacon the browser sends in its own time. */
async function eventually(check, timeoutMs = 15_000) {
  const start = Date.now();
  for (;;) {
    try {
      return check();
    } catch (error) {
      if (Date.now() - start > timeoutMs) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

describe("counting visits", () => {
  it("a booking from the real page adds one chat handed, with its page, reason, interest and source", async () => {
    const responses = [];
    const sent = [];
    const { context, chatUrl } = await bookThroughThePage(site.url, {
      path: "/catarata/?utm_source=instagram",
      cta: "Agendar consulta",
      responses,
      beacons: sent,
    });
    assert.ok(chatUrl.startsWith(`${chatOrigin}/`), chatUrl);
    // The chat handed goes as the visitor leaves for the chat, in a beacon sent in the page's own time: the counts
    // are read once that beacon, and every one the page sent before it, has its answer.
    await eventually(() => assert.ok(sent.some((beacon) => beacon.body.includes('"chat_handed"'))));
    const answers = await Promise.all(sent.map((beacon) => beacon.answered));
    assert.deepEqual(
      answers.map((answer) => answer?.status()),
      sent.map(() => 204),
    );
    // The file is read from outside the runtime, which may show a batch's rows a moment after it answered: the
    // counts are read once the file holds what the answered beacon carried, the chat and the tap's measure.
    const {
      events: rows,
      speed: speedRows,
      devices: deviceRows,
    } = await eventually(() => {
      const now = everything();
      assert.equal(
        now.events.filter((row) => row.event === "chat_handed").length,
        1,
        JSON.stringify(now.events),
      );
      assert.ok(
        now.speed.some((row) => row.metric === "tapToDialog"),
        JSON.stringify(now.speed),
      );
      return now;
    });
    const pick = (event) =>
      rows
        .filter((row) => row.event === event)
        .map(({ page, source, reason, interest, count }) => ({
          page,
          source,
          reason,
          interest,
          count,
        }));
    assert.deepEqual(pick("chat_handed"), [
      {
        page: "/catarata/",
        source: "instagram",
        reason: "catarata",
        interest: "realizar exames",
        count: 1,
      },
    ]);
    assert.deepEqual(pick("booking_opened"), [
      { page: "/catarata/", source: "instagram", reason: "catarata", interest: "", count: 1 },
    ]);
    assert.deepEqual(pick("pageview"), [
      { page: "/catarata/", source: "instagram", reason: "", interest: "", count: 1 },
    ]);
    // The tap to the dialog, measured on this phone: one measure of the page, in a bucket, and one of a narrow
    // phone's (the classes are counted apart from the pages' histograms: migrations/0005_counting_size.sql).
    await context.close();
    const speed = speedRows.filter((row) => row.metric === "tapToDialog");
    assert.deepEqual(
      speed.map(({ page, count }) => ({ page, count })),
      [{ page: "/catarata/", count: 1 }],
    );
    assert.deepEqual(
      deviceRows
        .filter((row) => row.metric === "tapToDialog")
        .map(({ width, count }) => ({ width, count })),
      [{ width: "estreita", count: 1 }],
    );
    const cookies = responses.filter((response) => response.headers()["set-cookie"]);
    assert.deepEqual(
      cookies.map((response) => response.url()),
      [],
    );
    const beacons = responses.filter((response) => response.url().endsWith("/api/events"));
    assert.ok(beacons.length > 0 && beacons.every((response) => response.status() === 204));
  });

  it("keeps nothing the patient typed: the name and phone are in none of the database's files", async () => {
    const dir = join(databaseFile, "..");
    const typedForms = [typedName, typedPhone, "(98) 98765-4321", "98765-4321", "Maria"];
    for (const name of await readdir(dir)) {
      const bytes = await readFile(join(dir, name));
      for (const typed of typedForms)
        for (const encoding of ["utf8", "utf16le"])
          assert.equal(bytes.indexOf(Buffer.from(typed, encoding)), -1, `"${typed}" in ${name}`);
    }
  });

  it("counts a valid request and answers 204 with no cookie", async () => {
    const before = everything().events.find(
      (row) => row.page === "/links/" && row.source === "direto",
    );
    const response = await post(site.url, { events: [view, view] });
    assert.equal(response.status, 204);
    assert.equal(response.headers.get("set-cookie"), null);
    assert.equal(response.headers.get("cache-control"), "no-store");
    const now = everything().events.find(
      (row) => row.page === "/links/" && row.source === "direto",
    );
    assert.equal(now.count, (before?.count ?? 0) + 2);
  });

  const chat = {
    event: "chat_handed",
    page: "/",
    source: "google",
    reason: "home",
    interest: "realizar exames",
  };
  const hostile = [
    ["oversized (5 KB)", JSON.stringify({ events: [view], padding: "x".repeat(5000) })],
    ["10,000 events", JSON.stringify({ events: Array(10_000).fill(view) })],
    ["21 events", JSON.stringify({ events: Array(21).fill(view) })],
    ["malformed JSON", '{"events": [{"event": "pageview",'],
    ["not an object", "[]"],
    ["no events", JSON.stringify({ events: [] })],
    ["a count as text", JSON.stringify({ events: [{ ...view, page: 7 }] })],
    [
      "a speed as text",
      JSON.stringify({
        events: [
          {
            event: "speed",
            page: "/",
            metric: "LCP",
            value: "900",
            connection: "4g",
            width: "larga",
          },
        ],
      }),
    ],
    ["an unknown page", JSON.stringify({ events: [{ ...view, page: "/pagina-inventada/" }] })],
    ["the editor's page", JSON.stringify({ events: [{ ...view, page: "/admin/" }] })],
    [
      "SQL in a string",
      JSON.stringify({ events: [{ ...view, source: "direto'); DELETE FROM daily_events; --" }] }),
    ],
    ["SQL in the page", JSON.stringify({ events: [{ ...view, page: "/'||(SELECT 1)||'/" }] })],
    ["a name in the event", JSON.stringify({ events: [{ ...chat, name: typedName }] })],
    ["a phone as the interest", JSON.stringify({ events: [{ ...chat, interest: typedPhone }] })],
    ["one good event, one bad", JSON.stringify({ events: [view, { ...view, source: "tiktok" }] })],
  ];

  it("refuses hostile requests with 400, and writes nothing", async () => {
    const before = everything(quietDatabaseFile);
    for (const [what, body] of hostile) {
      const response = await post(quiet.url, body, { client: "203.0.113.20" });
      assert.equal(response.status, 400, what);
      assert.equal(response.headers.get("set-cookie"), null, what);
    }
    const notJson = await post(quiet.url, JSON.stringify({ events: [view] }), {
      client: "203.0.113.20",
      headers: { "Content-Type": "text/plain" },
    });
    assert.equal(notJson.status, 400, "text/plain");
    const otherSite = await post(
      quiet.url,
      { events: [view] },
      {
        client: "203.0.113.20",
        headers: { Origin: "https://golpe.example" },
      },
    );
    assert.equal(otherSite.status, 400, "another site's origin");
    const get = await fetch(`${quiet.url}/api/events`);
    assert.notEqual(get.status, 204, "GET");
    assert.deepEqual(everything(quietDatabaseFile), before);
  });

  it("answers its one path only: /api/events/ and /API/EVENTS get 404, and nothing is written", async () => {
    const before = everything(quietDatabaseFile);
    for (const path of ["/api/events/", "/API/EVENTS", "/Api/Events"]) {
      const response = await post(quiet.url, { events: [view] }, { client: "203.0.113.25", path });
      assert.equal(response.status, 404, path);
      assert.equal(response.headers.get("set-cookie"), null, path);
    }
    assert.deepEqual(everything(quietDatabaseFile), before);
    // The one path still counts.
    assert.equal(
      (await post(quiet.url, { events: [view] }, { client: "203.0.113.25" })).status,
      204,
    );
  });

  it("answers one client past the limit with 429, and counts nothing more from it", async () => {
    const client = "203.0.113.30";
    // The limit holds per window of the period; a run that crosses from one window into the next may pass up to
    // twice the limit, never more. Refused requests count too.
    const statuses = [];
    while (statuses.length <= 2 * eventsRateLimit.limit && statuses.at(-1) !== 429)
      statuses.push((await post(quiet.url, "{}", { client })).status);
    assert.equal(statuses.at(-1), 429, `no 429 in ${statuses.length} requests`);
    assert.ok(statuses.length > eventsRateLimit.limit, `429 after only ${statuses.length - 1}`);
    assert.deepEqual([...new Set(statuses.slice(0, -1))], [400]);
    const before = everything(quietDatabaseFile);
    const past = await post(quiet.url, { events: [view] }, { client });
    assert.equal(past.status, 429);
    assert.deepEqual(everything(quietDatabaseFile), before);
    // Another client is still counted.
    assert.equal(
      (await post(quiet.url, { events: [view] }, { client: "203.0.113.31" })).status,
      204,
    );
  });

  it("answers 503 when the database fails, and the booking still reaches the chat", async () => {
    assert.equal((await post(broken.url, { events: [view] })).status, 503);
    const responses = [];
    const { context, chatUrl } = await bookThroughThePage(broken.url, {
      path: "/",
      cta: "Agendar Consulta",
      responses,
    });
    assert.ok(chatUrl.startsWith(`${chatOrigin}/`), chatUrl);
    await context.close();
  });

  for (const [what, onEvents] of [
    ["down", (route) => route.abort("connectionrefused")],
    [
      "slow (20 s)",
      (route) =>
        new Promise((resolve) => setTimeout(resolve, 20_000))
          .then(() => route.fulfill({ status: 204 }))
          .catch(() => {}),
    ],
    ["answering 503", (route) => route.fulfill({ status: 503 })],
    ["refusing (403, another address)", (route) => route.fulfill({ status: 403 })],
    ["refusing (429, the day's ceiling)", (route) => route.fulfill({ status: 429 })],
  ])
    it(`the booking reaches the chat with the endpoint ${what}`, async () => {
      const { context, page, chatUrl } = await bookThroughThePage(site.url, {
        path: "/links/",
        cta: "Agende sua consulta",
        onEvents,
      });
      assert.ok(chatUrl.startsWith(`${chatOrigin}/`), chatUrl);
      // The page says nothing of it: the dialog is gone and the success toast is there.
      await page.getByText("Redirecionando para WhatsApp").waitFor();
      await context.close();
    });

  it("GET /api/results answers 401 without a sign-in, the report and the CSV to staff", async () => {
    const anonymous = await fetch(`${site.url}/api/results`);
    assert.equal(anonymous.status, 401);
    assert.equal(anonymous.headers.get("set-cookie"), null);
    const forged = await fetch(`${site.url}/api/results`, {
      headers: { "Cf-Access-Jwt-Assertion": await access.mint({ signedByStranger: true }) },
    });
    assert.equal(forged.status, 401);
    const headers = { "Cf-Access-Jwt-Assertion": await access.mint() };
    const report = await fetch(`${site.url}/api/results`, { headers });
    assert.equal(report.status, 200);
    assert.equal(report.headers.get("cache-control"), "no-store");
    const body = await report.json();
    assert.equal(body.weeks.length, 8);
    assert.equal(body.bySource.find((row) => row.source === "instagram").chats, 1);
    assert.deepEqual(body.byInterest, [{ interest: "realizar exames", chats: 1 }]);
    const csv = await fetch(`${site.url}/api/results?formato=csv`, { headers });
    assert.equal(csv.status, 200);
    assert.match(
      csv.headers.get("content-disposition"),
      /^attachment; filename="resultados-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const bytes = Buffer.from(await csv.arrayBuffer());
    assert.deepEqual([...bytes.subarray(0, 3)], [0xef, 0xbb, 0xbf], "a byte-order mark, for Excel");
    const text = bytes.subarray(3).toString("utf8");
    assert.match(text, /^Dia;Página;Origem;Evento;Motivo;Interesse;Quantidade\r\n/);
    assert.match(
      text,
      /;\/catarata\/;instagram;Conversa no WhatsApp;catarata;realizar exames;1\r\n/,
    );
  });

  /** POST /api/events with the `Host` and `Origin` given (or none), as curl could send it. */
  function postAs(base, { host, origin, body }) {
    const url = new URL(`${base}/api/events`);
    const text = JSON.stringify(body);
    return new Promise((resolve, reject) => {
      const outgoing = httpRequest(
        url,
        {
          method: "POST",
          headers: {
            Host: host ?? url.host,
            "Content-Type": "application/json",
            "Content-Length": Buffer.byteLength(text),
            "CF-Connecting-IP": "203.0.113.40",
            ...(origin ? { Origin: origin } : {}),
          },
        },
        (incoming) => {
          incoming.resume();
          incoming.on("end", () => resolve(incoming.statusCode));
        },
      );
      outgoing.on("error", reject);
      outgoing.end(text);
    });
  }

  it("answers only its own site: another address in Host, or no Origin, gets 403 and nothing is written", async () => {
    const before = everything(quietDatabaseFile);
    const own = new URL(quiet.url);
    const foreign = [
      ["a deployment's own address", "abc123.oftalmologia-site.pages.dev", quiet.url],
      ["another site's address, its own origin", "golpe.example", "http://golpe.example"],
      ["the site's host on another port", `${own.hostname}:1`, quiet.url],
    ];
    for (const [what, host, origin] of foreign)
      assert.equal(await postAs(quiet.url, { host, origin, body: { events: [view] } }), 403, what);
    assert.equal(await postAs(quiet.url, { body: { events: [view] } }), 403, "no Origin");
    assert.deepEqual(everything(quietDatabaseFile), before);
    // The same request from the site's own page is counted.
    assert.equal(await postAs(quiet.url, { origin: quiet.url, body: { events: [view] } }), 204);
  });

  it("past the day's ceiling of rows written: 429, nothing more written, and the results page says when", async () => {
    // Each request of one page view writes two rows: its count, and the ceiling's own.
    const ceiling = 6;
    const capped = await startPagesDev({
      port: await freePort(),
      bindings: { ...access.bindings, EVENTS_DAILY_ROWS: String(ceiling) },
    });
    try {
      const file = await localDatabaseFile(capped.stateDir);
      const views = () => {
        const db = new DatabaseSync(file, { readOnly: true });
        try {
          return db.prepare("SELECT SUM(count) AS views FROM daily_events").get().views;
        } finally {
          db.close();
        }
      };
      const statuses = [];
      for (let sent = 0; sent < 5; sent += 1)
        statuses.push(
          (await post(capped.url, { events: [view] }, { client: `203.0.113.${50 + sent}` })).status,
        );
      assert.deepEqual(statuses, [204, 204, 204, 429, 429]);
      assert.equal(views(), 3);
      // One row would still fit, but the day's counting has stopped.
      const speed = {
        event: "speed",
        page: "/",
        metric: "LCP",
        value: 900,
        connection: "4g",
        width: "larga",
      };
      assert.equal((await post(capped.url, { events: [speed] })).status, 429);
      assert.equal(views(), 3);

      // A stopped day writes nothing: 50 more valid beacons leave wrangler's local D1 as it was, its file and its
      // write-ahead log byte for byte, and SQLite's own count of changes made by any connection.
      const watcher = new DatabaseSync(file, { readOnly: true });
      try {
        const dataVersion = () => watcher.prepare("PRAGMA data_version").get().data_version;
        const [filesBefore, versionBefore] = [await databaseFiles(file), dataVersion()];
        for (let sent = 0; sent < 50; sent += 1)
          assert.equal(
            (await post(capped.url, { events: [view] }, { client: `203.0.113.${100 + sent}` }))
              .status,
            429,
          );
        assert.deepEqual(await databaseFiles(file), filesBefore);
        assert.equal(dataVersion(), versionBefore);
      } finally {
        watcher.close();
      }

      const jwt = await access.mint();
      const report = await (
        await fetch(`${capped.url}/api/results`, { headers: { [accessJwtHeader]: jwt } })
      ).json();
      assert.equal(report.stops.length, 1, JSON.stringify(report.stops));
      const [stop] = report.stops;
      assert.match(stop.time, /^\d{2}:\d{2}$/);
      const context = await browser.newContext();
      await context.route(`${capped.url}/**`, (route) =>
        route.continue({
          headers: { ...route.request().headers(), [accessJwtHeader.toLowerCase()]: jwt },
        }),
      );
      const page = await context.newPage();
      await page.goto(`${capped.url}/admin/resultados/`);
      await page
        .getByRole("region", { name: "Contagem interrompida" })
        .getByText(`contagem interrompida às ${stop.time}: limite diário`)
        .waitFor();
      await context.close();
    } finally {
      await capped.close();
    }
  });
});
