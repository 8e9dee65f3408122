import {
  emptyBookingForm,
  fieldErrors,
  formNotice,
  invalidFields,
  isComplete,
  missingFields,
  missingFieldsNotice,
  type BookingField,
  type BookingFormValues,
  type FormNotice,
} from "../../src/booking/missingFields";

const filled: BookingFormValues = {
  name: "Maria",
  whatsapp: "(98) 98765-4321",
  interest: "agendar consulta",
};

describe("missingFields", () => {
  it.each<[string, BookingFormValues, string[]]>([
    ["an empty form", emptyBookingForm, ["name", "whatsapp", "interest"]],
    ["a filled form", filled, []],
    ["a name of only spaces", { ...filled, name: "   " }, ["name"]],
    ["a name of tabs and new lines", { ...filled, name: "\t\n " }, ["name"]],
    ["no name", { ...filled, name: "" }, ["name"]],
    ["no phone", { ...filled, whatsapp: "" }, ["whatsapp"]],
    ["a phone of spaces", { ...filled, whatsapp: "  " }, ["whatsapp"]],
    ["no interest", { ...filled, interest: "" }, ["interest"]],
    [
      "a phone not yet complete (not missing: invalidFields, below, says it cannot be sent)",
      { ...filled, whatsapp: "12345" },
      [],
    ],
    ["name and interest missing", { ...filled, name: " ", interest: "" }, ["name", "interest"]],
  ])("%s -> %j", (_label, form, expected) => {
    expect(missingFields(form)).toEqual(expected);
  });

  it("rejects an interest that is not one of the options", () => {
    const form = { ...filled, interest: "cirurgia" } as unknown as BookingFormValues;
    expect(missingFields(form)).toEqual(["interest"]);
  });
});

describe("invalidFields: what cannot be sent, in the form's order, and isComplete", () => {
  it.each<[string, BookingFormValues, BookingField[]]>([
    ["an empty form", emptyBookingForm, ["name", "whatsapp", "interest"]],
    ["a filled form", filled, []],
    ["a phone without its area code", { ...filled, whatsapp: "98765-4321" }, ["whatsapp"]],
    ["a phone not yet complete", { ...filled, whatsapp: "(98) 98765-43" }, ["whatsapp"]],
    [
      "no name and a short phone: both, in order",
      { ...filled, name: "", whatsapp: "12345" },
      ["name", "whatsapp"],
    ],
    ["a landline with its area code", { ...filled, whatsapp: "(98) 3232-1234" }, []],
    ["with the country code", { ...filled, whatsapp: "+55 98 98765-4321" }, []],
    ["no phone, no interest", { ...filled, whatsapp: " ", interest: "" }, ["whatsapp", "interest"]],
  ])("%s -> %j", (_label, form, expected) => {
    expect(invalidFields(form)).toEqual(expected);
    expect(isComplete(form)).toBe(expected.length === 0);
  });

  it("has a plain line for each field, saying what to do", () => {
    expect(fieldErrors).toEqual({
      name: "Escreva seu nome",
      whatsapp: "Escreva seu WhatsApp com DDD, por exemplo (98) 98765-4321",
      interest: "Escolha o que você quer agendar",
    });
  });
});

describe("formNotice: what the notice over a form that cannot be sent says", () => {
  const checkNumber = "Confira o número de WhatsApp";
  const example = "Escreva com DDD, por exemplo (98) 98765-4321.";

  it.each<[string, BookingFormValues, FormNotice | undefined]>([
    ["a filled form: none", filled, undefined],
    ["a landline with its area code: none", { ...filled, whatsapp: "(98) 3232-1234" }, undefined],
    [
      "an empty form: the spec's notice",
      emptyBookingForm,
      { title: "Campos obrigatórios", description: "Por favor, preencha todos os campos." },
    ],
    [
      "a name of spaces, the rest right: the spec's notice",
      { ...filled, name: "  " },
      { title: "Campos obrigatórios", description: "Por favor, preencha todos os campos." },
    ],
    [
      "no interest and a number without its area code: the fields, and the number",
      { ...filled, interest: "", whatsapp: "98765-4321" },
      {
        title: "Campos obrigatórios",
        description: "Por favor, preencha todos os campos e confira o número de WhatsApp.",
      },
    ],
    [
      "every field filled, the number without its area code",
      { ...filled, whatsapp: "98765-4321" },
      { title: checkNumber, description: `O número está sem o DDD. ${example}` },
    ],
    [
      "every field filled, the number short",
      { ...filled, whatsapp: "(98) 98765-43" },
      { title: checkNumber, description: `Faltam dígitos no número. ${example}` },
    ],
    [
      "every field filled, the number long",
      { ...filled, whatsapp: "(98) 98765-43210" },
      { title: checkNumber, description: `O número tem dígitos a mais. ${example}` },
    ],
    [
      "every field filled, an area code with a zero",
      { ...filled, whatsapp: "(90) 98765-4321" },
      { title: checkNumber, description: `O DDD do número não existe. ${example}` },
    ],
    [
      "every field filled, 11 digits without the mobile's 9",
      { ...filled, whatsapp: "(98) 88765-4321" },
      {
        title: checkNumber,
        description: `Depois do DDD, o número de celular começa com 9. ${example}`,
      },
    ],
  ])("%s", (_label, form, expected) => {
    expect(formNotice(form)).toEqual(expected);
  });

  it("says something exactly when the form cannot be sent", () => {
    for (const whatsapp of ["", " ", "12345", "98765-4321", "(98) 98765-4321", "(98) 3232-1234"])
      for (const name of ["", "Maria"])
        for (const interest of ["", "agendar consulta"] as const) {
          const form = { name, whatsapp, interest };
          expect(formNotice(form) === undefined).toBe(isComplete(form));
        }
  });

  it("never tells a form whose every field is filled to fill them in", () => {
    expect(formNotice({ ...filled, whatsapp: "12345" })).not.toEqual(missingFieldsNotice);
    expect(formNotice({ ...filled, whatsapp: "12345" })?.description).not.toMatch(/preencha/i);
  });
});
