/**
 * The phrases a reviewer of health copy would not sign (docs/text-corrections.md, issue 50) stay out of every
 * content file a page is built from: a staff edit or a merge that brings one back fails here, naming where.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

const contentFolder = join(__dirname, "../../src/content");

/** Each content file, by its name under src/content/, with its data. */
const contentFiles: readonly (readonly [string, unknown])[] = [
  contentFolder,
  join(contentFolder, "artigos"),
].flatMap((folder) =>
  readdirSync(folder)
    .filter((name) => name.endsWith(".json"))
    .map((name) => {
      const path = join(folder, name);
      return [
        path.slice(contentFolder.length + 1),
        JSON.parse(readFileSync(path, "utf8")),
      ] as const;
    }),
);

/** Every string of `data` with its path ("faq.items[6].answer"). */
function stringsOf(data: unknown, path = ""): [string, string][] {
  if (typeof data === "string") return [[path, data]];
  if (Array.isArray(data))
    return data.flatMap((item, index) => stringsOf(item, `${path}[${index}]`));
  if (data !== null && typeof data === "object")
    return Object.entries(data).flatMap(([key, value]) =>
      stringsOf(value, path ? `${path}.${key}` : key),
    );
  return [];
}

/** Where `phrase` is used, in any case: "home.json hero.title". */
function usesOf(phrase: string): string[] {
  const wanted = phrase.toLowerCase();
  return contentFiles.flatMap(([file, data]) =>
    stringsOf(data)
      .filter(([, text]) => text.toLowerCase().includes(wanted))
      .map(([path]) => `${file} ${path}`),
  );
}

describe("usesOf: where a phrase is used in the content files", () => {
  it.each([
    ["a phrase that is there, in another case", "AGENDAR CONSULTA", true],
    ["a phrase that is nowhere", "uma frase que nenhum arquivo usa", false],
  ])("%s", (_case, phrase, found) => {
    expect(usesOf(phrase).length > 0).toBe(found);
  });

  it("names the file and the field", () => {
    expect(usesOf("Visite nosso site")).toEqual(["links.json siteToggleLabel"]);
  });
});

describe("the corrected phrases are in no content file", () => {
  it.each([
    [
      "Especialidade Catarata",
      "the council recognises no such specialty (CFM 2.336/2023, art. 11)",
    ],
  ])("%j (%s)", (phrase) => {
    expect(usesOf(phrase)).toEqual([]);
  });
});
