/**
 * The phrases a reviewer of health copy would not sign (docs/text-corrections.md, issue 50) stay out of every
 * content file a page is built from: a staff edit or a merge that brings one back fails here, naming where. The list
 * is __tests__/fixtures/correctedPhrases.json, which the built-site test corrected-texts.test.mjs reads too.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import correctedPhrases from "../fixtures/correctedPhrases.json";

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
  it.each(correctedPhrases.inContent.map(({ phrase, why }) => [phrase, why]))(
    "%j (%s)",
    (phrase) => {
      expect(usesOf(phrase)).toEqual([]);
    },
  );
});

describe("an emergency says what to do, and where, now", () => {
  const textOf = (file: string, path: string) =>
    Object.fromEntries(stringsOf(contentFiles.find(([name]) => name === file)?.[1]))[path] ?? "";

  it.each([
    [
      "home.json",
      "glaucoma.what",
      "É uma emergência: procure atendimento na hora, num pronto-socorro.",
    ],
    ["home.json", "glaucoma.what", "dor forte no olho"],
    ["home.json", "glaucoma.what", "olho vermelho"],
    ["home.json", "glaucoma.what", "visão embaçada de repente"],
    ["home.json", "glaucoma.what", "halos coloridos em volta das luzes"],
    ["home.json", "glaucoma.what", "dor de cabeça com náusea ou vômito"],
    ["artigos/glaucoma.json", "body", "procure atendimento na hora, num pronto-socorro."],
    [
      "artigos/vista-cansada.json",
      "body",
      "Perda súbita da visão é urgência: vá na hora a um pronto-socorro.",
    ],
  ])("%s %s: %j", (file, path, words) => {
    expect(textOf(file, path)).toContain(words);
  });
});
