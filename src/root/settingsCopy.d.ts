/**
 * The settings file with a query (`?booking-words`), which webpack takes for a module of its own. Webpack keeps one
 * copy of a JSON module with the fields any of its importers reads: the root reads the chat number for every page's
 * first load, so a field read through the same module (the emergency line, 170 characters) would land in the first
 * load too. Read through this copy, the landline and the emergency line stay in the booking modal's chunk
 * (./practiceWords.ts). The copy is typed as the settings' model.
 */
declare module "*/site-settings.json?booking-words" {
  // A wildcard module's declaration cannot import at the top of its file (that would make it an augmentation).
  // eslint-disable-next-line @typescript-eslint/consistent-type-imports
  const settings: import("../content/contentTypes").SiteSettings;
  export default settings;
}
