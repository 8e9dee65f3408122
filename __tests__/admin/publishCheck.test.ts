import catarata from "../../src/content/catarata.json";
import home from "../../src/content/home.json";
import { publishQuestion, publishRefusal, publishWarning } from "../../src/admin/publishCheck";
import { fieldLabels } from "../../src/content/fieldLabels";
import { artigo as artigoModel } from "../../src/content/model/artigo";
import { catarata as catarataModel } from "../../src/content/model/catarata";
import { home as homeModel } from "../../src/content/model/home";

describe("fieldLabels", () => {
  it.each<[string, string]>([
    ["seo.title", "Busca e compartilhamento › Título da página"],
    ["testimonials.items[1].rating", "Depoimentos › Depoimentos › nº 2 › Estrelas"],
    ["hero.titel", "Abertura › titel"],
    ["", ""],
  ])("%s reads %s", (path, labels) => {
    expect(fieldLabels(path, catarataModel)).toBe(labels);
  });
});

describe("publishRefusal", () => {
  const service = (edit: (item: Record<string, unknown>) => void) => {
    const copy = structuredClone(home) as unknown as {
      services: { items: Record<string, unknown>[] };
    };
    edit(copy.services.items[0]!);
    return copy;
  };

  it.each<[string, string, unknown, unknown, string | undefined]>([
    ["the shipped page", "home.json", home, homeModel, undefined],
    [
      "a link's text without its page",
      "home.json",
      service((item) => (item.linkLabel = "Saiba mais")),
      homeModel,
      "Não foi possível publicar. Confira: Outros serviços › Cartões de serviços › nº 1 › Página do link (opcional).",
    ],
    [
      "an optional link typed in and cleared again (written without it)",
      "home.json",
      service((item) => (item.link = "")),
      homeModel,
      undefined,
    ],
    [
      "a rating of 7",
      "catarata.json",
      {
        ...catarata,
        testimonials: {
          ...catarata.testimonials,
          items: catarata.testimonials.items.map((item, i) =>
            i === 0 ? { ...item, rating: 7 } : item,
          ),
        },
      },
      catarataModel,
      "Não foi possível publicar. Confira: Depoimentos › Depoimentos › nº 1 › Estrelas.",
    ],
  ])("%s", (_name, file, data, model, refusal) => {
    expect(publishRefusal(file, data, model as typeof homeModel)).toBe(refusal);
  });
});

/**
 * The cataract page with every switch on and no placeholder left, each testimonial's written authorization on
 * record; the testimonials as `texts` give them.
 */
const confirmedWith = (texts: (text: string, index: number) => string) => {
  const page = JSON.parse(
    JSON.stringify(catarata)
      .replaceAll('"confirmed":false', '"confirmed":true')
      .replaceAll("[PREENCHER]", "2019"),
  ) as typeof catarata;
  page.testimonials.items = page.testimonials.items.map((item, index) => ({
    ...item,
    text: texts(item.text, index),
    consentDate: "2026-03-10",
    consentKeptAt: "Prontuário do paciente, pasta de autorizações",
  }));
  return page;
};

describe("publishWarning", () => {
  it("lists what the page still holds, by the form's labels, with the council's rule", () => {
    const warning = publishWarning("catarata.json", catarata, catarataModel) ?? "";
    expect(warning).toMatch(/^Antes de publicar, ainda falta neste arquivo:\n/);
    expect(warning).toContain(
      "• catarata.json › Depoimentos › Depoimentos › nº 1: depoimento de exemplo",
    );
    expect(warning).toMatch(/Resolução CFM 2\.336\/2023, art\. 14\)\./);
    expect(warning).toMatch(/Publicar assim mesmo\?$/);
  });

  it("says nothing of a page with everything confirmed, in the patients' own words", () => {
    const page = confirmedWith(
      (_text, index) => `Fui atendido com atenção na visita nº ${index + 1}.`,
    );
    expect(publishWarning("catarata.json", page, catarataModel)).toBeUndefined();
  });

  it("names a testimonial confirmed with the shipped example's words", () => {
    const page = confirmedWith((text, index) =>
      index === 1 ? ` ${text.toUpperCase()} ` : "Bem atendida.",
    );
    expect(publishWarning("catarata.json", page, catarataModel)).toMatch(
      /• catarata\.json › Depoimentos › Depoimentos › nº 2: o texto ainda é o do depoimento de exemplo.*art\. 14\)\./,
    );
  });

  it("names a testimonial confirmed one word away from an example", () => {
    const page = confirmedWith((text, index) =>
      index === 0 ? text.replace("Fui bem recebida", "Fui muito bem recebida") : "Bem atendida.",
    );
    expect(publishWarning("catarata.json", page, catarataModel)).toMatch(
      /• catarata\.json › Depoimentos › Depoimentos › nº 1: o texto ainda é o do depoimento de exemplo.*art\. 14\)\./,
    );
  });

  it("names a testimonial confirmed without the record of the patient's written authorization", () => {
    const page = confirmedWith(
      (_text, index) => `Fui atendido com atenção na visita nº ${index + 1}.`,
    );
    const withoutDate = {
      ...page,
      testimonials: {
        ...page.testimonials,
        items: page.testimonials.items.map((item, index) =>
          index === 2 ? { ...item, consentDate: "" } : item,
        ),
      },
    };
    expect(publishWarning("catarata.json", withoutDate, catarataModel)).toMatch(
      /• catarata\.json › Depoimentos › Depoimentos › nº 3: depoimento marcado como real sem a data da autorização por escrito do paciente: preencha antes de publicar \(Resolução CFM 2\.336\/2023, art\. 14\)\./,
    );
  });

  it("names a testimonial's sentence that promises a result", () => {
    const page = confirmedWith((_text, index) =>
      index === 0 ? "Operei em março. Hoje leio sem óculos!" : "Bem atendida.",
    );
    expect(publishWarning("catarata.json", page, catarataModel)).toContain(
      'catarata.json › Depoimentos › Depoimentos › nº 1 › O que o paciente diz: "Hoje leio sem óculos!" promete resultado ou exagera ("sem óculos")',
    );
  });

  it("tells that a draft article stays out of the live site", () => {
    const draft = { title: "Glaucoma", body: "Texto", sources: [], confirmed: false };
    expect(publishWarning("artigos/glaucoma.json", draft, artigoModel)).toMatch(
      /rascunho.*fora do site publicado/,
    );
  });
});

describe("publishQuestion", () => {
  // Every switch on, no placeholder left, and the testimonials in the patients' own words (not the examples').
  const confirmed = confirmedWith(
    (_text, index) => `Fui atendido com atenção na visita nº ${index + 1}.`,
  );
  const oneLeft = structuredClone(confirmed);
  oneLeft.testimonials.items[0]!.confirmed = false;

  it.each<[string, string, unknown, unknown, string | undefined, RegExp | undefined]>([
    [
      "a page with example content: a count, the list folded away",
      "catarata.json",
      catarata,
      catarataModel,
      "Publicar com itens a conferir?",
      /^Ainda falta conferir \d+ itens neste arquivo\./,
    ],
    [
      "one item left: said in the singular",
      "catarata.json",
      oneLeft,
      catarataModel,
      "Publicar com itens a conferir?",
      /^Ainda falta conferir 1 item neste arquivo\./,
    ],
    [
      "a draft article",
      "artigos/glaucoma.json",
      { title: "Glaucoma", body: "Texto", sources: [], confirmed: false },
      artigoModel,
      "Publicar este rascunho?",
      /rascunho.*fora do site publicado/,
    ],
    [
      "a page with everything confirmed",
      "catarata.json",
      confirmed,
      catarataModel,
      undefined,
      undefined,
    ],
  ])("%s", (_name, file, data, model, title, text) => {
    const question = publishQuestion(file, data, model as typeof catarataModel);
    expect(question?.title).toBe(title);
    if (text) expect(question?.text).toMatch(text);
  });

  it("reads in a glance, and keeps the whole list one tap away", () => {
    const question = publishQuestion("catarata.json", catarata, catarataModel);
    const warning = publishWarning("catarata.json", catarata, catarataModel) ?? "";
    expect(warning.length).toBeGreaterThan(1000);
    expect(`${question?.title} ${question?.text}`.length).toBeLessThan(200);
    expect(question?.details).toEqual({
      summary: expect.stringMatching(/^Ver o que falta/),
      text: warning,
    });
  });
});
