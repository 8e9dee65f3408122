/**
 * The counting's part of the bench (`npm run bench`, or `--only events`): the events endpoint under load on
 * Cloudflare's local runtime, and the database's size after 10,000 simulated visits over 30 days. It reports and
 * never fails. Every request goes to 127.0.0.1, and every loop is bounded in count and in time.
 *
 * - Load: `concurrency` clients post a phone's usual batch (a page view, the booking opened, the chat handed and
 *   two speed measures) to POST /api/events of `wrangler pages dev` over the built site, with its local D1, for at
 *   most `seconds` or `maxRequests`. Each request names another client address (the rate limiter's key, a header
 *   the local runtime passes on), so the limiter, 100 a minute per address, lets them through as it would
 *   different phones; each carries the page's `Origin`, as a browser's does (the endpoint refuses one without). Requests per second held, and p50/p99 latency, of the answers that were 204.
 * - Size: 10,000 visits of plausible phones over 30 days (sources, second pages, bookings, chats, speed), added up
 *   per day by the endpoint's own code (src/server/counting/dailyCounts.ts, bundled for node by Vite) and written with
 *   its own statements into a SQLite database made by migrations/ (D1 is SQLite): the file's size and its rows.
 */
import { mkdtemp, readdir, readFile, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { pathToFileURL } from "node:url";
import { build } from "vite";
import { localDatabaseFile, startPagesDev } from "./pages-dev.mjs";

const repoRoot = resolve(import.meta.dirname, "../..");

/** A phone's usual batch: what one visit that books sends when the chat opens. */
const visitBatch = JSON.stringify({
  events: [
    { event: "pageview", page: "/links/", source: "instagram" },
    { event: "booking_opened", page: "/links/", source: "instagram", reason: "links" },
    {
      event: "chat_handed",
      page: "/links/",
      source: "instagram",
      reason: "links",
      interest: "agendar consulta",
    },
    {
      event: "speed",
      page: "/links/",
      metric: "LCP",
      value: 1830,
      connection: "4g",
      width: "estreita",
    },
    {
      event: "speed",
      page: "/links/",
      metric: "CLS",
      value: 0,
      connection: "4g",
      width: "estreita",
    },
  ],
});

function percentile(sorted, fraction) {
  if (sorted.length === 0) return undefined;
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))];
}

const round = (value, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;

/** The endpoint under load; resolves with what it held. */
async function loadTest({ publicDir, port, concurrency, seconds, maxRequests }) {
  const site = await startPagesDev({ dir: publicDir, port });
  try {
    // One request first, so the runtime has compiled the function and asked for the page before the clock runs.
    await fetch(`${site.url}/api/events`, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        "CF-Connecting-IP": "198.51.100.1",
        Origin: site.url,
      },
      body: visitBatch,
    });
    const latencies = [];
    const statuses = {};
    let sent = 0;
    const start = performance.now();
    const deadline = start + seconds * 1000;
    async function client() {
      while (sent < maxRequests && performance.now() < deadline) {
        const index = sent++;
        const before = performance.now();
        const response = await fetch(`${site.url}/api/events`, {
          method: "POST",
          headers: {
            "Content-Type": "application/json",
            "CF-Connecting-IP": `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`,
            Origin: site.url,
          },
          body: visitBatch,
        });
        await response.arrayBuffer();
        statuses[response.status] = (statuses[response.status] ?? 0) + 1;
        if (response.status === 204) latencies.push(performance.now() - before);
      }
    }
    await Promise.all(Array.from({ length: concurrency }, client));
    const elapsedS = (performance.now() - start) / 1000;
    latencies.sort((a, b) => a - b);
    const file = await localDatabaseFile(site.stateDir);
    const dir = join(file, "..");
    let databaseBytes = 0;
    for (const name of await readdir(dir))
      if (name.startsWith(file.split("/").pop()))
        databaseBytes += (await stat(join(dir, name))).size;
    return {
      concurrency,
      requests: sent,
      seconds: round(elapsedS, 2),
      statuses,
      requestsPerSecond: round(latencies.length / elapsedS),
      p50Ms: round(percentile(latencies, 0.5) ?? NaN),
      p99Ms: round(percentile(latencies, 0.99) ?? NaN),
      localDatabaseKB: round(databaseBytes / 1024),
    };
  } finally {
    await site.close();
  }
}

/** The endpoint's aggregation code, bundled for node. */
async function dailyCountsModule() {
  const outDir = await mkdtemp(join(tmpdir(), "events-bench-"));
  await build({
    configFile: false,
    logLevel: "error",
    // Vite would otherwise copy the root's public/ (the built site) beside the module.
    publicDir: false,
    build: {
      outDir,
      emptyOutDir: true,
      lib: {
        entry: join(repoRoot, "src/server/counting/dailyCounts.ts"),
        formats: ["es"],
        fileName: "dailyCounts",
      },
      minify: false,
    },
  });
  const file = (await readdir(outDir)).find((name) => /^dailyCounts\.m?js$/.test(name));
  return { module: await import(pathToFileURL(join(outDir, file)).href), outDir };
}

/** A repeatable stream of random numbers (mulberry32), so each run simulates the same visits. */
function randomFrom(seed) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One of `choices` ([value, weight] pairs). */
function pick(random, choices) {
  const total = choices.reduce((sum, [, weight]) => sum + weight, 0);
  let at = random() * total;
  for (const [value, weight] of choices) if ((at -= weight) < 0) return value;
  return choices[choices.length - 1][0];
}

/** `visits` plausible visits over `days` days, as the events their phones would send, per day. */
function simulatedDays(visits, days) {
  const random = randomFrom(25);
  const pages = [
    ["/links/", 45],
    ["/", 30],
    ["/catarata/", 20],
    ["/privacidade/", 2],
    ["/404/", 3],
  ];
  const sources = [
    ["instagram", 45],
    ["google", 25],
    ["direto", 15],
    ["whatsapp", 8],
    ["facebook", 5],
    ["outro", 2],
  ];
  const reasons = { "/": "home", "/catarata/": "catarata", "/links/": "links" };
  const interests = [
    ["agendar consulta", 60],
    ["realizar exames", 25],
    ["agendar consulta de retorno", 15],
  ];
  const connections = [
    ["4g", 70],
    ["3g", 15],
    ["2g", 2],
    ["desconhecida", 13],
  ];
  const widths = [
    ["estreita", 85],
    ["media", 5],
    ["larga", 10],
  ];
  const slow = (median) => Math.round(median * Math.exp((random() - 0.5) * 1.6));
  const byDay = Array.from({ length: days }, () => []);
  for (let visit = 0; visit < visits; visit++) {
    const events = byDay[Math.floor(random() * days)];
    const page = pick(random, pages);
    const source = pick(random, sources);
    const device = { connection: pick(random, connections), width: pick(random, widths) };
    events.push({ event: "pageview", page, source });
    if (random() < 0.3)
      events.push({ event: "pageview", page: pick(random, pages.slice(0, 3)), source: "interno" });
    const speed = (metric, value) =>
      events.push({ event: "speed", page, metric, value, ...device });
    speed("LCP", slow(1600));
    speed("CLS", random() < 0.9 ? 0 : round(random() * 0.2, 3));
    if (random() < 0.6) speed("INP", slow(120));
    const reason = reasons[page];
    if (reason && random() < 0.2) {
      events.push({ event: "booking_opened", page, source, reason });
      speed("tapToDialog", slow(1200));
      if (random() < 0.7)
        events.push({
          event: "chat_handed",
          page,
          source,
          reason,
          interest: pick(random, interests),
        });
    }
  }
  return byDay;
}

/** The database after `visits` visits over `days` days: its size and rows. */
async function databaseSize({ visits, days }) {
  const { module, outDir } = await dailyCountsModule();
  const { countStatements, dailyRows, dayBefore } = module;
  const dir = await mkdtemp(join(tmpdir(), "events-bench-db-"));
  const file = join(dir, "counting.sqlite");
  const db = new DatabaseSync(file);
  try {
    for (const name of (await readdir(join(repoRoot, "migrations"))).sort())
      db.exec(await readFile(join(repoRoot, "migrations", name), "utf8"));
    // D1's API over node:sqlite, as far as countStatements uses it: each statement runs in one transaction a day.
    const adapter = {
      prepare: (sql) => ({ bind: (...values) => ({ run: () => db.prepare(sql).run(...values) }) }),
    };
    const today = "2026-11-24";
    const byDay = simulatedDays(visits, days);
    let events = 0;
    for (const [index, dayEvents] of byDay.entries()) {
      const day = dayBefore(today, days - 1 - index);
      events += dayEvents.length;
      // The endpoint adds at most 20 events a request; a day's batches add up to the same rows.
      for (let start = 0; start < dayEvents.length; start += 20) {
        db.exec("BEGIN");
        for (const statement of countStatements(
          adapter,
          dailyRows(dayEvents.slice(start, start + 20), day),
        ))
          statement.run();
        db.exec("COMMIT");
      }
    }
    const rows = {
      daily_events: db.prepare("SELECT COUNT(*) AS n FROM daily_events").get().n,
      daily_speed: db.prepare("SELECT COUNT(*) AS n FROM daily_speed").get().n,
    };
    db.exec("VACUUM");
    const { page_count: pages } = db.prepare("PRAGMA page_count").get();
    const { page_size: pageSize } = db.prepare("PRAGMA page_size").get();
    return { visits, days, events, rows, databaseKB: round((pages * pageSize) / 1024) };
  } finally {
    db.close();
    await rm(dir, { recursive: true, force: true });
    await rm(outDir, { recursive: true, force: true });
  }
}

/**
 * Runs both parts and prints them. The runtime listens on 127.0.0.1:`port` (EVENTS_BENCH_PORT, else 9440).
 * @param {{ publicDir: string, port?: number, concurrency?: number, seconds?: number, maxRequests?: number }} options
 */
export async function benchEvents({
  publicDir,
  port = Number(process.env.EVENTS_BENCH_PORT ?? 9440),
  concurrency = 8,
  seconds = 15,
  maxRequests = 5000,
}) {
  const load = await loadTest({ publicDir, port, concurrency, seconds, maxRequests });
  console.log(
    `events endpoint: ${load.requests} requests in ${load.seconds} s from ${load.concurrency} clients, ` +
      `${load.requestsPerSecond} counted a second, p50 ${load.p50Ms} ms, p99 ${load.p99Ms} ms, ` +
      `answers ${JSON.stringify(load.statuses)}; local D1 ${load.localDatabaseKB} KB`,
  );
  const size = await databaseSize({ visits: 10_000, days: 30 });
  console.log(
    `database after ${size.visits} visits over ${size.days} days (${size.events} events): ` +
      `${size.databaseKB} KB, ${size.rows.daily_events} rows of daily_events, ${size.rows.daily_speed} of daily_speed`,
  );
  return { load, size };
}
