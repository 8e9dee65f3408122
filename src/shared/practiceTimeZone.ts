/**
 * The practice's offset from UTC, in hours: its time zone is America/Fortaleza (Maranhão's), UTC−3 all year,
 * with no daylight saving. Its calendar day is what a special date means, whatever zone the phone guesses; the
 * build (src/content/specialDates.ts) and the page's inline check (src/boot/specialDatesCheck.ts) both count days
 * with it.
 */
export const practiceUtcOffsetHours = -3;
