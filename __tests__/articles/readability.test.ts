import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { readability, scoreTexts, syllableCount, wordsOf } from "../../src/articles/readability";
import { artigo } from "../../src/content/model/artigo";
import { catarata } from "../../src/content/model/catarata";
import catarataJson from "../../src/content/catarata.json";

describe("syllableCount: by the Portuguese hyphenation patterns, a word's first and last letters included", () => {
  it.each<[string, number]>([
    ["a", 1],
    ["é", 1],
    ["olho", 2], // o-lho: the library alone never breaks after the first letter
    ["água", 2], // á-gua
    ["exame", 3], // e-xa-me
    ["dia", 2], // di-a: nor before the last
    ["ideia", 3], // i-dei-a: both
    ["saúde", 3], // sa-ú-de
    ["pessoas", 3], // pes-so-as
    ["catarata", 4],
    ["tratamento", 4],
    ["oftalmologista", 6],
    ["facoemulsificação", 8], // fa-co-e-mul-si-fi-ca-ção
    ["Olho", 2],
  ])("%s has %i", (word, syllables) => {
    expect(syllableCount(word)).toBe(syllables);
  });
});

describe("wordsOf", () => {
  it.each<[string, string[]]>([
    ["O olho vê.", ["O", "olho", "vê"]],
    ["Leva 15 minutos, 98% das vezes.", ["Leva", "minutos", "das", "vezes"]],
    ["O pós-operatório dura d'água.", ["O", "pós-operatório", "dura", "d'água"]],
  ])("%j -> %j", (sentence, words) => {
    expect(wordsOf(sentence)).toEqual(words);
  });
});

/**
 * Each value worked out by hand: 248.835 − 1.015 × words per sentence − 84.6 × syllables per word (Martins et al.,
 * 1996), with the syllables counted as a grammar book divides them.
 */
describe("readability: the reading ease of Martins et al. (1996)", () => {
  it.each<[string, string, number, number, number, number, string]>([
    // 3 words, o(1) o-lho(2) vê(1) = 4 syllables: 248.835 − 3.045 − 112.8 = 132.99
    ["one short sentence", "O olho vê.", 1, 3, 4, 133, "muito fácil"],
    // a(1) ca-ta-ra-ta(4) é(1) co-mum(2) e(1) tem(1) tra-ta-men-to(4) = 14: 248.835 − 7.105 − 169.2 = 72.53
    ["a sentence of the site", "A catarata é comum e tem tratamento.", 1, 7, 14, 73, "fácil"],
    // o e-xa-me não dói (6) / a pu-pi-la fi-ca di-la-ta-da por al-gu-mas ho-ras (16): 11 words, 2 sentences,
    // 248.835 − 5.5825 − 169.2 = 74.05
    [
      "two sentences",
      "O exame não dói. A pupila fica dilatada por algumas horas.",
      2,
      11,
      22,
      74,
      "fácil",
    ],
    // a(1) fa-co-e-mul-si-fi-ca-ção(8) mo-der-na(3) per-mi-te(3) re-cu-pe-ra-ção(5) rá-pi-da(3) = 23:
    // 248.835 − 6.09 − 324.3 = −81.555
    [
      "long words",
      "A facoemulsificação moderna permite recuperação rápida.",
      1,
      6,
      23,
      -82,
      "muito difícil",
    ],
    // The heading is a title, not a sentence; each list item is one: o-lho(2), pu-pi-la(3):
    // 248.835 − 1.015 − 211.5 = 36.32
    ["Markdown", "## Os sinais\n\n- olho;\n- **pupila**.", 2, 2, 5, 36, "difícil"],
    // Figures are left out: le-va(2) mi-nu-tos(3): 248.835 − 2.03 − 211.5 = 35.305
    ["a figure", "Leva 15 minutos.", 1, 2, 5, 35, "difícil"],
  ])("%s: %j", (_case, text, sentences, words, syllables, score, band) => {
    expect(readability(text)).toEqual({
      score,
      band,
      sentences,
      words,
      syllables,
      longSentences: [],
    });
  });

  it.each(["", "## Só um título", "15 %"])("has nothing to say of %j", (text) => {
    expect(readability(text)).toBeUndefined();
  });

  it("names each sentence over 25 words, and only those", () => {
    const long = `Eu ${"olho ".repeat(24)}agora.`; // 26 words
    const limit = `Eu ${"olho ".repeat(23)}agora.`; // 25 words
    expect(readability(`${long} ${limit} Fim.`)?.longSentences).toEqual([long]);
  });
});

describe("scoreTexts: the texts the content model sets a target for", () => {
  it("scores each FAQ answer against its target, named by its question", () => {
    const page = {
      faq: {
        items: [
          { question: "Dói?", answer: "O olho vê.", confirmed: false },
          {
            question: "E a técnica?",
            answer: "A facoemulsificação moderna permite recuperação rápida.",
            confirmed: false,
          },
        ],
      },
    };
    expect(
      scoreTexts(catarata, page).map(({ path, name, target, figures, atTarget }) => [
        path,
        name,
        target,
        figures.score,
        atTarget,
      ]),
    ).toEqual([
      ["faq.items[0].answer", "Dói?", "fácil", 133, true],
      ["faq.items[1].answer", "E a técnica?", "fácil", -82, false],
    ]);
  });

  it("scores an article's body, named by its title", () => {
    expect(
      scoreTexts(artigo, { title: "Glaucoma", body: "O olho vê." }).map(({ path, name }) => [
        path,
        name,
      ]),
    ).toEqual([["body", "Glaucoma"]]);
  });
});

describe("the texts that ship are at their targets", () => {
  const scored = [
    ...scoreTexts(catarata, catarataJson),
    ...readdirSync(join(__dirname, "../../src/content/artigos"))
      .filter((name) => name.endsWith(".json"))
      .flatMap((name) =>
        scoreTexts(
          artigo,
          JSON.parse(readFileSync(join(__dirname, "../../src/content/artigos", name), "utf8")),
        ),
      ),
  ];

  it("every FAQ answer and every article is scored", () => {
    expect(scored).toHaveLength(catarataJson.faq.items.length + 6);
  });

  it.each(scored.map((text) => [text.name, text] as const))(
    "%s: at its target, with no sentence over 25 words",
    (_name, text) => {
      expect({ atTarget: text.atTarget, longSentences: text.figures.longSentences }).toEqual({
        atTarget: true,
        longSentences: [],
      });
    },
  );
});
