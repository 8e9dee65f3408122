import { Type } from "@sinclair/typebox";
import { artigo } from "../../src/content/model/artigo";
import { siteSettings } from "../../src/content/model/siteSettings";
import { calendarDate, list, optional } from "../../src/content/contentFields";
import {
  calendarDateBreaks,
  intervalBreaks,
  isCalendarDate,
  pastDateBreak,
  practiceHoursBreaks,
  specialDateBreaks,
} from "../../src/content/dateAndHourRules";
import settingsFile from "../../src/content/site-settings.json";

describe("isCalendarDate", () => {
  it.each([
    ["2026-12-25", true],
    ["2026-01-31", true],
    ["2026-02-28", true],
    ["2028-02-29", true],
    ["2000-02-29", true],
    ["2026-04-30", true],
    ["2026-12-31", true],
    ["2026-02-29", false],
    ["2100-02-29", false],
    ["2026-02-30", false],
    ["2026-02-31", false],
    ["2026-04-31", false],
    ["2026-06-31", false],
    ["2026-09-31", false],
    ["2026-11-31", false],
    ["2026-13-01", false],
    ["2026-00-10", false],
    ["2026-12-00", false],
    ["2026-12-32", false],
    ["2026-1-05", false],
    ["25/12/2026", false],
    ["", false],
  ])("%s: %s", (text, real) => expect(isCalendarDate(text)).toBe(real));
});

describe("intervalBreaks: each interval closes after it opens", () => {
  it.each<[string, unknown, string[]]>([
    ["a morning", [{ opens: "08:00", closes: "12:00" }], []],
    [
      "a morning and an afternoon",
      [
        { opens: "08:00", closes: "12:00" },
        { opens: "14:00", closes: "18:00" },
      ],
      [],
    ],
    ["closed all day", [], []],
    ["a minute long", [{ opens: "12:00", closes: "12:01" }], []],
    ["12:00 to 08:00", [{ opens: "12:00", closes: "08:00" }], ["dia[0].closes"]],
    ["08:00 to 08:00", [{ opens: "08:00", closes: "08:00" }], ["dia[0].closes"]],
    ["to midnight", [{ opens: "18:00", closes: "00:00" }], ["dia[0].closes"]],
    [
      "the second shift backwards",
      [
        { opens: "08:00", closes: "12:00" },
        { opens: "18:00", closes: "14:00" },
      ],
      ["dia[1].closes"],
    ],
    // What the schema tells already (a missing or unreadable time) is not told twice.
    ["a time left out", [{ opens: "08:00" }], []],
    ["a time that is a number", [{ opens: "08:00", closes: 12 }], []],
    ["not a list", { opens: "12:00", closes: "08:00" }, []],
    ["an interval that is not a group", [null], []],
  ])("%s", (_case, intervals, paths) => {
    const found = intervalBreaks(intervals, "dia");
    expect(found.map(({ path }) => path)).toEqual(paths);
    for (const { keyword } of found) expect(keyword).toBe("closesAfterOpens");
  });

  it("says in the build's words what the times are", () => {
    expect(
      intervalBreaks([{ opens: "12:00", closes: "08:00" }], "practice.hours.saturday"),
    ).toEqual([
      {
        path: "practice.hours.saturday[0].closes",
        rule: 'must be after opens ("12:00"): the practice closes after it opens (found "08:00")',
        keyword: "closesAfterOpens",
      },
    ]);
  });
});

describe("specialDateBreaks: an end not before the start, one entry per date, hours in order", () => {
  const day = (from: string, until?: string, intervals: unknown[] = []) => ({
    from,
    ...(until === undefined ? {} : { until }),
    reason: "Motivo",
    intervals,
  });
  it.each<[string, unknown[], [string, string][]]>([
    ["one day", [day("2026-12-25")], []],
    ["three days", [day("2026-12-24", "2026-12-26")], []],
    ["an end on the day itself", [day("2026-12-24", "2026-12-24")], []],
    ["an empty end", [day("2026-12-24", "")], []],
    ["days one after another", [day("2026-12-24"), day("2026-12-25"), day("2026-12-26")], []],
    ["a range, then the day after it", [day("2026-12-20", "2026-12-24"), day("2026-12-25")], []],
    [
      "an end before the start",
      [day("2026-12-10", "2026-12-08")],
      [["d[0].until", "untilNotBeforeFrom"]],
    ],
    [
      "the same day twice",
      [day("2026-12-25"), day("2026-12-25")],
      [["d[1].from", "oneEntryPerDate"]],
    ],
    [
      "the same day twice, out of order in the file",
      [day("2026-12-25"), day("2027-01-01"), day("2026-12-25")],
      [["d[2].from", "oneEntryPerDate"]],
    ],
    [
      "a day inside an earlier range",
      [day("2026-12-20", "2026-12-31"), day("2026-12-25")],
      [["d[1].from", "oneEntryPerDate"]],
    ],
    [
      "a range that takes in an earlier day",
      [day("2026-12-25"), day("2026-12-20", "2026-12-31")],
      [["d[1].from", "oneEntryPerDate"]],
    ],
    [
      "two ranges that share their ends",
      [day("2026-12-20", "2026-12-25"), day("2026-12-25", "2026-12-31")],
      [["d[1].from", "oneEntryPerDate"]],
    ],
    [
      "three times the same day: each later one told",
      [day("2026-12-25"), day("2026-12-25"), day("2026-12-25")],
      [
        ["d[1].from", "oneEntryPerDate"],
        ["d[2].from", "oneEntryPerDate"],
      ],
    ],
    [
      "a date's hours backwards",
      [day("2026-12-24", undefined, [{ opens: "12:00", closes: "08:00" }])],
      [["d[0].intervals[0].closes", "closesAfterOpens"]],
    ],
    [
      "an end before the start, with hours backwards",
      [day("2026-12-10", "2026-12-08", [{ opens: "12:00", closes: "08:00" }])],
      [
        ["d[0].until", "untilNotBeforeFrom"],
        ["d[0].intervals[0].closes", "closesAfterOpens"],
      ],
    ],
    // A date that is no day of the calendar is told by calendarDateBreaks, and takes no part in the others.
    ["the 31st of February", [day("2026-02-31"), day("2026-02-31")], []],
    ["an end that does not exist", [day("2026-02-27", "2026-02-30")], []],
    // An end before the start covers no day: only its own mistake is told.
    [
      "an end before the start beside its first day",
      [day("2026-12-10", "2026-12-08"), day("2026-12-10")],
      [["d[0].until", "untilNotBeforeFrom"]],
    ],
    ["not a list", [], []],
  ])("%s", (_case, dates, found) => {
    expect(specialDateBreaks(dates, "d").map(({ path, keyword }) => [path, keyword])).toEqual(
      found,
    );
  });

  it("names the earlier entry in the build's words", () => {
    expect(specialDateBreaks([day("2026-12-25"), day("2026-12-25")], "d")).toEqual([
      {
        path: "d[1].from",
        rule: "covers a day d[0] covers already: one entry per date",
        keyword: "oneEntryPerDate",
      },
    ]);
  });
});

describe("practiceHoursBreaks: the settings file's week and special dates", () => {
  it("finds nothing in the shipped settings", () => {
    expect(practiceHoursBreaks(settingsFile)).toEqual([]);
  });

  it.each<[string, unknown, string[]]>([
    [
      "Saturday backwards and a special date twice",
      {
        practice: {
          hours: { monday: [], saturday: [{ opens: "12:00", closes: "08:00" }] },
          hoursExceptions: [
            { from: "2026-12-25", reason: "Natal", intervals: [] },
            { from: "2026-12-25", reason: "Natal", intervals: [] },
          ],
        },
      },
      ["practice.hours.saturday[0].closes", "practice.hoursExceptions[1].from"],
    ],
    ["no practice", {}, []],
    ["not a file", null, []],
    ["no hours", { practice: { hoursExceptions: [] } }, []],
  ])("%s", (_case, settings, paths) => {
    expect(practiceHoursBreaks(settings).map(({ path }) => path)).toEqual(paths);
  });
});

describe("calendarDateBreaks: every date field of a model", () => {
  const model = Type.Object({
    day: calendarDate({ label: "Dia" }),
    end: optional(calendarDate({ label: "Fim" })),
    days: list({ label: "Dias", min: 0 }, calendarDate({ label: "Dia" })),
    note: Type.String(),
  });
  it.each<[string, unknown, string[]]>([
    ["real days", { day: "2026-12-25", end: "2026-12-31", days: ["2028-02-29"], note: "x" }, []],
    ["no end", { day: "2026-12-25", days: [], note: "x" }, []],
    [
      "days that do not exist, in every place",
      { day: "2026-02-31", end: "2026-04-31", days: ["2026-12-25", "2027-02-29"], note: "x" },
      ["day", "end", "days[1]"],
    ],
    // A text that is no date at all is the pattern's to tell; a text field is no date field.
    ["not a date's form", { day: "25/12/2026", days: [], note: "2026-02-31" }, []],
    ["not a group", "2026-02-31", []],
  ])("%s", (_case, data, paths) => {
    expect(calendarDateBreaks(model, data).map(({ path }) => path)).toEqual(paths);
  });

  it("finds the settings' special dates and an article's dates", () => {
    expect(
      calendarDateBreaks(siteSettings, {
        ...settingsFile,
        practice: {
          ...settingsFile.practice,
          hoursExceptions: [
            { from: "2026-02-31", until: "2026-03-02", reason: "Carnaval", intervals: [] },
          ],
        },
      }),
    ).toEqual([
      {
        path: "practice.hoursExceptions[0].from",
        rule: 'is not a day of the calendar (found "2026-02-31")',
        keyword: "calendarDate",
      },
    ]);
    expect(
      calendarDateBreaks(artigo, { publishedOn: "2026-06-31", reviewedOn: "2026-07-01" }).map(
        ({ path }) => path,
      ),
    ).toEqual(["publishedOn"]);
  });
});

describe("pastDateBreak: a new special date that is already over", () => {
  const today = "2026-12-08";
  it.each<[string, { from: string; until?: string | null }, string | undefined]>([
    ["today", { from: "2026-12-08" }, undefined],
    ["tomorrow", { from: "2026-12-09" }, undefined],
    ["yesterday", { from: "2026-12-07" }, "novo.from"],
    ["last year", { from: "2025-12-25" }, "novo.from"],
    ["holidays that end today", { from: "2026-12-01", until: "2026-12-08" }, undefined],
    ["holidays going on", { from: "2026-12-01", until: "2026-12-20" }, undefined],
    ["holidays that ended yesterday", { from: "2026-12-01", until: "2026-12-07" }, "novo.until"],
    ["an empty end, yesterday", { from: "2026-12-07", until: "" }, "novo.from"],
    ["no end, yesterday", { from: "2026-12-07", until: null }, "novo.from"],
    // An end before the start is its own mistake; the day is what has passed.
    ["an end before a past start", { from: "2026-12-05", until: "2026-12-01" }, "novo.from"],
  ])("%s", (_case, date, path) => {
    const found = pastDateBreak(date, "novo", today);
    expect(found?.path).toBe(path);
    if (found) {
      expect(found.keyword).toBe("pastDate");
      expect(found.rule).toBe('is before today ("2026-12-08"): the date has passed');
    }
  });
});
