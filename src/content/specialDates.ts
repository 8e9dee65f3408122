/**
 * When a special date (site-settings.json, `practice.hoursExceptions`) shows: in the hours table until its last
 * day has passed, and near the booking from 14 days before it starts. Days are the practice's calendar days
 * (its time zone is named once, in src/shared/practiceTimeZone.ts), as ISO dates ("2026-12-25"), which compare as plain strings. The build decides with the day
 * it runs on, so the page is right with JavaScript off; the page's inline check (src/boot/specialDatesCheck.ts)
 * decides again with the phone's clock, on the same days the build wrote into the page.
 */
import { practiceDay, showsOn, type ShownDays } from "../shared/practiceTimeZone";
import { exceptionsByDate, type HoursException } from "./practiceDetails";

// The practice's day and a line's days are the shared module's, which the offline worker reads too.
export { practiceDay, showsOn, type ShownDays };

/** How many days ahead a closure or changed hours shows near the booking. */
export const noticeWindowDays = 14;

const dayMs = 86_400_000;

/** The ISO date `days` after `day` (before it, for a negative number). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10);
}

/** The last day of a special date: its "Até", or its one day. */
export function lastDay({ from, until }: Pick<HoursException, "from" | "until">): string {
  return until && until > from ? until : from;
}

/** The days a special date shows in the hours table: until it is over. */
export function tableDays(exception: Pick<HoursException, "from" | "until">): ShownDays {
  return { until: lastDay(exception) };
}

/** The days a special date shows near the booking: from `noticeWindowDays` before it until it is over. */
export function noticeDays(exception: Pick<HoursException, "from" | "until">): ShownDays {
  return { from: addDays(exception.from, -noticeWindowDays), until: lastDay(exception) };
}

/**
 * The special dates still to come or going on, in date order; with no `today` (a page drawn outside a build, such
 * as the catalogue's), all of them.
 */
export function currentExceptions(
  exceptions: readonly HoursException[],
  today?: string,
): HoursException[] {
  return exceptionsByDate(exceptions).filter(
    (exception) => today === undefined || lastDay(exception) >= today,
  );
}
