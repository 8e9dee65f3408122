import { longDate, reviewText } from "../../src/articles/articleText";

const doctor = { doctorName: "Dr. João Silva", crm: "12345", state: "MA" };

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
      "Publicado por Dr. João Silva, CRM-MA 12345, em 1º de março de 2026. O médico ainda vai ler e aprovar este texto.",
    ],
    [
      "a review date without the switch",
      { publishedOn: "2026-03-01", reviewedOn: "2026-03-10", confirmed: false },
      false,
      "Texto em revisão pelo médico",
      "Publicado por Dr. João Silva, CRM-MA 12345, em 1º de março de 2026. O médico ainda vai ler e aprovar este texto.",
    ],
  ])("%s", (_case, article, reviewed, status, detail) => {
    expect(reviewText(article, doctor)).toEqual({ reviewed, status, detail });
  });
});
