/**
 * None of the phrases a reviewer of health copy would not sign (issue 50; docs/text-corrections.md) is on any page
 * the build made: the patients' pages, the editor's pages and the staff's guide (/admin/ajuda/), and the offline
 * card the service worker carries. The list is __tests__/fixtures/correctedPhrases.json, which the content files'
 * own check (__tests__/content/correctedPhrases.test.ts) reads too; this one also finds what the site's code and
 * the guide write, which no content file holds.
 */
import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { describe, it } from "node:test";

const corrected = JSON.parse(readFileSync("__tests__/fixtures/correctedPhrases.json", "utf8"));
const phrases = [...corrected.inContent, ...corrected.onBuiltPagesToo];

/** A built file's text as a reader meets it: tags gone, entities and runs of spaces made plain. */
function textOf(html) {
  return html
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&nbsp;|&#160;/g, " ")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .toLowerCase();
}

/** Every built page and the worker's script, each with its text. */
const built = readdirSync("public", { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile() && (entry.name.endsWith(".html") || entry.name === "sw.mjs"))
  .map((entry) => {
    const file = relative("public", join(entry.parentPath, entry.name)).split(sep).join("/");
    const source = readFileSync(join("public", file), "utf8");
    return { file, text: file.endsWith(".html") ? textOf(source) : source.toLowerCase() };
  });

describe("no built page carries a phrase issue 50 corrected", () => {
  it("reads the patients' pages, the editor's, the staff's guide and the worker", () => {
    const files = built.map(({ file }) => file);
    for (const file of [
      "index.html",
      "catarata/index.html",
      "privacidade/index.html",
      "admin/ajuda/index.html",
      "sw.mjs",
    ])
      assert.ok(files.includes(file), file);
  });

  for (const { phrase, why } of phrases)
    it(`${JSON.stringify(phrase)} (${why})`, () => {
      const wanted = phrase.toLowerCase();
      assert.deepEqual(
        built.filter(({ text }) => text.includes(wanted)).map(({ file }) => file),
        [],
      );
    });
});
