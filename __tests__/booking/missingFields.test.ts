import {
  emptyBookingForm,
  fieldErrors,
  invalidFields,
  isComplete,
  missingFields,
  type BookingField,
  type BookingFormValues,
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
