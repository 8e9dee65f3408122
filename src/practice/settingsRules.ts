/**
 * The content model's judgement of the practice's settings file, worded for the staff: every rule it breaks, each
 * at its field with the forms' labels, and the file's text as every writer writes it. The phone page runs it before
 * anything leaves the phone (in its rules' chunk, src/admin/consultorio/practiceRules.ts), the practice endpoint
 * (src/server/practice/) on the newest file before it commits: the same compiled checks the build runs.
 */
import { contentJson } from "../content/contentJson";
import { siteSettings } from "../content/model/siteSettings";
import { fieldLabels, valueAt } from "../content/fieldLabels";
import { fieldMessage } from "../content/fieldMessages";
import { contentBreaks } from "../content/validateContent";
import { pastDateBreak } from "../content/dateAndHourRules";
import { practiceDay } from "../content/specialDates";
import type { SpecialDate } from "./practiceEdits";

/** The settings file's name, as the content model knows it. */
const fileName = "site-settings.json";

/** One mistake in the file: where, the field's labels, and what to do, in Portuguese. */
export interface FieldProblem {
  /** The field's readable path in the file ("practice.hours.saturday[0].closes"). */
  readonly path: string;
  /** The field told by the form's labels ("Onde e quando atendemos › … › Fecha às"). */
  readonly where: string;
  /** What is wrong and how to mend it. */
  readonly message: string;
}

/**
 * Every rule of the content model `settings` breaks, worded for the staff; none when it may be published. With
 * `newDateAt`, the readable path of a special date being added, that date is refused too when it is over on
 * `today` (the practice's day, as the site decides what it still shows: src/content/specialDates.ts).
 */
export function settingsProblems(
  settings: unknown,
  newDateAt?: string,
  today = practiceDay(Date.now()),
): FieldProblem[] {
  const added = newDateAt === undefined ? undefined : valueAt(settings, newDateAt);
  const past =
    added !== null && typeof added === "object" && typeof (added as SpecialDate).from === "string"
      ? pastDateBreak(added as SpecialDate, newDateAt!, today)
      : undefined;
  return [...contentBreaks(fileName, settings), ...(past ? [past] : [])].map((found) => ({
    path: found.path,
    where: fieldLabels(found.path, siteSettings),
    message: fieldMessage(found, siteSettings, valueAt(settings, found.path)),
  }));
}

/** The file's text, as the editor and every other writer write it (contentJson.ts). */
export function settingsText(settings: unknown): string {
  return contentJson(settings, siteSettings);
}

/** The two checks a publication needs, as a caller hands them over (the page loads them in a chunk of their own). */
export interface SettingsChecks {
  settingsProblems: typeof settingsProblems;
  settingsText: typeof settingsText;
}
