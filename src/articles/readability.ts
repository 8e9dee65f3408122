/**
 * Plain language, measured: the Flesch reading ease as adapted to Portuguese by Martins et al. (1996),
 *
 *   248.835 − 1.015 × (words per sentence) − 84.6 × (syllables per word),
 *
 * with the syllables taken from the Portuguese hyphenation patterns of the `hyphen` library (TeX's patterns, by
 * Liang's algorithm), and every sentence over 25 words named. The build prints it for each article and FAQ answer
 * and the editor's preview shows it while the staff type (the bands and the targets: src/content/readingBands.ts).
 * Pure: text in, figures out.
 */
import type { TSchema } from "@sinclair/typebox";
import { hyphenateSync } from "hyphen/pt";
import { markedValues } from "../content/markedValues";
import { bandOf, meetsTarget, type ReadingBandName } from "../content/readingBands";
import { sentencesOf } from "./councilRules";

/** A sentence longer than this many words is named, to be split. */
export const longSentenceWords = 25;

/** A text's figures. */
export interface Readability {
  /** The reading ease, rounded to a whole number: higher is easier. */
  readonly score: number;
  /** The band the score falls in ("fácil"). */
  readonly band: ReadingBandName;
  readonly sentences: number;
  readonly words: number;
  readonly syllables: number;
  /** Each sentence over `longSentenceWords` words, as written. */
  readonly longSentences: readonly string[];
}

/**
 * How many syllables a word has, by the hyphenation patterns. The library, as TeX does for line breaks, never
 * puts a break after a word's first letter or before its last ("olho", "dia" stay whole), though Portuguese
 * syllables often are one letter there (o-lho, di-a). So the word is hyphenated with its first and last letters
 * doubled ("oolhoo"), which brings those two places inside the word, where the patterns decide; the doubled
 * letters' own breaks are not counted.
 */
export function syllableCount(word: string): number {
  const letters = word.toLocaleLowerCase("pt-BR");
  if (letters.length < 2) return letters.length;
  const last = letters.length;
  const padded = `${letters[0]}${letters}${letters[last - 1]}`;
  const pieces = hyphenateSync(padded, { hyphenChar: "-", minWordLength: 1 }).split("-");
  // A break at position p of the padded word is one at p - 1 of the word; only 1..last-1 are the word's own.
  let position = 0;
  let breaks = 0;
  for (const piece of pieces.slice(0, -1)) {
    position += piece.length;
    if (position >= 2 && position <= last) breaks += 1;
  }
  return breaks + 1;
}

/** A sentence's words: runs of letters, a hyphenated compound as one ("pós-operatório"); figures are left out. */
export function wordsOf(sentence: string): string[] {
  return sentence.match(/\p{L}+(?:[-'’]\p{L}+)*/gu) ?? [];
}

/** The sentences a reader reads in a Markdown text: its headings are titles, not sentences, and are left out. */
function readSentences(markdown: string): string[] {
  return sentencesOf(markdown.replace(/^[ \t]*#.*$/gm, "")).filter(
    (sentence) => wordsOf(sentence).length > 0,
  );
}

/** The figures of a text (plain, or Markdown), or undefined when it has no words. */
export function readability(text: string): Readability | undefined {
  const sentences = readSentences(text);
  const wordsBySentence = sentences.map(wordsOf);
  const words = wordsBySentence.flat();
  if (words.length === 0) return undefined;
  const syllables = words
    .flatMap((word) => word.split(/[-'’]/))
    .reduce((sum, part) => sum + syllableCount(part), 0);
  const score = Math.round(
    248.835 - 1.015 * (words.length / sentences.length) - 84.6 * (syllables / words.length),
  );
  return {
    score,
    band: bandOf(score).name,
    sentences: sentences.length,
    words: words.length,
    syllables,
    longSentences: sentences.filter((_, index) => {
      const count = wordsBySentence[index]?.length ?? 0;
      return count > longSentenceWords;
    }),
  };
}

/** A text the content model sets a target for, scored. */
export interface ScoredText {
  /** Its path in the file, "faq.items[0].answer". */
  readonly path: string;
  /** Which text it is, as the staff know it: the FAQ item's question, the article's title. */
  readonly name: string;
  /** The band the model asks of it. */
  readonly target: ReadingBandName;
  readonly figures: Readability;
  /** Whether the score reaches the target's band. */
  readonly atTarget: boolean;
}

/**
 * Every text of a content file whose field has a reading target in the model (an FAQ answer, an article's body),
 * with its figures; a text with no words (an empty field while the staff type) is left out.
 */
export function scoreTexts(model: TSchema, data: unknown): ScoredText[] {
  return markedValues(model, data, "x-reading-target").flatMap(({ path, value, mark, parent }) => {
    const figures = readability(value);
    if (!figures) return [];
    const target = mark as ReadingBandName;
    const title = parent?.question ?? parent?.title;
    return [
      {
        path,
        name: typeof title === "string" ? title : path,
        target,
        figures,
        atTarget: meetsTarget(figures.score, target),
      },
    ];
  });
}
