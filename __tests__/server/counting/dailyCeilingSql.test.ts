import type { DatabaseSync } from "node:sqlite";
import { dailyRows, oldestKept, pruneLimit } from "../../../src/server/counting/dailyCounts";
import type { CountingDatabase } from "../../../src/server/counting/dailyCounts";
import {
  countingBatch,
  defaultDailyNewRows,
  readCountingStops,
  stoppedBy,
} from "../../../src/server/counting/dailyCeiling";
import { d1, migrated, totalChanges } from "../d1OnSqlite";
import type { CountedEvent } from "../../../src/shared/eventSchema";

const view = { event: "pageview", page: "/", source: "direto" } as const;

/**
 * One request of `events`, as the endpoint writes it: stopped (true) or counted (false). With `oldest`, it also
 * deletes the days before it, as the first request of a day in an isolate does.
 */
async function request(
  db: CountingDatabase,
  events: number,
  ceiling: number,
  now: Date,
  oldest?: string,
) {
  const rows = dailyRows(
    Array.from({ length: events }, (_, index) => ({ ...view, page: `/p${index}/` })),
    "2026-11-24",
  );
  const [reserved] = await db.batch(
    countingBatch(db, rows, { rows: ceiling, newRows: defaultDailyNewRows }, now, oldest),
  );
  return stoppedBy(reserved);
}

/** The day's row of the ceiling: rows written, and when it stopped. */
function ceilingRow(sqlite: DatabaseSync, day = "2026-11-24") {
  return sqlite.prepare("SELECT written, stopped_at FROM counting_ceiling WHERE day = ?").get(day);
}

/** Puts `count` rows of an old day in each of the counting's tables, as two years of visits leave them. */
function oldRows(sqlite: DatabaseSync, day: string, count: number) {
  const events = sqlite.prepare(
    "INSERT INTO daily_events VALUES (?, ?, 'direto', 'pageview', '', '', 1)",
  );
  const speed = sqlite.prepare("INSERT INTO daily_speed VALUES (?, ?, 'LCP', 0, 1)");
  for (let index = 0; index < count; index += 1) {
    events.run(day, `/p${index}/`);
    speed.run(day, `/p${index}/`);
  }
  sqlite
    .prepare("INSERT INTO counting_ceiling (day, written, stopped_at) VALUES (?, ?, NULL)")
    .run(day, 2 * count);
}

describe("the daily ceiling, in SQL", () => {
  const now = new Date("2026-11-24T17:02:00Z");

  it("counts while the rows fit, then stops the day and writes nothing more", async () => {
    const sqlite = migrated();
    const db = d1(sqlite);
    const outcomes = [];
    for (const events of [2, 2, 1, 1, 1]) outcomes.push(await request(db, events, 8, now));
    // 3 + 3 = 6 rows; 2 more fit (8); the next would be 10: the day stops, and stays stopped for a small one.
    expect(outcomes).toEqual([false, false, false, true, true]);
    const counted = sqlite.prepare("SELECT SUM(count) AS n FROM daily_events").get() as {
      n: number;
    };
    expect(counted.n).toBe(5);
    expect(sqlite.prepare("SELECT day, written, stopped_at FROM counting_ceiling").all()).toEqual([
      { day: "2026-11-24", written: 8, stopped_at: "2026-11-24T17:02:00.000Z" },
    ]);
  });

  it("a first request larger than the ceiling stops the day at once", async () => {
    const sqlite = migrated();
    expect(await request(d1(sqlite), 5, 3, now)).toBe(true);
    expect(sqlite.prepare("SELECT COUNT(*) AS n FROM daily_events").get()).toEqual({ n: 0 });
  });

  it("the next UTC day counts again", async () => {
    const db = d1(migrated());
    expect(await request(db, 3, 3, now)).toBe(true);
    expect(await request(db, 1, 3, new Date("2026-11-25T00:00:00Z"))).toBe(false);
  });

  it("once the day has stopped, more requests write no row at all", async () => {
    const sqlite = migrated();
    const db = d1(sqlite);
    expect(await request(db, 1, 2, now)).toBe(false);
    expect(await request(db, 1, 2, now)).toBe(true);
    const stopped = totalChanges(sqlite);
    for (let sent = 0; sent < 50; sent += 1) expect(await request(db, 1, 2, now)).toBe(true);
    // SQLite's own count of rows changed, which D1 bills as rows written.
    expect(totalChanges(sqlite)).toBe(stopped);
    expect(ceilingRow(sqlite)).toEqual({ written: 2, stopped_at: "2026-11-24T17:02:00.000Z" });
  });

  it("counts every row it writes: the day's total is what SQLite wrote, the deletion of old days included", async () => {
    const sqlite = migrated();
    const db = d1(sqlite);
    const oldest = oldestKept("2026-11-24");
    oldRows(sqlite, "2023-05-01", pruneLimit + 200);
    const before = totalChanges(sqlite);
    expect(await request(db, 3, 10_000, now, oldest)).toBe(false);
    expect(await request(db, 2, 10_000, now)).toBe(false);
    // The first request deleted a bounded share of the old rows (and the old day's ceiling), the second none.
    const left = (table: string) =>
      (
        sqlite.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE day < ?`).get(oldest) as {
          n: number;
        }
      ).n;
    expect([left("daily_events"), left("daily_speed"), left("counting_ceiling")]).toEqual([
      200, 200, 0,
    ]);
    expect(ceilingRow(sqlite)?.written).toBe(totalChanges(sqlite) - before);
    // The next request of a day takes the rest.
    expect(await request(db, 1, 10_000, now, oldest)).toBe(false);
    expect([left("daily_events"), left("daily_speed")]).toEqual([0, 0]);
    expect(ceilingRow(sqlite)?.written).toBe(totalChanges(sqlite) - before);
  });

  it("a deletion that would pass the ceiling stops the day, and deletes nothing", async () => {
    const sqlite = migrated();
    oldRows(sqlite, "2023-05-01", 50);
    const before = totalChanges(sqlite);
    expect(await request(d1(sqlite), 1, 60, now, oldestKept("2026-11-24"))).toBe(true);
    expect(sqlite.prepare("SELECT COUNT(*) AS n FROM daily_events").get()).toEqual({ n: 50 });
    // The one row written is the stop's own note.
    expect(totalChanges(sqlite) - before).toBe(1);
  });
});

describe("the daily ceiling on new rows, in SQL", () => {
  const now = new Date("2026-11-24T17:02:00Z");
  const day = "2026-11-24";
  const page = (index: number) => ({ ...view, page: `/p${index}/` });

  /** One request of these events, with a ceiling of `newRows` new rows: stopped (true) or counted (false). */
  async function send(db: CountingDatabase, events: CountedEvent[], newRows: number) {
    const [reserved] = await db.batch(
      countingBatch(db, dailyRows(events, day), { rows: 10_000, newRows }, now),
    );
    return stoppedBy(reserved);
  }
  const counts = (sqlite: DatabaseSync) =>
    Object.fromEntries(
      (
        sqlite.prepare("SELECT page, count FROM daily_events ORDER BY page").all() as {
          page: string;
          count: number;
        }[]
      ).map((row) => [row.page, row.count]),
    );
  const ceilingOf = (sqlite: DatabaseSync) =>
    sqlite.prepare("SELECT written, added, full_at FROM counting_ceiling WHERE day = ?").get(day);

  it("adds new rows while they fit; a request whose new rows would not fit adds only to the rows that exist, and so does every later one", async () => {
    const sqlite = migrated();
    const db = d1(sqlite);
    expect(await send(db, [page(1), page(2)], 3)).toBe(false);
    // One new row (p3) and one that exists (p1): 3 new rows in all, the ceiling.
    expect(await send(db, [page(1), page(3)], 3)).toBe(false);
    expect(ceilingOf(sqlite)).toEqual({ written: 6, added: 3, full_at: null });
    // p4 would be the fourth: the day's new rows are full from now; p2 that exists is still added to.
    expect(await send(db, [page(2), page(4)], 3)).toBe(false);
    expect(ceilingOf(sqlite)).toEqual({ written: 9, added: 3, full_at: now.toISOString() });
    expect(await send(db, [page(5)], 3)).toBe(false);
    expect(await send(db, [page(3), page(3)], 3)).toBe(false);
    expect(counts(sqlite)).toEqual({ "/p1/": 2, "/p2/": 2, "/p3/": 3 });
    // The rows written are still reserved, and stop the day at their own ceiling.
    expect(ceilingOf(sqlite)).toEqual({ written: 13, added: 3, full_at: now.toISOString() });
    // The results page says when, in the practice's time.
    expect(await readCountingStops(db, "2026-11-18", day)).toEqual([
      { day, time: "14:02", ceiling: "newRows" },
    ]);
  });

  it("counts a row as new once, however many times the request names it, and a row added to on an earlier day is new today", async () => {
    const sqlite = migrated();
    sqlite
      .prepare(
        "INSERT INTO daily_events VALUES ('2026-11-23', '/p1/', 'direto', 'pageview', '', '', 4)",
      )
      .run();
    const db = d1(sqlite);
    expect(await send(db, [page(1), page(1), page(1)], 1)).toBe(false);
    expect(ceilingOf(sqlite)).toEqual({ written: 2, added: 1, full_at: null });
  });

  it("speed adds a histogram row and a row of the phone's class, both new rows", async () => {
    const sqlite = migrated();
    const db = d1(sqlite);
    const lcp = {
      event: "speed",
      page: "/",
      metric: "LCP",
      value: 900,
      connection: "4g",
      width: "larga",
    } as const;
    const [reserved] = await db.batch(
      countingBatch(db, dailyRows([lcp, lcp], day), { rows: 10_000, newRows: 2 }, now),
    );
    expect(stoppedBy(reserved)).toBe(false);
    expect(ceilingOf(sqlite)).toEqual({ written: 3, added: 2, full_at: null });
    expect(sqlite.prepare("SELECT * FROM daily_speed").all()).toEqual([
      { day, page: "/", metric: "LCP", bucket: 900, count: 2 },
    ]);
    expect(sqlite.prepare("SELECT * FROM daily_speed_devices").all()).toEqual([
      { day, metric: "LCP", connection: "4g", width: "larga", count: 2 },
    ]);
  });
});
