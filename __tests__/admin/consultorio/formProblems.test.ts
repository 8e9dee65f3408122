import { fieldId, formProblems, pathWithin } from "../../../src/admin/consultorio/formProblems";

describe("pathWithin", () => {
  it.each<[string, string, string | undefined]>([
    ["practice.hours.saturday[0].closes", "practice.hours", "saturday[0].closes"],
    ["practice.hoursExceptions[3].from", "practice.hoursExceptions[3]", "from"],
    ["practice.hoursExceptions[3]", "practice.hoursExceptions", "[3]"],
    ["practice.hoursExceptions[3]", "practice.hoursExceptions[3]", ""],
    ["practice.hoursExceptions[30].from", "practice.hoursExceptions[3]", undefined],
    ["practice.hoursX", "practice.hours", undefined],
    ["whatsappNumber", "", "whatsappNumber"],
    ["whatsappNumber", "practice", undefined],
  ])("%s within %j is %j", (path, scope, within) => {
    expect(pathWithin(path, scope)).toBe(within);
  });
});

describe("formProblems", () => {
  const problem = (path: string, message = `erro em ${path}`) => ({
    path,
    where: `Campo ${path}`,
    message,
  });

  it("puts a mistake under the form's own field, the first one a field has, and the rest above the button", () => {
    const { fields, others } = formProblems(
      [
        problem("practice.hours.saturday[0].closes", "Hora e minutos"),
        problem("practice.hours.saturday[0].closes", "outra regra"),
        problem("practice.hours.sunday[0].opens"),
        problem("doctorName", "Não pode ficar em branco."),
      ],
      "practice.hours",
      new Set(["saturday[0].opens", "saturday[0].closes"]),
    );
    expect([...fields]).toEqual([["saturday[0].closes", "Hora e minutos"]]);
    expect(others).toEqual([
      "Campo practice.hours.saturday[0].closes: outra regra",
      "Campo practice.hours.sunday[0].opens: erro em practice.hours.sunday[0].opens",
      "Campo doctorName: Não pode ficar em branco.",
    ]);
  });

  it("finds nothing in nothing", () => {
    expect(formProblems([], "", new Set(["a"]))).toEqual({ fields: new Map(), others: [] });
  });
});

describe("fieldId", () => {
  it.each<[string, string, string]>([
    ["horario", "saturday[0].closes", "horario-saturday-0-closes"],
    ["contato", "practice.address.postalCode", "contato-practice-address-postalCode"],
    ["foto", "", "foto"],
  ])("%s + %s = %s", (form, path, id) => {
    expect(fieldId(form, path)).toBe(id);
  });
});
