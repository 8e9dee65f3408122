/**
 * How easy a text is to read, in the bands of the Flesch reading ease as adapted to Portuguese (Martins, Ghiraldelo,
 * Nunes e Oliveira Jr., 1996: "Readability formulas applied to textbooks in Brazilian Portuguese"). The content
 * model sets the band a field's text should reach (an FAQ answer: "fácil"); the build and the editor's preview
 * say where each text stands (src/articles/readability.ts). Plain data, read by the model and the scoring.
 */

/** A band: its name, the lowest score in it, and what it means for the reader, in the staff's words. */
export interface ReadingBand {
  /** "muito fácil", "fácil", "difícil" or "muito difícil". */
  readonly name: ReadingBandName;
  /** The lowest score in the band (the scale runs from 0 to 100; a text may fall outside it). */
  readonly from: number;
  /** Who reads it without help, as Martins et al. put it, in the school years of today. */
  readonly meaning: string;
}

/** The bands' names, easiest first. */
export type ReadingBandName = "muito fácil" | "fácil" | "difícil" | "muito difícil";

/** The four bands, easiest first. */
export const readingBands: readonly ReadingBand[] = [
  {
    name: "muito fácil",
    from: 75,
    meaning: "quem estudou até o 5º ano do ensino fundamental (a antiga 4ª série) lê sem ajuda",
  },
  {
    name: "fácil",
    from: 50,
    meaning: "quem estudou até o 9º ano do ensino fundamental (a antiga 8ª série) lê sem ajuda",
  },
  {
    name: "difícil",
    from: 25,
    meaning: "pede o ensino médio ou a faculdade",
  },
  {
    name: "muito difícil",
    from: Number.NEGATIVE_INFINITY,
    meaning: "pede leitura de especialista, de área acadêmica",
  },
];

/** The band a score falls in. */
export function bandOf(score: number): ReadingBand {
  // The last band starts at minus infinity, so one always matches.
  return readingBands.find((band) => score >= band.from) as ReadingBand;
}

/** The band named `name`. */
export function readingBand(name: ReadingBandName): ReadingBand {
  return readingBands.find((band) => band.name === name) as ReadingBand;
}

/** Whether a score reaches the band `target` or an easier one. */
export function meetsTarget(score: number, target: ReadingBandName): boolean {
  return score >= readingBand(target).from;
}
