import { readdirSync, readFileSync } from "node:fs";
import { DatabaseSync } from "node:sqlite";
import { countStatements, dailyRows } from "../../../src/server/counting/dailyCounts";
import type { CountingDatabase, CountingStatement } from "../../../src/server/counting/dailyCounts";
import {
  allowanceDay,
  reserveStatement,
  stoppedBy,
} from "../../../src/server/counting/dailyCeiling";

/** D1's API over node:sqlite (D1 is SQLite): a batch is one transaction, each statement's rows its results. */
function d1(db: DatabaseSync): CountingDatabase {
  const statement = (
    query: string,
    values: (string | number | null)[] = [],
  ): CountingStatement => ({
    bind: (...more) => statement(query, [...values, ...more]),
    all: <Row>() => Promise.resolve({ results: db.prepare(query).all(...values) as Row[] }),
  });
  return {
    prepare: (query) => statement(query),
    batch: async (statements) => {
      db.exec("BEGIN");
      try {
        const results = [];
        for (const one of statements) results.push(await one.all());
        db.exec("COMMIT");
        return results;
      } catch (error) {
        db.exec("ROLLBACK");
        throw error;
      }
    },
  };
}

function migrated(): DatabaseSync {
  const db = new DatabaseSync(":memory:");
  for (const file of readdirSync("migrations").sort())
    db.exec(readFileSync(`migrations/${file}`, "utf8"));
  return db;
}

const view = { event: "pageview", page: "/", source: "direto" } as const;

/** One request of `events`, as the endpoint writes it: stopped (true) or counted (false). */
async function request(db: CountingDatabase, events: number, ceiling: number, now: Date) {
  const rows = dailyRows(
    Array.from({ length: events }, (_, index) => ({ ...view, page: `/p${index}/` })),
    "2026-11-24",
  );
  const written = rows.events.length + rows.speed.length + 1;
  const [reserved] = await db.batch([
    reserveStatement(db, written, ceiling, now),
    ...countStatements(db, rows, undefined, allowanceDay(now)),
  ]);
  return stoppedBy(reserved);
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
});
