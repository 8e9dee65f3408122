/**
 * The build's report on plain language: for every text the content model sets a reading target for (each FAQ
 * answer, each article's body), its Portuguese reading ease and band against the target, and each sentence over 25
 * words (src/articles/readability.ts). It is printed at the end of every build; it warns, and never stops one.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { longSentenceWords, scoreTexts, type ScoredText } from "../../src/articles/readability";
import { contentFiles, contentFolders } from "../../src/content/contentModel";
import { readingBands } from "../../src/content/readingBands";
import { folderFiles } from "./validateContentFiles";

/** The scored texts of one content file, as the build names it. */
export interface ScoredFile {
  readonly file: string;
  readonly texts: readonly ScoredText[];
}

/** Every content file's scored texts, files with none left out (`contentDir` is the site's src/content). */
export function scoreContentFiles(contentDir: string): ScoredFile[] {
  const read = (file: string) =>
    JSON.parse(readFileSync(join(contentDir, file), "utf8")) as unknown;
  const models = [
    ...contentFiles.map(({ file, model }) => ({ file, model })),
    ...folderFiles(contentDir).map((file) => ({
      file,
      model: contentFolders.find(({ folder }) => file.startsWith(`${folder}/`))?.model,
    })),
  ];
  return models
    .flatMap(({ file, model }) =>
      model ? [{ file: `src/content/${file}`, texts: scoreTexts(model, read(file)) }] : [],
    )
    .filter(({ texts }) => texts.length > 0);
}

/** The bands, as the report's legend says them: "muito fácil 75+ · fácil 50-74 · …". */
function legend(): string {
  return readingBands
    .map((band, index) => {
      const above = readingBands[index - 1];
      if (!Number.isFinite(band.from)) return `${band.name} below ${above?.from ?? 0}`;
      return above ? `${band.name} ${band.from}-${above.from - 1}` : `${band.name} ${band.from}+`;
    })
    .join(" · ");
}

/** One text's line: "- faq.items[0].answer "A cirurgia dói?": 73 (fácil), target fácil: at target". */
function textLines({ path, name, target, figures, atTarget }: ScoredText): string[] {
  const where = name === path ? path : `${path} ${JSON.stringify(name)}`;
  return [
    `   - ${where}: ${figures.score} (${figures.band}), target ${target}: ${atTarget ? "at target" : "BELOW TARGET"}; ${figures.sentences} sentence${figures.sentences === 1 ? "" : "s"}, ${(figures.words / figures.sentences).toFixed(1)} words and ${(figures.syllables / figures.words).toFixed(2)} syllables a word`,
    ...figures.longSentences.map(
      (sentence) => `       sentence over ${longSentenceWords} words: ${JSON.stringify(sentence)}`,
    ),
  ];
}

/** The report's lines, and whether any text falls short (below its target, or with a sentence too long). */
export function readabilityReport(files: readonly ScoredFile[]): {
  lines: string[];
  fallsShort: boolean;
} {
  const texts = files.flatMap(({ texts: scored }) => scored);
  const fallsShort = texts.some((text) => !text.atTarget || text.figures.longSentences.length > 0);
  return {
    fallsShort,
    lines: [
      "",
      "==================================================================",
      " PLAIN LANGUAGE: each text's Portuguese reading ease (Flesch, as Martins et al. 1996 adapted it; higher is easier)",
      ` ${legend()}; the target is set in the content model (docs/editing-content.md, 'Plain language')`,
      ...files.flatMap(({ file, texts: scored }) => [
        ` File: ${file}`,
        ...scored.flatMap(textLines),
      ]),
      fallsShort
        ? " Some texts fall short: shorter sentences and everyday words raise the score."
        : " Every text is at its target.",
      "==================================================================",
    ],
  };
}
