import settings from "../../src/content/site-settings.json";
import { siteSettings } from "../../src/content/model/siteSettings";
import { schemaAt } from "../../src/content/fieldLabels";
import { fallbackMessage, fieldMessage } from "../../src/content/fieldMessages";
import { contentBreaks, validateContent } from "../../src/content/validateContent";

type Settings = typeof settings;

/** A copy of the shipped settings, broken by `edit`. */
function broken(edit: (copy: Settings) => void): Settings {
  const copy = structuredClone(settings);
  edit(copy);
  return copy;
}

describe("contentBreaks", () => {
  it("reports what validateContent reports, each with the kind of rule it breaks", () => {
    const data = broken((copy) => {
      copy.practice.hours.saturday[0]!.closes = "13h";
      copy.practice.address.street = " ";
      (copy as { whatsappNumber?: string }).whatsappNumber = undefined;
    });
    const breaks = contentBreaks("site-settings.json", data);
    expect(breaks.map(({ keyword: _keyword, ...error }) => error)).toEqual(
      validateContent("site-settings.json", data),
    );
    expect(breaks.map(({ path, keyword }) => [path, keyword])).toEqual([
      ["whatsappNumber", "required"],
      ["practice.address.street", "pattern"],
      ["practice.hours.saturday[0].closes", "pattern"],
    ]);
  });

  it("names the doctor's words against Tratamento as a break of kind form", () => {
    const data = broken((copy) => (copy.doctorName = "Dra. Ana Souza"));
    expect(
      contentBreaks("site-settings.json", data).map(({ path, keyword }) => [path, keyword]),
    ).toEqual([["doctorName", "form"]]);
  });
});

describe("fieldMessage", () => {
  it.each<[string, (copy: Settings) => void, string, string]>([
    [
      "a time written another way",
      (copy) => (copy.practice.hours.saturday[0]!.closes = "13h"),
      "practice.hours.saturday[0].closes",
      "Hora e minutos com dois números cada, por exemplo 08:00 ou 13:30.",
    ],
    [
      "a time left empty",
      (copy) => (copy.practice.hours.saturday[0]!.closes = ""),
      "practice.hours.saturday[0].closes",
      "Preencha este campo.",
    ],
    [
      "a date written the Brazilian way",
      (copy) =>
        copy.practice.hoursExceptions.push({ from: "25/12/2026", reason: "Natal", intervals: [] }),
      "practice.hoursExceptions[3].from",
      "Ano, mês e dia, com traços: por exemplo 2025-12-24 para 24 de dezembro de 2025.",
    ],
    [
      "a reason of spaces only",
      (copy) =>
        copy.practice.hoursExceptions.push({ from: "2026-12-08", reason: "  ", intervals: [] }),
      "practice.hoursExceptions[3].reason",
      "Não pode ficar em branco.",
    ],
    [
      "a WhatsApp number with a dash",
      (copy) => (copy.whatsappNumber = "98 98765-4321"),
      "whatsappNumber",
      "Só números: 55, o DDD e o número, sem espaços nem traços. Por exemplo: 5598987654321.",
    ],
    [
      "a CEP without its dash",
      (copy) => (copy.practice.address.postalCode = "65800000"),
      "practice.address.postalCode",
      "Oito números com um traço, por exemplo 65000-000.",
    ],
    [
      "a health plan left empty",
      (copy) => copy.practice.healthPlans.push(""),
      "practice.healthPlans[1]",
      "Preencha este campo.",
    ],
    [
      "a year out of range",
      (copy) => (copy.copyrightYear = 1999),
      "copyrightYear",
      "Use um número de 2000 a 2100.",
    ],
    [
      "a Tratamento not in the list",
      (copy) => (copy.doctorForm = "neutro"),
      "doctorForm",
      "Escolha uma das opções da lista.",
    ],
    [
      "Saturday opening at 12:00 and closing at 08:00",
      (copy) => (copy.practice.hours.saturday = [{ opens: "12:00", closes: "08:00" }]),
      "practice.hours.saturday[0].closes",
      "O horário de fechar precisa ser depois do de abrir.",
    ],
    [
      "a special date's hours closing when they open",
      (copy) => (copy.practice.hoursExceptions[0]!.intervals[0]!.closes = "08:00"),
      "practice.hoursExceptions[0].intervals[0].closes",
      "O horário de fechar precisa ser depois do de abrir.",
    ],
    [
      "a closure from the 10th until the 8th",
      (copy) =>
        copy.practice.hoursExceptions.push({
          from: "2027-12-10",
          until: "2027-12-08",
          reason: "Férias",
          intervals: [],
        } as Settings["practice"]["hoursExceptions"][number]),
      "practice.hoursExceptions[3].until",
      "A data final não pode ser antes da data inicial.",
    ],
    [
      "the same date twice",
      (copy) =>
        copy.practice.hoursExceptions.push({ from: "2026-12-25", reason: "Natal", intervals: [] }),
      "practice.hoursExceptions[3].from",
      "Esta data já está na lista.",
    ],
    [
      "a special date's reason of 300 KB",
      (copy) =>
        copy.practice.hoursExceptions.push({
          from: "2027-12-10",
          reason: "Feriado ".repeat(40_000),
          intervals: [],
        }),
      "practice.hoursExceptions[3].reason",
      "Texto longo demais: no máximo 200 letras e espaços.",
    ],
    [
      "an emergency line of 3,001 characters",
      (copy) => (copy.practice.emergency = "a".repeat(3_001)),
      "practice.emergency",
      "Texto longo demais: no máximo 3.000 letras e espaços.",
    ],
    [
      "101 health plans",
      (copy) =>
        (copy.practice.healthPlans = Array.from({ length: 101 }, (_, n) => `Plano ${n + 1}`)),
      "practice.healthPlans",
      "Itens demais: no máximo 100.",
    ],
    [
      "the 31st of February",
      (copy) =>
        copy.practice.hoursExceptions.push({
          from: "2026-02-31",
          reason: "Carnaval",
          intervals: [],
        }),
      "practice.hoursExceptions[3].from",
      "Esta data não existe no calendário.",
    ],
    [
      "a name in the other form than Tratamento",
      (copy) => (copy.doctorName = "Dra. Ana Souza"),
      "doctorName",
      'Escreva na mesma forma do campo "Tratamento": Dr. ou Dra., Médico ou Médica.',
    ],
  ])("%s", (_case, edit, path, message) => {
    const data = broken(edit);
    const found = contentBreaks("site-settings.json", data).find((entry) => entry.path === path);
    expect(found).toBeDefined();
    const value = path
      .match(/[^.[\]]+/g)!
      .reduce<unknown>((at, key) => (at as Record<string, unknown>)[key], data);
    expect(fieldMessage(found!, siteSettings, value)).toBe(message);
  });

  it.each<[string, string, string]>([
    ["required", "practice.address.street", "Preencha este campo."],
    ["dependentRequired", "practice.address.street", "Preencha este campo."],
    ["minItems", "visit.bring", "Ponha pelo menos um item."],
    ["type", "copyrightYear", "Escreva de novo: o site não lê o que está neste campo."],
    [
      "additionalProperties",
      "practice.fax",
      "Este campo não faz parte do site: avise o desenvolvedor.",
    ],
    ["pattern", "practice.fax", fallbackMessage],
    ["minimum", "practice.address.street", fallbackMessage],
    ["something new", "practice.address.street", fallbackMessage],
    ["toString", "practice.address.street", fallbackMessage],
    [
      "closesAfterOpens",
      "practice.hours.monday[0].closes",
      "O horário de fechar precisa ser depois do de abrir.",
    ],
    [
      "untilNotBeforeFrom",
      "practice.hoursExceptions[0].until",
      "A data final não pode ser antes da data inicial.",
    ],
    ["oneEntryPerDate", "practice.hoursExceptions[0].from", "Esta data já está na lista."],
    ["calendarDate", "practice.hoursExceptions[0].from", "Esta data não existe no calendário."],
    ["pastDate", "practice.hoursExceptions[0].from", "Esta data já passou."],
  ])("a break of kind %s at %s", (keyword, path, message) => {
    expect(fieldMessage({ keyword, path }, siteSettings)).toBe(message);
  });
});

describe("the photo's least size", () => {
  it("is a mark of the model, and the hint the staff read says the same size", () => {
    const photo = schemaAt("photo", siteSettings)!;
    expect(photo["x-portrait-min"]).toEqual({ width: 1200, height: 1600 });
    expect(photo.description).toContain("1200 × 1600");
  });
});
