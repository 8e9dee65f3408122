import { longDate, reviewText } from "../../src/articles/articleText";

const doctor = { doctorName: "Dr. João Silva", doctorForm: "masculino", crm: "12345", state: "MA" };
const doctora = { doctorName: "Dra. Ana Souza", doctorForm: "feminino", crm: "54321", state: "MA" };

describe("longDate", () => {
  it.each<[string, string]>([
    ["2026-03-10", "10 de março de 2026"],
    ["2026-04-01", "1º de abril de 2026"],
    ["2026-12-31", "31 de dezembro de 2026"],
  ])("%s -> %s", (day, text) => {
    expect(longDate(day)).toBe(text);
  });
});

describe("reviewText: only a review that happened is claimed", () => {
  it.each<
    [
      string,
      { publishedOn: string; reviewedOn?: string | null; confirmed: boolean },
      boolean,
      string,
      string,
    ]
  >([
    [
      "reviewed",
      { publishedOn: "2026-03-01", reviewedOn: "2026-03-10", confirmed: true },
      true,
      "Revisado por Dr. João Silva, CRM-MA 12345, em 10 de março de 2026",
      "Publicado em 1º de março de 2026.",
    ],
    [
      "a draft",
      { publishedOn: "2026-03-01", confirmed: false },
      false,
      "Texto em revisão pelo médico",
      "Este texto é um rascunho e aguarda a revisão do médico.",
    ],
    [
      "a review date without the switch",
      { publishedOn: "2026-03-01", reviewedOn: "2026-03-10", confirmed: false },
      false,
      "Texto em revisão pelo médico",
      "Este texto é um rascunho e aguarda a revisão do médico.",
    ],
  ])("%s", (_case, article, reviewed, status, detail) => {
    expect(reviewText(article, doctor)).toEqual({ reviewed, status, detail });
  });

  it.each<
    [
      string,
      { publishedOn: string; reviewedOn?: string | null; confirmed: boolean },
      string,
      string,
    ]
  >([
    [
      "reviewed, by a woman",
      { publishedOn: "2026-03-01", reviewedOn: "2026-03-10", confirmed: true },
      "Revisado por Dra. Ana Souza, CRM-MA 54321, em 10 de março de 2026",
      "Publicado em 1º de março de 2026.",
    ],
    [
      "a draft, for a woman",
      { publishedOn: "2026-03-01", confirmed: false },
      "Texto em revisão pela médica",
      "Este texto é um rascunho e aguarda a revisão da médica.",
    ],
  ])("%s", (_case, article, status, detail) => {
    expect(reviewText(article, doctora)).toMatchObject({ status, detail });
  });

  it("a draft's byline claims neither the doctor's name, nor the CRM, nor a date", () => {
    const { status, detail } = reviewText({ publishedOn: "2026-03-01", confirmed: false }, doctor);
    for (const line of [status, detail]) {
      expect(line).not.toMatch(/Dr\.|João|CRM|12345|2026|março/);
    }
  });
});
