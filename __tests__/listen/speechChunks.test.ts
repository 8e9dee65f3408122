import { speechChunks } from "../../src/listen/speechChunks";

describe("speechChunks", () => {
  it.each([
    ["nothing to read", [], 280, []],
    ["an empty text", ["", "   "], 280, []],
    ["one short sentence", ["A cirurgia não dói."], 280, ["A cirurgia não dói."]],
    [
      "sentences joined while they fit",
      ["Não dói. Leva 20 minutos! Volta para casa?"],
      280,
      ["Não dói. Leva 20 minutos! Volta para casa?"],
    ],
    [
      "sentences split where they would not fit",
      ["Não dói nada. Leva uns vinte minutos. Volta no mesmo dia."],
      30,
      ["Não dói nada.", "Leva uns vinte minutos.", "Volta no mesmo dia."],
    ],
    [
      "each text ends its own piece (a title never runs into its paragraph)",
      ["Catarata: o que é", "É a lente do olho que fica opaca."],
      280,
      ["Catarata: o que é", "É a lente do olho que fica opaca."],
    ],
    [
      "runs of spaces and tabs read as one space",
      ["Primeira   parte\t e   segunda."],
      280,
      ["Primeira parte e segunda."],
    ],
    [
      "a line break ends a piece: an article's intertitle is not read into its paragraph",
      ["O que é a catarata\n\nDentro do olho há uma lente natural. Ela fica opaca."],
      280,
      ["O que é a catarata", "Dentro do olho há uma lente natural. Ela fica opaca."],
    ],
    [
      "each list item, a piece of its own",
      ["Procure o pronto-socorro se tiver:\ndor forte\n  perda súbita da visão  \n"],
      280,
      ["Procure o pronto-socorro se tiver:", "dor forte", "perda súbita da visão"],
    ],
    [
      "a question read before its answer, each a piece",
      ["A cirurgia de catarata dói?", "Não costuma doer."],
      280,
      ["A cirurgia de catarata dói?", "Não costuma doer."],
    ],
    [
      "the article's note read after its text",
      ["Texto do artigo.", "Este conteúdo é informativo e não substitui a consulta."],
      280,
      ["Texto do artigo.", "Este conteúdo é informativo e não substitui a consulta."],
    ],
    [
      "a long sentence cut at a comma past its middle",
      ["Use o colírio de manhã, à tarde e à noite, durante quatro semanas seguidas"],
      50,
      ["Use o colírio de manhã, à tarde e à noite,", "durante quatro semanas seguidas"],
    ],
    [
      "a long sentence with no comma cut between words",
      ["um dois três quatro cinco seis sete oito"],
      15,
      ["um dois três", "quatro cinco", "seis sete oito"],
    ],
    ["an ellipsis ends a sentence", ["Talvez… Depois."], 8, ["Talvez…", "Depois."]],
    [
      "a decimal point is not a sentence's end",
      ["Custa 1.500 reais."],
      10,
      ["Custa", "1.500", "reais."],
    ],
  ])("%s", (_name, texts, longest, expected) => {
    expect(speechChunks(texts, longest)).toEqual(expected);
  });

  it("never gives the voice a piece over the limit, and loses no word", () => {
    const text = "Palavra ".repeat(400) + "fim. " + "Outra frase curta. ".repeat(50);
    const pieces = speechChunks([text]);
    expect(Math.max(...pieces.map((piece) => piece.length))).toBeLessThanOrEqual(280);
    expect(pieces.join(" ")).toBe(text.replace(/\s+/g, " ").trim());
  });
});
