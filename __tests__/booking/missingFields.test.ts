import {
  emptyBookingForm,
  isComplete,
  missingFields,
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
      "a phone not yet complete (kept: only emptiness is checked)",
      { ...filled, whatsapp: "12345" },
      [],
    ],
    ["name and interest missing", { ...filled, name: " ", interest: "" }, ["name", "interest"]],
  ])("%s -> %j", (_label, form, expected) => {
    expect(missingFields(form)).toEqual(expected);
    expect(isComplete(form)).toBe(expected.length === 0);
  });

  it("rejects an interest that is not one of the options", () => {
    const form = { ...filled, interest: "cirurgia" } as unknown as BookingFormValues;
    expect(missingFields(form)).toEqual(["interest"]);
  });
});
