/**
 * The counting's size has a ceiling (docs/counting.md, "Its size"): the real endpoint and the real SQL, on SQLite
 * with the migrations applied (a file, to weigh it), sent the whole key space the events' schema admits on the
 * site's 13 pages (scripts/lib/event-key-space.mjs: about 20,400 events, 3,831 distinct rows a day) on two days
 * running. Each day adds at most the ceiling of new rows, the file grows by a bounded number of bytes a day, the
 * results page reads a bounded number of rows, and a staff member still publishes.
 */
import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { readdirSync, readFileSync } from "node:fs";
import { everyEvent, requestBodies } from "../../../scripts/lib/event-key-space.mjs";
import { defaultDailyNewRows } from "../../../src/server/counting/dailyCeiling";
import { receiveEvents, type EventsEnv } from "../../../src/server/counting/receiveEvents";
import { readResultRows } from "../../../src/server/counting/resultsReport";
import { addressOf } from "../../../src/shared/sitePages";
import { reserveWrites, defaultWriteCeiling } from "../../../src/server/gateway/writeCeiling";
import { d1 } from "../d1OnSqlite";

const site = "https://www.clinica.example";
const articles = readdirSync("src/content/artigos")
  .filter((name) => name.endsWith(".json"))
  .map(
    (name) =>
      (JSON.parse(readFileSync(`src/content/artigos/${name}`, "utf8")) as { slug: string }).slug,
  );
const pages = [
  ...(
    [
      "home",
      "catarata",
      "conteudos",
      "links",
      "privacidade",
      "acessibilidade",
      "naoEncontrada",
    ] as const
  ).map((key) => addressOf(key)),
  ...articles.map((slug) => addressOf("artigo", slug)),
];

/** The rows each table holds for a practice day. */
function rowsOf(sqlite: DatabaseSync, day: string) {
  const count = (table: string) =>
    (sqlite.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE day = ?`).get(day) as { n: number })
      .n;
  return count("daily_events") + count("daily_speed") + count("daily_speed_devices");
}

describe("the counting's size under the whole key space, day after day", () => {
  const dir = mkdtempSync(join(tmpdir(), "counting-size-"));
  const file = join(dir, "counting.sqlite");
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("each day adds at most the ceiling of new rows and under 250 KB; the results read at most 57 days of them; staff still publish", async () => {
    const sqlite = new DatabaseSync(file);
    // Weighed, not kept: no wait for the disk after each transaction.
    sqlite.exec("PRAGMA synchronous = OFF");
    for (const name of readdirSync("migrations").sort())
      sqlite.exec(readFileSync(`migrations/${name}`, "utf8"));
    const env: EventsEnv = {
      DB: d1(sqlite),
      SITE_URL: site,
      EVENTS_RATE_LIMIT: { limit: () => Promise.resolve({ success: true }) },
      ASSETS: { fetch: () => Promise.resolve(new Response(null, { status: 200 })) },
    };
    const bodies = requestBodies(everyEvent(pages));
    expect(bodies.length).toBeLessThan(30_000);
    const days = ["2026-11-23", "2026-11-24"];
    const growth: number[] = [];
    for (const day of days) {
      const before = statSync(file).size;
      const now = new Date(`${day}T15:00:00Z`);
      const statuses = new Set<number>();
      for (const [index, body] of bodies.entries()) {
        const request = new Request(`${site}/api/events`, {
          method: "POST",
          headers: {
            "Content-Type": "application/json",
            Origin: site,
            "CF-Connecting-IP": `198.51.100.${index % 250}`,
          },
          body,
        });
        statuses.add((await receiveEvents(request, env, now)).status);
      }
      expect([...statuses]).toEqual([204]);
      expect(rowsOf(sqlite, day)).toBeLessThanOrEqual(defaultDailyNewRows);
      expect(rowsOf(sqlite, day)).toBeGreaterThan(defaultDailyNewRows - 20);
      growth.push(statSync(file).size - before);
    }
    for (const bytes of growth) expect(bytes).toBeLessThan(250 * 1024);

    // The results page reads the rows of 56 days: at most 57 UTC days' new rows (a practice day spans two).
    const read = await readResultRows(env.DB!, "2026-11-24");
    const rowsRead = read.events.length + read.speed.length;
    expect(rowsRead).toBeLessThanOrEqual(days.length * defaultDailyNewRows);

    // A staff member publishes: the gateway's ceiling reserves their writes in the same database.
    const at = Math.floor(new Date("2026-11-24T16:00:00Z").getTime() / 1000);
    expect(
      await reserveWrites(
        env.DB!,
        "a".repeat(64),
        { commits: 1, bytes: 2_000 },
        defaultWriteCeiling,
        at,
      ),
    ).toBe(true);
    sqlite.close();
  });
});
