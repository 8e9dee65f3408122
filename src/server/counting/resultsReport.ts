/**
 * The practice's results (/admin/resultados/, from GET /api/results): the last eight weeks of the daily totals,
 * added up as the page shows them, and the same totals as a CSV file. The report is what page and endpoint
 * exchange; the page draws it and never computes anything.
 */
import { dayBefore, type CountingDatabase } from "./dailyCounts";
import { speedMetrics, trafficSources } from "../../shared/eventSchema";
import { labTargets } from "./labTargets";
import { percentileOf } from "./speedBuckets";
import {
  reportWeeks,
  type EventTotalRow,
  type ResultsReport,
  type CountingStop,
  type SpeedTotalRow,
  type Totals,
  type WeekTotals,
} from "../../shared/resultsReportShape";
import { readCountingStops } from "./dailyCeiling";

function emptyTotals(): Totals {
  return { visits: 0, bookings: 0, chats: 0 };
}

function add(totals: Totals & { pageViews?: number }, row: EventTotalRow) {
  if (row.event === "pageview") {
    if (totals.pageViews !== undefined) totals.pageViews += row.count;
    if (row.source !== "interno") totals.visits += row.count;
  } else if (row.event === "booking_opened") totals.bookings += row.count;
  else if (row.event === "chat_handed") totals.chats += row.count;
}

/** The report of the eight weeks ending `today`, from the rows of those days. */
export function resultsReport(
  today: string,
  events: readonly EventTotalRow[],
  speed: readonly SpeedTotalRow[],
  stops: readonly CountingStop[] = [],
): ResultsReport {
  const from = dayBefore(today, reportWeeks * 7 - 1);
  const weeks: WeekTotals[] = Array.from({ length: reportWeeks }, (_, index) => {
    const weeksAgo = reportWeeks - 1 - index;
    return {
      from: dayBefore(today, weeksAgo * 7 + 6),
      to: dayBefore(today, weeksAgo * 7),
      pageViews: 0,
      ...emptyTotals(),
    };
  });
  const total: WeekTotals = { from, to: today, pageViews: 0, ...emptyTotals() };
  const bySource = new Map<string, Totals>(
    trafficSources
      .filter((source) => source !== "interno")
      .map((source) => [source, emptyTotals()]),
  );
  const byPage = new Map<string, Totals & { pageViews: number }>();
  const byInterest = new Map<string, number>();

  for (const row of events) {
    if (row.day < from || row.day > today) continue;
    const week = weeks.find((candidate) => row.day >= candidate.from && row.day <= candidate.to);
    if (week) add(week, row);
    add(total, row);
    const sourceTotals = bySource.get(row.source);
    if (sourceTotals) add(sourceTotals, row);
    let pageTotals = byPage.get(row.page);
    if (!pageTotals) byPage.set(row.page, (pageTotals = { pageViews: 0, ...emptyTotals() }));
    add(pageTotals, row);
    if (row.event === "chat_handed" && row.interest)
      byInterest.set(row.interest, (byInterest.get(row.interest) ?? 0) + row.count);
  }

  return {
    from,
    to: today,
    weeks,
    total,
    bySource: [...bySource].map(([source, totals]) => ({ source, ...totals })),
    byPage: [...byPage]
      .map(([page, totals]) => ({ page, ...totals }))
      .sort(
        (a, b) => b.visits - a.visits || b.pageViews - a.pageViews || a.page.localeCompare(b.page),
      ),
    byInterest: [...byInterest]
      .map(([interest, chats]) => ({ interest, chats }))
      .sort((a, b) => b.chats - a.chats),
    speed: speedMetrics.map((metric) => {
      const histogram = speed.filter(
        (row) => row.metric === metric && row.day >= from && row.day <= today,
      );
      const samples = histogram.reduce((sum, row) => sum + row.count, 0);
      return {
        metric,
        p75: percentileOf(metric, histogram, 0.75) ?? null,
        samples,
        target: labTargets[metric],
      };
    }),
    stops: stops.filter((stop) => stop.day >= from && stop.day <= today),
  };
}

/** Reads the rows of the eight weeks ending `today`. */
export async function readResultRows(db: CountingDatabase, today: string) {
  const from = dayBefore(today, reportWeeks * 7 - 1);
  const [events, speed, stops] = await Promise.all([
    db
      .prepare(
        "SELECT day, page, source, event, reason, interest, count FROM daily_events WHERE day BETWEEN ? AND ? ORDER BY day, page, source, event, reason, interest",
      )
      .bind(from, today)
      .all<EventTotalRow>(),
    db
      .prepare(
        "SELECT day, page, metric, bucket, SUM(count) AS count FROM daily_speed WHERE day BETWEEN ? AND ? GROUP BY day, page, metric, bucket",
      )
      .bind(from, today)
      .all<SpeedTotalRow>(),
    readCountingStops(db, from, today),
  ]);
  return { events: events.results, speed: speed.results, stops };
}

/** The CSV's columns, in the staff's words. */
const csvHeader = ["Dia", "Página", "Origem", "Evento", "Motivo", "Interesse", "Quantidade"];

/** What each event is called in the CSV. */
export const eventLabels: Record<string, string> = {
  pageview: "Página aberta",
  booking_opened: "Agendamento aberto",
  chat_handed: "Conversa no WhatsApp",
};

function csvField(value: string | number): string {
  const text = String(value);
  // A field a spreadsheet would read as a formula is quoted with a leading apostrophe, as OWASP advises.
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[;"\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/**
 * The daily totals as a CSV file for a spreadsheet: semicolons between fields, as Excel in Portuguese expects,
 * and a byte-order mark so it reads the accents as UTF-8.
 */
export function resultsCsv(rows: readonly EventTotalRow[]): string {
  const lines = [
    csvHeader,
    ...rows.map((row) => [
      row.day,
      row.page,
      row.source,
      eventLabels[row.event] ?? row.event,
      row.reason,
      row.interest,
      row.count,
    ]),
  ];
  return `\uFEFF${lines.map((line) => line.map(csvField).join(";")).join("\r\n")}\r\n`;
}
