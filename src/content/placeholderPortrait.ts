/**
 * The drawn portrait the site ships in place of the doctor's photo (scripts/make-placeholder-portrait.mjs), known by
 * the SHA-256 of each version made: the publish gate holds the live site while it is in place. The build hashes the
 * file with Node (plugins/content-gate/publishStage.ts); the phone page hashes what it reads with the browser's own.
 */

/** SHA-256, in hex, of every drawn portrait the script has made. */
export const placeholderPortraitHashes: ReadonlySet<string> = new Set([
  "19dfaa8ec6c616227dedb1aa1a02b9ea6126fb56527fabeeb4bb893a1009f5f7",
  "61f7a344e11944a4dd2ef8277e255b4940b676dbfe973a65b646bb9659c86865",
]);
