import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { councilFindings, sentencesOf, testimonialFindings } from "../../src/articles/councilRules";
import catarata from "../../src/content/catarata.json";

describe("councilFindings: words Resolução CFM 2.336/2023 forbids, by field and sentence", () => {
  it.each([
    ["Resultado garantido em poucos dias.", "garantido"],
    ["A cirurgia é GARANTIDA.", "garantido"],
    ["Visão 100% de volta.", "100%"],
    ["Volte a enxergar cem por cento.", "100%"],
    ["Um procedimento sem riscos.", "sem riscos"],
    ["Feito sem nenhum risco.", "sem riscos"],
    ["A cura definitiva da catarata.", "cura definitiva"],
    ["Um colírio milagroso.", "milagre"],
    ["Um verdadeiro milagre!", "milagre"],
    ["O melhor oftalmologista da cidade.", "o melhor"],
    ["Somos a melhor clínica.", "o melhor"],
  ])("%j uses %j", (sentence, term) => {
    expect(councilFindings({ body: sentence })).toEqual([{ field: "body", sentence, term }]);
  });

  it.each([
    ["A visão fica melhor depois da cirurgia."],
    ["O risco é pequeno, e o médico explica cada um."],
    ["Garantimento não é palavra."],
    ["O glaucoma não tem cura, mas tem controle."],
    ["Em 2100 a medicina terá avançado."],
  ])("%j is clean", (sentence) => {
    expect(councilFindings({ body: sentence })).toEqual([]);
  });

  it("names each field and sentence, once per sentence and word", () => {
    expect(
      councilFindings({
        title: "Cirurgia sem riscos",
        summary: "Texto simples.",
        body: "## Milagre?\n\nNão existe **milagre**. O resultado é garantido e 100% seguro.",
      }),
    ).toEqual([
      { field: "title", sentence: "Cirurgia sem riscos", term: "sem riscos" },
      { field: "body", sentence: "Milagre?", term: "milagre" },
      { field: "body", sentence: "Não existe milagre.", term: "milagre" },
      { field: "body", sentence: "O resultado é garantido e 100% seguro.", term: "garantido" },
      { field: "body", sentence: "O resultado é garantido e 100% seguro.", term: "100%" },
    ]);
  });

  it("finds nothing in the six articles that ship", () => {
    const dir = join(__dirname, "../../src/content/artigos");
    for (const name of readdirSync(dir).filter((file) => file.endsWith(".json"))) {
      const { title, summary, body } = JSON.parse(readFileSync(join(dir, name), "utf8")) as {
        title: string;
        summary: string;
        body: string;
      };
      expect({ name, findings: councilFindings({ title, summary, body }) }).toEqual({
        name,
        findings: [],
      });
    }
  });
});

describe("testimonialFindings: a testimonial promises no result (art. 14)", () => {
  it.each([
    ["Voltei a ler a Bíblia sem óculos.", "sem óculos"],
    ["Larguei os óculos de vez.", "sem óculos"],
    ["Hoje enxergo perfeitamente.", "enxergo perfeitamente"],
    ["Um atendimento perfeito.", "enxergo perfeitamente"],
    ["Dois dias depois já estava enxergando muito melhor.", "enxergo melhor"],
    ["Agora vejo tudo bem.", "enxergo melhor"],
    ["Recomendo a todos.", "recomendo"],
    ["Nunca mais tropecei no escuro.", "nunca mais"],
    ["Foi rápida e não senti dor.", "sem dor"],
    ["A cirurgia me curou.", "me curou"],
    ["O melhor médico da cidade.", "o melhor"],
    ["Resultado garantido.", "garantido"],
  ])("%j promises %j", (text, term) => {
    expect(testimonialFindings(text)).toEqual([{ field: "text", sentence: text, term }]);
  });

  it.each([
    ["Fui bem recebida desde a primeira consulta."],
    ["A equipe explicou cada etapa e respondeu às minhas dúvidas com calma."],
    ["Saí sabendo o que esperar."],
  ])("%j is sober", (text) => {
    expect(testimonialFindings(text)).toEqual([]);
  });

  it("finds nothing in the example testimonials that ship", () => {
    for (const { text } of catarata.testimonials.items)
      expect(testimonialFindings(text)).toEqual([]);
  });

  it("reads an article's words as before: 'recomenda' is the pediatricians' advice there", () => {
    expect(
      councilFindings({ body: "A Sociedade Brasileira de Pediatria recomenda repetir o teste." }),
    ).toEqual([]);
  });
});

describe("sentencesOf", () => {
  it.each([
    ["Uma frase. Outra frase!", ["Uma frase.", "Outra frase!"]],
    ["- item um\n- item dois", ["item um", "item dois"]],
    ["Leia [o texto](/catarata/) agora.", ["Leia o texto agora."]],
    ["", []],
  ])("%j -> %j", (text, sentences) => {
    expect(sentencesOf(text)).toEqual(sentences);
  });
});
