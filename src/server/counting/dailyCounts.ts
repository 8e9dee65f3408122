/**
 * From a batch of events to the daily totals the database keeps (migrations/0001_daily_counts.sql), and the
 * statements that add them: one upsert per distinct row, run as one D1 batch (one transaction), so a request
 * is counted whole or not at all.
 */
import type { CountedEvent } from "../../shared/eventSchema";
import { bucketOf } from "./speedBuckets";
import { keptDays } from "../../shared/eventSchema";

/** The part of Cloudflare D1's API the counting uses (the binding `DB`; wrangler's local D1 in the tests). */
export interface CountingDatabase {
  prepare(query: string): CountingStatement;
  batch(statements: CountingStatement[]): Promise<unknown[]>;
}
export interface CountingStatement {
  bind(...values: (string | number | null)[]): CountingStatement;
  all<Row = Record<string, unknown>>(): Promise<{ results: Row[] }>;
}

/** The day `days` before (or after, if negative) a YYYY-MM-DD day. */
export function dayBefore(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}

/** One row of `daily_events` to add to. */
export interface EventCountRow {
  day: string;
  page: string;
  source: string;
  event: string;
  reason: string;
  interest: string;
  count: number;
}

/** One row of `daily_speed` to add to: a metric's histogram, per page (migrations/0005_counting_size.sql). */
export interface SpeedCountRow {
  day: string;
  page: string;
  metric: string;
  bucket: number;
  count: number;
}

/** One row of `daily_speed_devices` to add to: how many of a metric's measures came from a class of phone. */
export interface DeviceCountRow {
  day: string;
  metric: string;
  connection: string;
  width: string;
  count: number;
}

/** The rows a batch adds to, one list per table. */
export interface CountRows {
  events: EventCountRow[];
  speed: SpeedCountRow[];
  devices: DeviceCountRow[];
}

/** Adds `row` to `rows` under `key`: a new row, or its count added to the one already there. */
function addTo<Row extends { count: number }>(rows: Map<string, Row>, key: unknown[], row: Row) {
  const name = JSON.stringify(key);
  const existing = rows.get(name);
  if (existing) existing.count += row.count;
  else rows.set(name, row);
}

/** A batch's events as the rows it adds to, each distinct row once with its count. */
export function dailyRows(events: readonly CountedEvent[], day: string): CountRows {
  const eventRows = new Map<string, EventCountRow>();
  const speedRows = new Map<string, SpeedCountRow>();
  const deviceRows = new Map<string, DeviceCountRow>();
  for (const event of events) {
    if (event.event === "speed") {
      const bucket = bucketOf(event.metric, event.value);
      addTo(speedRows, [event.page, event.metric, bucket], {
        day,
        page: event.page,
        metric: event.metric,
        bucket,
        count: 1,
      });
      addTo(deviceRows, [event.metric, event.connection, event.width], {
        day,
        metric: event.metric,
        connection: event.connection,
        width: event.width,
        count: 1,
      });
    } else {
      const row = {
        day,
        page: event.page,
        source: event.source,
        event: event.event,
        reason: "reason" in event ? event.reason : "",
        interest: "interest" in event ? event.interest : "",
        count: 1,
      };
      addTo(eventRows, [row.page, row.source, row.event, row.reason, row.interest], row);
    }
  }
  return {
    events: [...eventRows.values()],
    speed: [...speedRows.values()],
    devices: [...deviceRows.values()],
  };
}

/** How many rows a batch adds to, in all tables. */
export function rowCount(rows: CountRows): number {
  return rows.events.length + rows.speed.length + rows.devices.length;
}

/**
 * The counting's tables of days: each one's key columns, the day first. The statements below are written from
 * this one list, so a row's key is spelt once.
 */
export const countTables = {
  events: { table: "daily_events", key: ["day", "page", "source", "event", "reason", "interest"] },
  speed: { table: "daily_speed", key: ["day", "page", "metric", "bucket"] },
  devices: { table: "daily_speed_devices", key: ["day", "metric", "connection", "width"] },
} as const satisfies Record<keyof CountRows, { table: string; key: readonly string[] }>;

/** A row's values in its table's key order, then its count. */
function valuesOfRow(kind: keyof CountRows, row: CountRows[typeof kind][number]) {
  const record = row as unknown as Record<string, string | number>;
  return [...countTables[kind].key.map((column) => record[column] ?? ""), row.count];
}

/**
 * Whether the ceiling's UTC day (`?{n}`) counts new rows: it has not stopped, and its new rows have not reached their
 * ceiling (./dailyCeiling.ts). With `existing`, an SQL condition true when the row is already there (added to, it
 * is not a new row), the rows that exist are still added to on a day whose new rows are full.
 */
const dayCounts = (n: number, existing: string) =>
  `EXISTS (SELECT 1 FROM counting_ceiling WHERE day = ?${n} AND stopped_at IS NULL AND (full_at IS NULL OR ${existing}))`;

/**
 * The upsert that adds one row to `kind`'s table. Its values are `?1`... in the key's order, then the count; with a
 * ceiling's day (the next parameter), it writes only while that day counts, a new row only while the day's new rows
 * have room (./dailyCeiling.ts).
 */
function addRow(kind: keyof CountRows, guarded: boolean): string {
  const { table, key } = countTables[kind];
  const columns = [...key, "count"];
  const values = columns.map((_, index) => `?${index + 1}`).join(", ");
  const existing = `EXISTS (SELECT 1 FROM ${table} WHERE ${key.map((column, index) => `${column} = ?${index + 1}`).join(" AND ")})`;
  return `INSERT INTO ${table} (${columns.join(", ")})
  ${guarded ? `SELECT ${values} WHERE ${dayCounts(columns.length + 1, existing)}` : `VALUES (${values})`}
  ON CONFLICT (${key.join(", ")}) DO UPDATE SET count = count + excluded.count`;
}

/**
 * The statements that add a batch's rows. With `ceilingDay` (a UTC day of ./dailyCeiling.ts), each row is added
 * only while that day's counting has not stopped, and a new row only while the day's new rows have room.
 */
export function countStatements(
  db: CountingDatabase,
  rows: CountRows,
  ceilingDay?: string,
): CountingStatement[] {
  const guarded = ceilingDay !== undefined;
  const guard = guarded ? [ceilingDay] : [];
  return (Object.keys(countTables) as (keyof CountRows)[]).flatMap((kind) =>
    rows[kind].map((row) =>
      db.prepare(addRow(kind, guarded)).bind(...valuesOfRow(kind, row), ...guard),
    ),
  );
}

/**
 * How many of a batch's rows are new, as an SQL expression: the rows' keys (less the day, which is `?{day}`) are
 * JSON arrays in the parameters `?{first}`, `?{first + 1}`... one per table, and a row is new when its table has no
 * row with that key. What ./dailyCeiling.ts reserves against the day's ceiling of new rows.
 */
export function newRowsSql(day: number, first: number): string {
  return (Object.values(countTables) as { table: string; key: readonly string[] }[])
    .map(({ table, key }, index) => {
      const match = key
        .map((column, at) =>
          at === 0 ? `${column} = ?${day}` : `${column} = r.value ->> ${at - 1}`,
        )
        .join(" AND ");
      return `(SELECT COUNT(*) FROM json_each(?${first + index}) AS r WHERE NOT EXISTS (SELECT 1 FROM ${table} WHERE ${match}))`;
    })
    .join(" + ");
}

/** The rows' keys, less the day, as the JSON parameters of `newRowsSql`, one per table. */
export function newRowsValues(rows: CountRows): string[] {
  return (Object.keys(countTables) as (keyof CountRows)[]).map((kind) =>
    JSON.stringify(rows[kind].map((row) => valuesOfRow(kind, row).slice(1, -1))),
  );
}

/**
 * The most rows one request deletes from each table, of the days past `keptDays`; what is left goes with a later
 * request. A deletion counts against the daily ceiling like any write, so it is bounded like one.
 */
export const pruneLimit = 1000;

/** The tables that keep days, and each one's key. */
const dayTables = [
  ...Object.values(countTables).map(({ table, key }) => [table, key.join(", ")] as const),
  ["counting_ceiling", "day"] as const,
];

/** The rows of a table a deletion takes: the oldest of the days before the first one kept (`?{n}`), `pruneLimit` at most. */
const oldRows = (table: string, key: string, n: number) =>
  `SELECT ${key} FROM ${table} WHERE day < ?${n} ORDER BY day LIMIT ${pruneLimit}`;

/** The first day kept, on the practice's day `today`. */
export function oldestKept(today: string): string {
  return dayBefore(today, keptDays);
}

/**
 * How many rows `pruneStatements` will delete, as an SQL expression over the parameter `?{n}`, the first day kept:
 * the ceiling reserves them before they are deleted (./dailyCeiling.ts).
 */
export function prunedRowsSql(n: number): string {
  return dayTables
    .map(([table, key]) => `(SELECT COUNT(*) FROM (${oldRows(table, key, n)}))`)
    .join(" + ");
}

/**
 * The statements that delete the rows of days older than `keptDays` (at most `pruneLimit` from each table), only
 * while the ceiling's day `ceilingDay` has not stopped: the batch's reservation counted them first.
 */
export function pruneStatements(
  db: CountingDatabase,
  oldest: string,
  ceilingDay: string,
): CountingStatement[] {
  return dayTables.map(([table, key]) =>
    db
      .prepare(
        `DELETE FROM ${table} WHERE (${key}) IN (${oldRows(table, key, 1)}) AND (SELECT stopped_at FROM counting_ceiling WHERE day = ?2) IS NULL`,
      )
      .bind(oldest, ceilingDay),
  );
}
