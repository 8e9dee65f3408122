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

/** The practice's time zone: Maranhão, UTC-3 all year. A day is the practice's day, not the server's. */
export const practiceTimeZone = "America/Fortaleza";

/** The practice's calendar day of an instant, as YYYY-MM-DD. */
export function practiceDay(instant: Date): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: practiceTimeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(instant);
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

/** One row of `daily_speed` to add to. */
export interface SpeedCountRow {
  day: string;
  page: string;
  metric: string;
  connection: string;
  width: string;
  bucket: number;
  count: number;
}

/** A batch's events as the rows it adds to, each distinct row once with its count. */
export function dailyRows(
  events: readonly CountedEvent[],
  day: string,
): { events: EventCountRow[]; speed: SpeedCountRow[] } {
  const eventRows = new Map<string, EventCountRow>();
  const speedRows = new Map<string, SpeedCountRow>();
  for (const event of events) {
    if (event.event === "speed") {
      const row = {
        day,
        page: event.page,
        metric: event.metric,
        connection: event.connection,
        width: event.width,
        bucket: bucketOf(event.metric, event.value),
        count: 1,
      };
      const key = JSON.stringify([row.page, row.metric, row.connection, row.width, row.bucket]);
      const existing = speedRows.get(key);
      if (existing) existing.count += 1;
      else speedRows.set(key, row);
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
      const key = JSON.stringify([row.page, row.source, row.event, row.reason, row.interest]);
      const existing = eventRows.get(key);
      if (existing) existing.count += 1;
      else eventRows.set(key, row);
    }
  }
  return { events: [...eventRows.values()], speed: [...speedRows.values()] };
}

/** Whether the ceiling's UTC day (the statement's last value) has not stopped (./dailyCeiling.ts). */
const notStopped = "(SELECT stopped_at FROM counting_ceiling WHERE day = ?) IS NULL";

/**
 * The rows' values, unconditionally or, with a ceiling's day, only while that day's counting has not stopped
 * (./dailyCeiling.ts: the batch's first statement reserves the rows, or stops the day).
 */
const valuesOf = (guarded: boolean) =>
  guarded ? `SELECT ?, ?, ?, ?, ?, ?, ? WHERE ${notStopped}` : "VALUES (?, ?, ?, ?, ?, ?, ?)";
const addEvents = (guarded: boolean) =>
  `INSERT INTO daily_events (day, page, source, event, reason, interest, count)
  ${valuesOf(guarded)}
  ON CONFLICT (day, page, source, event, reason, interest) DO UPDATE SET count = count + excluded.count`;
const addSpeed = (guarded: boolean) =>
  `INSERT INTO daily_speed (day, page, metric, connection, width, bucket, count)
  ${valuesOf(guarded)}
  ON CONFLICT (day, page, metric, connection, width, bucket) DO UPDATE SET count = count + excluded.count`;

/**
 * The statements that add a batch's rows. With `ceilingDay` (a UTC day of ./dailyCeiling.ts), each row is added
 * only if that day's counting has not stopped.
 */
export function countStatements(
  db: CountingDatabase,
  rows: { events: EventCountRow[]; speed: SpeedCountRow[] },
  ceilingDay?: string,
): CountingStatement[] {
  const guarded = ceilingDay !== undefined;
  const guard = guarded ? [ceilingDay] : [];
  return [
    ...rows.events.map((row) =>
      db
        .prepare(addEvents(guarded))
        .bind(
          row.day,
          row.page,
          row.source,
          row.event,
          row.reason,
          row.interest,
          row.count,
          ...guard,
        ),
    ),
    ...rows.speed.map((row) =>
      db
        .prepare(addSpeed(guarded))
        .bind(
          row.day,
          row.page,
          row.metric,
          row.connection,
          row.width,
          row.bucket,
          row.count,
          ...guard,
        ),
    ),
  ];
}

/**
 * The most rows one request deletes from each table, of the days past `keptDays`; what is left goes with a later
 * request. A deletion counts against the daily ceiling like any write, so it is bounded like one.
 */
export const pruneLimit = 1000;

/** The tables that keep days, and each one's key. */
const dayTables = [
  ["daily_events", "day, page, source, event, reason, interest"],
  ["daily_speed", "day, page, metric, connection, width, bucket"],
  ["counting_ceiling", "day"],
] as const;

/** The rows of a table a deletion takes: the oldest of the days before the first one kept, `pruneLimit` at most. */
const oldRows = (table: string, key: string) =>
  `SELECT ${key} FROM ${table} WHERE day < ? ORDER BY day LIMIT ${pruneLimit}`;

/** The first day kept, on the practice's day `today`. */
export function oldestKept(today: string): string {
  return dayBefore(today, keptDays);
}

/**
 * How many rows `pruneStatements` will delete, as an SQL expression and its values (the first day kept, once per
 * table): the ceiling reserves them before they are deleted (./dailyCeiling.ts).
 */
export function prunedRows(oldest: string): { sql: string; values: string[] } {
  return {
    sql: dayTables
      .map(([table, key]) => `(SELECT COUNT(*) FROM (${oldRows(table, key)}))`)
      .join(" + "),
    values: dayTables.map(() => oldest),
  };
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
      .prepare(`DELETE FROM ${table} WHERE (${key}) IN (${oldRows(table, key)}) AND ${notStopped}`)
      .bind(oldest, ceilingDay),
  );
}
