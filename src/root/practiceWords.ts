import type { PracticeWords } from "../booking/practiceWords";
// The settings file again, as a module of its own (./settingsCopy.d.ts says why). The folder rules cannot place a
// path with a query; it is src/content/, which the root may import.
// eslint-disable-next-line boundaries/dependencies
import siteSettings from "../content/site-settings.json?booking-words";

/**
 * What the booking says besides the chat, from the editors' settings. Loaded with the booking modal's code
 * (./wrapRootElement.tsx), never in a page's first load.
 */
export const practiceWords: PracticeWords = {
  landline: siteSettings.practice.landline,
  emergency: siteSettings.practice.emergency,
};
