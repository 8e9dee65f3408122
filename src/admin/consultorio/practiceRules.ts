/**
 * The content model's rules, as the phone page applies them before anything leaves the phone: the settings file
 * checked against its JSON Schema (the build's own validateContent), each mistake worded for the person at its
 * field; the file's text as every writer writes it; and what the patients' site still waits for with it
 * published (publishGate.ts, across the whole site), in the staff's words. Loaded after the page's first screen
 * (it carries Ajv and the model), in a chunk of its own.
 */
import { gateItems } from "../../content/publishGate";
import { repositoryPhotoPath, type SettingsFile } from "../../practice/practiceEdits";
import { settingsPath, type OtherContent } from "../../practice/practiceRepository";
import { waitingItems, type WaitingItem } from "./waitingItems";

export { settingsProblems, settingsText, type FieldProblem } from "../../practice/settingsRules";

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
