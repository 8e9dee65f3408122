import { practiceDay } from "../../src/shared/practiceTimeZone";

describe("practiceDay: the practice's day (Maranhão, UTC-3)", () => {
  it.each([
    ["2026-11-24T02:59:59Z", "2026-11-23"],
    ["2026-11-24T03:00:00Z", "2026-11-24"],
    ["2026-12-31T23:00:00Z", "2026-12-31"],
    ["2027-01-01T02:00:00Z", "2026-12-31"],
  ])("%s is %s", (instant, day) => {
    expect(practiceDay(Date.parse(instant))).toBe(day);
  });
});

describe("practiceDay, as the build dates the articles' reviews: the calendar day in Brazil (UTC-3)", () => {
  it.each([
    ["2026-11-24T02:59:59Z", "2026-11-23"],
    ["2026-11-24T03:00:00Z", "2026-11-24"],
    ["2026-12-31T23:00:00Z", "2026-12-31"],
    ["2027-01-01T02:00:00Z", "2026-12-31"],
  ])("%s -> %s", (instant, day) => {
    expect(practiceDay(new Date(instant).getTime())).toBe(day);
  });
});
