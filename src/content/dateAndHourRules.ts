/**
 * The content model's rules on days and hours that a JSON Schema cannot say: a date is a day of the calendar
 * ("2026-02-31" has the form and is not one), each interval closes after it opens, a special date's "Até" is not
 * before its first day, and no two special dates cover the same day. validateContent.ts's `contentBreaks` adds
 * these to the schema's, so the build, the full editor and the phone page stop on them alike; fieldMessages.ts
 * words each for the person at the field. A date that has passed is not among them: the site hides a special date
 * once it is over, so an old one left in the file is harmless, and only the phone page refuses a new entry that has
 * already passed (`pastDateBreak`).
 */
import type { TSchema } from "@sinclair/typebox";
import { calendarDatePattern } from "./contentFields";
import { lastDay } from "./specialDates";

/** The kinds of rule this module checks, as `contentBreaks` names them (beside JSON Schema's keywords). */
export type DateAndHourRule =
  "calendarDate" | "closesAfterOpens" | "untilNotBeforeFrom" | "oneEntryPerDate" | "pastDate";

/** A rule broken: the field's readable path, the rule in the build's words, and its kind. */
export interface DateAndHourBreak {
  /** The field, e.g. "practice.hours.saturday[0].closes". */
  readonly path: string;
  /** What is wrong, for the build's list of errors (after the file and the path). */
  readonly rule: string;
  /** Which rule. */
  readonly keyword: DateAndHourRule;
}

/** Whether `text` is a day of the calendar written year-month-day ("2028-02-29" is; "2026-02-29" is not). */
export function isCalendarDate(text: string): boolean {
  const parts = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!parts) return false;
  const [year, month, day] = parts.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

type Schema = TSchema & Record<string, unknown>;

/** A date's form, as the schema checks it: a value without it is the pattern's mistake, told once, there. */
const dateForm = new RegExp(calendarDatePattern);

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

/** `key` after `path`, as validateContent.ts writes readable paths. */
function child(path: string, key: string | number): string {
  return typeof key === "number" ? `${path}[${key}]` : path ? `${path}.${key}` : key;
}

/** Every date field of `model` in `data` whose value has a date's form but is no day of the calendar. */
export function calendarDateBreaks(model: TSchema, data: unknown, path = ""): DateAndHourBreak[] {
  const schema = model as Schema;
  if (schema.pattern === calendarDatePattern)
    return typeof data === "string" && dateForm.test(data) && !isCalendarDate(data)
      ? [{ path, rule: `is not a day of the calendar (found "${data}")`, keyword: "calendarDate" }]
      : [];
  if (Array.isArray(data) && schema.items)
    return data.flatMap((item, index) =>
      calendarDateBreaks(schema.items as TSchema, item, child(path, index)),
    );
  if (isRecord(data) && isRecord(schema.properties)) {
    const properties = schema.properties as Record<string, TSchema>;
    return Object.keys(properties).flatMap((key) =>
      key in data ? calendarDateBreaks(properties[key]!, data[key], child(path, key)) : [],
    );
  }
  return [];
}

/** One interval of a day, as the file holds it. */
interface Interval {
  readonly opens?: unknown;
  readonly closes?: unknown;
}

/** Every interval of a day's list that does not close after it opens ("12:00" to "08:00", or "08:00" to "08:00"). */
export function intervalBreaks(intervals: unknown, path: string): DateAndHourBreak[] {
  if (!Array.isArray(intervals)) return [];
  return intervals.flatMap((interval: Interval, index) => {
    const { opens, closes } = interval ?? {};
    // Both "HH:MM" on the 24-hour clock (the schema's pattern): as text they sort as the times do.
    if (typeof opens !== "string" || typeof closes !== "string" || closes > opens) return [];
    return [
      {
        path: child(child(path, index), "closes"),
        rule: `must be after opens ("${opens}"): the practice closes after it opens (found "${closes}")`,
        keyword: "closesAfterOpens" as const,
      },
    ];
  });
}

/** A special date as the file holds it. */
interface SpecialDate {
  readonly from?: unknown;
  readonly until?: unknown;
  readonly intervals?: unknown;
}

/** The first and last day of a special date whose dates are real and in order; undefined otherwise. */
function daysOf(date: SpecialDate): { from: string; last: string } | undefined {
  const { from, until } = date;
  if (typeof from !== "string" || !isCalendarDate(from)) return undefined;
  if (until === undefined || until === null || until === "") return { from, last: from };
  if (typeof until !== "string" || !isCalendarDate(until) || until < from) return undefined;
  return { from, last: until };
}

/**
 * The special dates' own rules: each interval closes after it opens, "Até" is not before the first day, and no day
 * is covered by two entries (the later entry in the file is the one told, at its first day).
 */
export function specialDateBreaks(dates: unknown, path: string): DateAndHourBreak[] {
  if (!Array.isArray(dates)) return [];
  const covered: { from: string; last: string; index: number }[] = [];
  return dates.flatMap((date: SpecialDate, index) => {
    if (!isRecord(date)) return [];
    const at = child(path, index);
    const found = intervalBreaks(date.intervals, child(at, "intervals"));
    const { from, until } = date;
    if (
      typeof from === "string" &&
      typeof until === "string" &&
      isCalendarDate(from) &&
      isCalendarDate(until) &&
      until < from
    )
      found.unshift({
        path: child(at, "until"),
        rule: `must not be before from ("${from}") (found "${until}")`,
        keyword: "untilNotBeforeFrom",
      });
    const days = daysOf(date);
    if (days) {
      const earlier = covered.find((other) => days.from <= other.last && other.from <= days.last);
      if (earlier)
        found.unshift({
          path: child(at, "from"),
          rule: `covers a day ${child(path, earlier.index)} covers already: one entry per date`,
          keyword: "oneEntryPerDate",
        });
      covered.push({ ...days, index });
    }
    return found;
  });
}

/** The settings file's rules on hours: the week's and the special dates'. */
export function practiceHoursBreaks(settings: unknown): DateAndHourBreak[] {
  const practice = isRecord(settings) ? settings.practice : undefined;
  if (!isRecord(practice)) return [];
  const hours = isRecord(practice.hours) ? practice.hours : {};
  return [
    ...Object.entries(hours).flatMap(([day, intervals]) =>
      intervalBreaks(intervals, `practice.hours.${day}`),
    ),
    ...specialDateBreaks(practice.hoursExceptions, "practice.hoursExceptions"),
  ];
}

/**
 * A special date being added that is over on `today` (the practice's day, ./specialDates.ts): the site would never
 * show it. Told at its "Até" when it has one, else at its day. Not a rule of the file (an old date there is
 * harmless: the site hides it), only of a new entry.
 */
export function pastDateBreak(
  date: { readonly from: string; readonly until?: string | null },
  path: string,
  today: string,
): DateAndHourBreak | undefined {
  if (lastDay(date as { from: string; until?: string }) >= today) return undefined;
  const field = date.until && date.until >= date.from ? "until" : "from";
  return {
    path: child(path, field),
    rule: `is before today ("${today}"): the date has passed`,
    keyword: "pastDate",
  };
}
