import { typedParts } from "./fieldTyping.mjs";

describe("typedParts: the keys for a date or a time field", () => {
  const dayMonthYear = { date: ["day", "month", "year"], twelveHours: false };
  const monthDayYear = { date: ["month", "day", "year"], twelveHours: true };
  it.each<[string, "date" | "time", string, typeof dayMonthYear, string]>([
    ["a Brazilian date field", "date", "2026-12-08", dayMonthYear, "08122026"],
    ["an American date field", "date", "2026-12-08", monthDayYear, "12082026"],
    ["a 24-hour afternoon", "time", "13:00", dayMonthYear, "1300"],
    ["a 24-hour morning", "time", "08:05", dayMonthYear, "0805"],
    ["a 12-hour afternoon", "time", "13:00", monthDayYear, "0100P"],
    ["a 12-hour noon", "time", "12:30", monthDayYear, "1230P"],
    ["a 12-hour midnight", "time", "00:15", monthDayYear, "1215A"],
    ["a 12-hour morning", "time", "08:05", monthDayYear, "0805A"],
  ])("%s: %s %s", (_case, kind, value, layout, keys) => {
    expect(typedParts(kind, value, layout)).toBe(keys);
  });
});
