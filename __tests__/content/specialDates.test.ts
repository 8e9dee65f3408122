import {
  addDays,
  currentExceptions,
  lastDay,
  noticeDays,
  practiceDay,
  showsOn,
  tableDays,
  type ShownDays,
} from "../../src/content/specialDates";

describe("practiceDay", () => {
  it.each<[string, string]>([
    // The practice's day, UTC−3, whatever zone the machine (or the phone) is in.
    ["2026-12-25T02:59:59Z", "2026-12-24"],
    ["2026-12-25T03:00:00Z", "2026-12-25"],
    ["2026-12-25T23:59:59Z", "2026-12-25"],
    ["2027-01-01T01:00:00Z", "2026-12-31"],
    ["2028-03-01T02:00:00Z", "2028-02-29"],
    // No daylight saving: the same offset in January (a Brazilian summer).
    ["2027-01-15T02:30:00Z", "2027-01-14"],
  ])("%s is %s in Fortaleza", (instant, day) => {
    expect(practiceDay(Date.parse(instant))).toBe(day);
  });
});

describe("addDays", () => {
  it.each<[string, number, string]>([
    ["2026-12-25", -14, "2026-12-11"],
    ["2026-01-05", -14, "2025-12-22"],
    ["2028-03-01", -1, "2028-02-29"],
    ["2026-12-31", 1, "2027-01-01"],
    ["2026-11-26", 0, "2026-11-26"],
  ])("%s %+d days is %s", (day, days, result) => {
    expect(addDays(day, days)).toBe(result);
  });
});

const natal = { from: "2026-12-25", reason: "Natal", intervals: [] };
const ferias = { from: "2027-01-11", until: "2027-01-22", reason: "Férias", intervals: [] };

describe("lastDay", () => {
  it.each<[string, { from: string; until?: string | null }, string]>([
    ["one day", natal, "2026-12-25"],
    ["a stretch", ferias, "2027-01-22"],
    ["an 'Até' left empty", { from: "2026-12-25", until: null }, "2026-12-25"],
    [
      "an 'Até' before the start, read as the one day",
      { from: "2026-12-25", until: "2026-12-20" },
      "2026-12-25",
    ],
  ])("%s", (_name, exception, day) => {
    expect(lastDay(exception)).toBe(day);
  });
});

describe("showsOn", () => {
  it.each<[string, ShownDays, string, boolean]>([
    ["the table, before the date", tableDays(natal), "2026-11-26", true],
    ["the table, on the date", tableDays(natal), "2026-12-25", true],
    ["the table, the day after", tableDays(natal), "2026-12-26", false],
    ["the table, during a stretch", tableDays(ferias), "2027-01-20", true],
    ["the table, after a stretch", tableDays(ferias), "2027-01-23", false],
    ["near the booking, 15 days before", noticeDays(natal), "2026-12-10", false],
    ["near the booking, 14 days before", noticeDays(natal), "2026-12-11", true],
    ["near the booking, on the date", noticeDays(natal), "2026-12-25", true],
    ["near the booking, the day after", noticeDays(natal), "2026-12-26", false],
    ["near the booking, on a stretch's last day", noticeDays(ferias), "2027-01-22", true],
  ])("%s: %s", (_name, days, today, shows) => {
    expect(showsOn(days, today)).toBe(shows);
  });
});

describe("currentExceptions", () => {
  const vespera = { from: "2026-12-24", reason: "Véspera de Natal", intervals: [] };
  const all = [ferias, natal, vespera];
  it.each<[string, string | undefined, string[]]>([
    [
      "all of them, in date order, before any",
      "2026-11-26",
      ["Véspera de Natal", "Natal", "Férias"],
    ],
    ["Christmas Eve gone the day after it", "2026-12-25", ["Natal", "Férias"]],
    ["a stretch kept while it lasts", "2027-01-22", ["Férias"]],
    ["none once all have passed", "2027-01-23", []],
    ["all of them with no day to go by", undefined, ["Véspera de Natal", "Natal", "Férias"]],
  ])("%s", (_name, today, reasons) => {
    expect(currentExceptions(all, today).map(({ reason }) => reason)).toEqual(reasons);
  });
});
