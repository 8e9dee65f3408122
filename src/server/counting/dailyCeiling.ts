/**
 * The daily ceiling on the rows the counting writes (migrations/0002_counting_ceiling.sql). D1's free plan allows
 * 100,000 rows written a day per account, reset at 00:00 UTC; past it every write fails until the next day. So the
 * endpoint reserves a request's rows as it writes them, and once a day's reservations would pass the ceiling it
 * stops counting for the rest of that UTC day (429) and notes when, for the results page to say so. The
 * reservation and the rows are one D1 batch (one transaction), so two requests at once can never both pass the
 * last rows. Everything the counting writes is counted, the deletion of days past two years included, and a stopped
 * day writes nothing more: whatever is sent to /api/events, the counting writes at most the ceiling (and the one
 * row that notes the stop) in a UTC day, and the rest of D1's allowance is the editor's (docs/deploying.md).
 */
import {
  countStatements,
  newRowsSql,
  newRowsValues,
  prunedRowsSql,
  pruneStatements,
  rowCount,
  type CountingDatabase,
  type CountingStatement,
  type CountRows,
} from "./dailyCounts";
import type { CountingStop, PracticeTime } from "../../shared/resultsReportShape";
import { wholeNumberSetting } from "../wholeNumberSetting";
import { practiceClock } from "../../shared/practiceTimeZone";

/**
 * The default ceiling, in rows written a UTC day: 90% of D1's free allowance (100,000). The other 10,000 are the
 * editor's reserve (its write ceiling and the commits it made: a publication writes a handful of rows) and the
 * migrations', which nothing sent to /api/events can use. A visit writes under ten rows, so a busy day of this
 * practice writes a few thousand.
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
 * The default ceiling on new rows a UTC day: rows the counting's tables did not have before (a row added to is not
 * one). A busy day of this practice adds a few hundred (docs/counting.md, "Its size"); the whole key space the
 * events' schema admits is about 4,000 a day. So the database grows by at most this many rows a day, whatever is
 * sent, and the results page reads at most 57 days of them.
 */
export const defaultDailyNewRows = 2_000;

/** The ceiling on new rows the host's setting `EVENTS_DAILY_NEW_ROWS` asks for; undefined when not a whole number. */
export function dailyNewRowCeiling(setting: string | undefined): number | undefined {
  return wholeNumberSetting(setting, defaultDailyNewRows, 7);
}

/** The two ceilings of a UTC day: rows written, and new rows among them. */
export interface DailyCeilings {
  rows: number;
  newRows: number;
}

/**
 * The first statement of a request's batch. It adds the request's rows written (each row it adds to, the ceiling's
 * own, and with `oldest` the rows the deletion of days past two years will take, counted in SQL: ./dailyCounts.ts)
 * to the UTC day of `now` while they fit within `ceilings.rows`, and otherwise stops the day (notes when). In the
 * same statement it adds the request's new rows (those its tables do not have yet, counted in SQL) to the day's
 * while they fit within `ceilings.newRows`; when they would not, it notes when the day's new rows became full, and
 * from then on the batch's statements add only to rows that exist (./dailyCounts.ts).
 *
 * Once the day has stopped, its update matches no row, so a stopped day writes nothing, whatever is sent: D1 bills
 * a row written for an upsert that changes no value, and every refused request would otherwise cost one. It
 * answers the day's `stopped_at`: null while counting goes on, the time it stopped when this request stopped it,
 * and no row when the day had stopped before. The batch's other statements write only while the day has not
 * stopped, so the request is counted whole or not at all in one round trip. Every expression of an upsert's SET
 * reads the row as it was, so the columns decide alike.
 */
export function reserveStatement(
  db: CountingDatabase,
  rows: CountRows,
  ceilings: DailyCeilings,
  now: Date,
  oldest?: string,
): CountingStatement {
  const written = `?2${oldest ? ` + ${prunedRowsSql(10)}` : ""}`;
  const fits = "written + (SELECT rows FROM request) <= ?3";
  const room = "added + (SELECT added FROM request) <= ?5";
  return db
    .prepare(
      `WITH request (rows, added) AS (SELECT ${written}, ${newRowsSql(6, 7)})
INSERT INTO counting_ceiling (day, written, stopped_at, added, full_at)
  SELECT ?1,
    CASE WHEN rows <= ?3 THEN rows ELSE 0 END,
    CASE WHEN rows <= ?3 THEN NULL ELSE ?4 END,
    CASE WHEN rows <= ?3 AND added <= ?5 THEN added ELSE 0 END,
    CASE WHEN rows <= ?3 AND added > ?5 THEN ?4 END
  FROM request WHERE true
  ON CONFLICT (day) DO UPDATE SET
    written = CASE WHEN ${fits} THEN written + (SELECT rows FROM request) ELSE written END,
    stopped_at = CASE WHEN ${fits} THEN NULL ELSE ?4 END,
    added = CASE WHEN ${fits} AND full_at IS NULL AND ${room} THEN added + (SELECT added FROM request) ELSE added END,
    full_at = CASE WHEN full_at IS NOT NULL OR NOT (${fits}) THEN full_at WHEN ${room} THEN NULL ELSE ?4 END
  WHERE stopped_at IS NULL
  RETURNING stopped_at`,
    )
    .bind(
      allowanceDay(now),
      rowCount(rows) + 1,
      ceilings.rows,
      now.toISOString(),
      ceilings.newRows,
      rows.events[0]?.day ?? rows.speed[0]?.day ?? rows.devices[0]?.day ?? "",
      ...newRowsValues(rows),
      ...(oldest ? [oldest] : []),
    );
}

/**
 * A request's whole batch, one transaction: the reservation of its rows (each row it adds to, and the ceiling's
 * own), the rows, and with `oldest` the deletion of the days before it, each written only while the day counts.
 */
export function countingBatch(
  db: CountingDatabase,
  rows: CountRows,
  ceilings: DailyCeilings,
  now: Date,
  oldest?: string,
): CountingStatement[] {
  const day = allowanceDay(now);
  return [
    reserveStatement(db, rows, ceilings, now, oldest),
    ...countStatements(db, rows, day),
    ...(oldest ? pruneStatements(db, oldest, day) : []),
  ];
}

/**
 * Whether the reservation's answer (the batch's first result) says the day's counting has
 * stopped: now (the time it stopped), or before (no row: the update found the day stopped, and wrote nothing).
 */
export function stoppedBy(result: unknown): boolean {
  const rows = (result as { results?: unknown } | undefined)?.results;
  if (!Array.isArray(rows)) throw new Error("The ceiling's reservation answered nothing");
  const row: unknown = rows[0];
  if (row === undefined) return true;
  if (typeof row !== "object" || row === null || !("stopped_at" in row))
    throw new Error("The ceiling's reservation answered something else");
  return row.stopped_at !== null;
}

/** An instant (ISO 8601) as the practice's day and time; undefined when it is not an instant. */
export function countingStop(stoppedAt: string): PracticeTime | undefined {
  const instant = Date.parse(stoppedAt);
  if (Number.isNaN(instant)) return undefined;
  const wall = practiceClock(instant);
  return { day: wall.slice(0, 10), time: wall.slice(11, 16) };
}

/** When the practice's days `from` to `to` reached a ceiling, oldest first. */
export async function readCountingStops(
  db: CountingDatabase,
  from: string,
  to: string,
): Promise<CountingStop[]> {
  // A practice day (UTC-3) ends on the UTC day after it starts: a UTC day is never before its practice day.
  const { results } = await db
    .prepare(
      "SELECT stopped_at, full_at FROM counting_ceiling WHERE (stopped_at IS NOT NULL OR full_at IS NOT NULL) AND day >= ? ORDER BY day",
    )
    .bind(from)
    .all<{ stopped_at: string | null; full_at: string | null }>();
  const stops: CountingStop[] = [];
  for (const row of results)
    for (const [at, ceiling] of [
      [row.full_at, "newRows"],
      [row.stopped_at, "rows"],
    ] as const) {
      const stop = at === null ? undefined : countingStop(at);
      if (stop && stop.day >= from && stop.day <= to) stops.push({ ...stop, ceiling });
    }
  return stops;
}
