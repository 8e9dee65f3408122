/**
 * Resolução CFM 2.336/2023 (a doctor's advertising) forbids promising results and sensationalism. This finds, in
 * an article's title, summary and body, and in a patient's testimonial, each sentence that uses a word that
 * promises or sensationalises, for the build's warning (and the editor's, for a testimonial): the words are a
 * warning, not a refusal, since a sentence may use one to deny it ("nenhuma cirurgia é sem riscos"), and the
 * doctor decides.
 */

/** The words, each with the forms it takes in Portuguese, matched whole, in any case and with or without accents. */
export const councilTerms: readonly { term: string; pattern: RegExp }[] = [
  { term: "garantido", pattern: /garantid[oa]s?|garantimos|garante o resultado/ },
  { term: "100%", pattern: /100 ?%|cem por cento/ },
  { term: "sem riscos", pattern: /sem (nenhum |qualquer )?riscos?/ },
  { term: "cura definitiva", pattern: /curas? definitivas?/ },
  { term: "milagre", pattern: /milagres?|milagros[oa]s?/ },
  { term: "o melhor", pattern: /(o|a|os|as) melhor(es)?/ },
];

/**
 * What a testimonial may not say besides (art. 14: sober, no promise of a result): the result a patient got, told as
 * what the next patient will get. An article may use these words ("a Sociedade Brasileira de Pediatria recomenda"),
 * so they are read in testimonials only.
 */
export const testimonialTerms: readonly { term: string; pattern: RegExp }[] = [
  {
    term: "sem óculos",
    pattern: /sem (os )?oculos|larguei os oculos|nao (uso|preciso de) (mais )?oculos/,
  },
  { term: "enxergo perfeitamente", pattern: /perfeit(o|a|os|as|amente)/ },
  {
    term: "enxergo melhor",
    pattern: /(enxergo|enxergando|enxerguei|vejo|vendo) (muito |bem |tudo )?(melhor|bem)/,
  },
  { term: "recomendo", pattern: /recomend(o|amos)/ },
  { term: "nunca mais", pattern: /nunca mais/ },
  { term: "sem dor", pattern: /sem dor|nao (senti|sinto) (nenhuma )?dor|nao doeu|indolor/ },
  { term: "me curou", pattern: /cur(ou|ado|ada|ados|adas)/ },
];

/** One sentence that uses a forbidden word. */
export interface CouncilFinding {
  /** The field it is in: "title", "summary" or "body". */
  readonly field: string;
  /** The whole sentence, as written. */
  readonly sentence: string;
  /** The word of the list it uses, e.g. "garantido". */
  readonly term: string;
}

/** Lower case without accents, for matching; "Milagrosa" and "milagrosa" alike. */
function folded(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();
}

/** A body's sentences: Markdown's marks taken out, split after ".", "!", "?" and at line breaks. */
export function sentencesOf(text: string): string[] {
  return text
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/[*_`]+/g, "")
    .replace(/^[ \t]*[#>]+[ \t]*/gm, "")
    .split(/(?<=[.!?])\s+|\n+/)
    .map((sentence) =>
      sentence
        .replace(/\s+/g, " ")
        .replace(/^\s*[-+]\s+/, "")
        .trim(),
    )
    .filter(Boolean);
}

/** Every sentence of the fields that uses a word of the list (`terms`: the council's), once per sentence and word. */
export function councilFindings(
  fields: Readonly<Record<string, string>>,
  terms: readonly { term: string; pattern: RegExp }[] = councilTerms,
): CouncilFinding[] {
  return Object.entries(fields).flatMap(([field, text]) =>
    sentencesOf(text).flatMap((sentence) =>
      terms
        .filter(({ pattern }) =>
          new RegExp(`(?<![\\p{L}\\d])(${pattern.source})(?![\\p{L}\\d])`, "u").test(
            folded(sentence),
          ),
        )
        .map(({ term }) => ({ field, sentence, term })),
    ),
  );
}

/** Every sentence of a testimonial that promises a result or sensationalises: the council's words and its own. */
export function testimonialFindings(text: string): CouncilFinding[] {
  return councilFindings({ text }, [...councilTerms, ...testimonialTerms]);
}
