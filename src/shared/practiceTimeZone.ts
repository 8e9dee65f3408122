/**
 * The practice's offset from UTC, in hours: its time zone is America/Fortaleza (Maranhão's), UTC−3 all year,
 * with no daylight saving. Its calendar day is what a special date means, whatever zone the phone guesses; the
 * build (src/content/specialDates.ts), the page's inline check (src/boot/specialDatesCheck.ts) and the offline
 * worker (src/offline/) all count days with it.
 */
export const practiceUtcOffsetHours = -3;

/**
 * The practice's wall clock at the instant `now` (ms since the epoch), as an ISO date and time without a zone
 * ("2026-12-25T14:02:00.000"): what its calendar and its clock read there.
 */
export function practiceClock(now: number): string {
  return new Date(now + practiceUtcOffsetHours * 3_600_000).toISOString().slice(0, -1);
}

/** The practice's calendar day at the instant `now` (ms since the epoch), as an ISO date ("2026-12-25"). */
export function practiceDay(now: number): string {
  return practiceClock(now).slice(0, 10);
}

/** The days a special date's line shows on: from `from` (or always, without it) to `until`, both included. */
export interface ShownDays {
  from?: string;
  until: string;
}

/** Whether a line of `days` shows on `today` (ISO dates, which compare as plain strings). */
export function showsOn(days: ShownDays, today: string): boolean {
  return (days.from === undefined || days.from <= today) && today <= days.until;
}
