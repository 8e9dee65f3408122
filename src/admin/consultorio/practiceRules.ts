/**
 * The content model's rules, as the phone page applies them before anything leaves the phone: the settings file
 * checked against its JSON Schema (the build's own validateContent), each mistake worded for the person at its
 * field; the file's text as every writer writes it; and what the patients' site still waits for with it
 * published (publishGate.ts, across the whole site), in the staff's words. Loaded after the page's first screen
 * (it carries Ajv and the model), in a chunk of its own.
 */
import { contentJson } from "../../content/contentJson";
import { siteSettings } from "../../content/model/siteSettings";
import { fieldLabels, valueAt } from "../../content/fieldLabels";
import { fieldMessage } from "../../content/fieldMessages";
import { gateItems } from "../../content/publishGate";
import { contentBreaks } from "../../content/validateContent";
import { pastDateBreak } from "../../content/dateAndHourRules";
import { practiceDay } from "../../content/specialDates";
import { repositoryPhotoPath, type SettingsFile, type SpecialDate } from "./practiceEdits";
import { settingsPath, type OtherContent } from "./practiceStore";
import { waitingItems, type WaitingItem } from "./waitingItems";

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

/**
 * What the production build would stop on with `settings` published beside the rest of the site as `others` holds
 * it (every other content file, and whether the photo is the drawn portrait), in the staff's words: none when the
 * patients' site will change.
 */
export function waitingFor(settings: SettingsFile, others: OtherContent): WaitingItem[] {
  const photo = repositoryPhotoPath(settings.photo);
  return waitingItems(
    gateItems([{ file: settingsPath, data: settings }, ...others.files], {
      placeholderPortrait: others.drawnPortrait === photo ? photo : undefined,
    }),
    settings.doctorForm,
  );
}
