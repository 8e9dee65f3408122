/**
 * The daily ceiling on the rows the counting writes (migrations/0002_counting_ceiling.sql). D1's free plan allows
 * 100,000 rows written a day per account, reset at 00:00 UTC; past it every write fails until the next day. So the
 * endpoint reserves a request's rows as it writes them, and once a day's reservations would pass the ceiling it
 * stops counting for the rest of that UTC day (429) and notes when, for the results page to say so. The
 * reservation and the rows are one D1 batch (one transaction), so two requests at once can never both pass the
 * last rows.
 */
import { practiceTimeZone, type CountingDatabase, type CountingStatement } from "./dailyCounts";
import type { CountingStop } from "../../shared/resultsReportShape";
import { wholeNumberSetting } from "../wholeNumberSetting";

/**
 * The default ceiling, in rows written a UTC day: 90% of D1's free allowance (100,000). The other 10,000 are left
 * for what the ceiling does not count: the daily deletion of the days past two years (one old day's rows: a few
 * hundred on a normal day), the migrations and the editor's write ceiling. A visit writes under ten rows, so a
 * busy day of this practice writes a few thousand.
 */
export const defaultDailyRows = 90_000;

/** The ceiling the host's setting `EVENTS_DAILY_ROWS` asks for; undefined when it is not a whole number. */
export function dailyRowCeiling(setting: string | undefined): number | undefined {
  return wholeNumberSetting(setting, defaultDailyRows, 9);
}

/** The UTC day of an instant, as YYYY-MM-DD: the day D1's allowance is counted in. */
export function allowanceDay(instant: Date): string {
  return instant.toISOString().slice(0, 10);
}

/**
 * The first statement of a request's batch: adds `written` rows to the UTC day of `now` while they fit within
 * `ceiling`, and otherwise stops the day (notes when; a stopped day stays stopped). It answers the day's
 * `stopped_at`, null while counting goes on; the batch's other statements add their rows only while it is null
 * (./dailyCounts.ts, `countStatements` with the ceiling's day), so the request is counted whole or not at all in
 * one round trip. Every expression of an upsert's SET reads the row as it was, so both columns decide alike.
 */
export function reserveStatement(
  db: CountingDatabase,
  written: number,
  ceiling: number,
  now: Date,
): CountingStatement {
  const fits = written <= ceiling;
  const stoppedAt = now.toISOString();
  return db
    .prepare(
      `INSERT INTO counting_ceiling (day, written, stopped_at) VALUES (?, ?, ?)
  ON CONFLICT (day) DO UPDATE SET
    written = CASE WHEN stopped_at IS NULL AND written + ? <= ? THEN written + ? ELSE written END,
    stopped_at = CASE WHEN stopped_at IS NULL AND written + ? > ? THEN ? ELSE stopped_at END
  RETURNING stopped_at`,
    )
    .bind(
      allowanceDay(now),
      fits ? written : 0,
      fits ? null : stoppedAt,
      written,
      ceiling,
      written,
      written,
      ceiling,
      stoppedAt,
    );
}

/** Whether the reservation's answer (the batch's first result) says the day's counting has stopped. */
export function stoppedBy(result: unknown): boolean {
  const rows = (result as { results?: unknown } | undefined)?.results;
  const row: unknown = Array.isArray(rows) ? rows[0] : undefined;
  if (typeof row !== "object" || row === null || !("stopped_at" in row))
    throw new Error("The ceiling's reservation answered nothing");
  return row.stopped_at !== null;
}

/** An instant (ISO 8601) as the practice's day and time; undefined when it is not an instant. */
export function countingStop(stoppedAt: string): CountingStop | undefined {
  const instant = new Date(stoppedAt);
  if (Number.isNaN(instant.getTime())) return undefined;
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-CA", {
      timeZone: practiceTimeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return {
    day: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}`,
  };
}

/** The stops of the practice's days `from` to `to`, oldest first. */
export async function readCountingStops(
  db: CountingDatabase,
  from: string,
  to: string,
): Promise<CountingStop[]> {
  // A practice day (UTC-3) ends on the UTC day after it starts: a UTC day is never before its practice day.
  const { results } = await db
    .prepare(
      "SELECT stopped_at FROM counting_ceiling WHERE stopped_at IS NOT NULL AND day >= ? ORDER BY day",
    )
    .bind(from)
    .all<{ stopped_at: string }>();
  return results
    .map((row) => countingStop(row.stopped_at))
    .filter((stop): stop is CountingStop => !!stop && stop.day >= from && stop.day <= to);
}
