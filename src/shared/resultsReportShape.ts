/**
 * The practice's results as GET /api/results answers them and /admin/resultados/ draws them: the one shape the
 * server (src/server/counting/resultsReport.ts) fills and the results page reads.
 */
import type { SpeedMetric } from "./eventSchema";

/** How many weeks the page shows, the latest ending today. */
export const reportWeeks = 8;

/** A row of `daily_events` as read back. */
export interface EventTotalRow {
  day: string;
  page: string;
  source: string;
  event: string;
  reason: string;
  interest: string;
  count: number;
}

/** A row of `daily_speed` as read back (only what the report uses). */
export interface SpeedTotalRow {
  day: string;
  page: string;
  metric: string;
  bucket: number;
  count: number;
}

/** The three counts every breakdown shows. */
export interface Totals {
  /** Arrivals: pages opened from outside the site (a visit's first page). */
  visits: number;
  /** Bookings opened. */
  bookings: number;
  /** Chats handed to WhatsApp. */
  chats: number;
}

export interface WeekTotals extends Totals {
  /** The week's first day, YYYY-MM-DD. */
  from: string;
  /** The week's last day. */
  to: string;
  /** Every page shown, arrivals and pages opened within a visit. */
  pageViews: number;
}

export interface SpeedResult {
  metric: SpeedMetric;
  /** The 75th percentile of the real phones' measures (ms; a score for CLS), or null with none. */
  p75: number | null;
  /** How many measures. */
  samples: number;
  /** The lab's target (src/server/counting/labTargets.ts). */
  target: number;
}

/** A practice's day and time. */
export interface PracticeTime {
  /** The practice's day, YYYY-MM-DD. */
  day: string;
  /** The practice's time, HH:MM. */
  time: string;
}

/**
 * When a day's counting reached one of its ceilings (src/server/counting/dailyCeiling.ts): `rows`, the rows written
 * (it stopped counting); `newRows`, the new rows (it went on adding to what that day had counted, and left out
 * the rest).
 */
export interface CountingStop extends PracticeTime {
  ceiling: "rows" | "newRows";
}

/** GET /api/results's answer. */
export interface ResultsReport {
  /** The first day counted, YYYY-MM-DD. */
  from: string;
  /** Today, the practice's day. */
  to: string;
  /** Oldest first. */
  weeks: WeekTotals[];
  /** All eight weeks together. */
  total: WeekTotals;
  /** Per source, in trafficSources' order, `interno` left out (it is never an arrival). */
  bySource: (Totals & { source: string })[];
  /** Per page, most visits first. */
  byPage: (Totals & { page: string; pageViews: number })[];
  /** Chats per interest chosen, most first. */
  byInterest: { interest: string; chats: number }[];
  /** The real phones' speed over the eight weeks. */
  speed: SpeedResult[];
  /** The days the counting reached a daily ceiling, and when: part of what came after was not counted. */
  stops: CountingStop[];
}

/** The share of visits that reached the chat, 0 to 1, or null with no visit. */
export function chatShare(totals: Totals): number | null {
  return totals.visits > 0 ? totals.chats / totals.visits : null;
}
