/**
 * A health text the doctor reviewed more than a year ago is due for a new review: the build lists it. Dates are
 * the content's calendar dates ("2026-03-10"); `today` is the build's practice day (src/shared/practiceTimeZone.ts),
 * passed in so the rule can be tested.
 */

/** How long a review holds, in years. */
export const reviewValidYears = 1;

/** Whether a review on `reviewedOn` is more than a year before `today` (both year-month-day). */
export function isReviewDue(reviewedOn: string, today: string): boolean {
  const [year = 0, month = 1, day = 1] = reviewedOn.split("-").map(Number);
  // A year later, the same day; 29 February a year later is 1 March.
  const expires = new Date(Date.UTC(year + reviewValidYears, month - 1, day));
  return today > expires.toISOString().slice(0, 10);
}
