import { interestLabel } from "../../src/admin/resultados/resultsLabels";
import { bookingMessage } from "../../src/booking/bookingMessage";
import { interests, isInterestValue } from "../../src/booking/interests";
import { isCountedEvent } from "../../src/shared/eventSchema";

/*
 * What each interest the form offers does (spec, section 3): the phrase it puts in the chat message, the counting
 * that admits it, and the results page that names it as the form does.
 */
describe("each interest the form offers", () => {
  it.each([
    ["Agendar Consulta", "Gostaria de agendar consulta."],
    ["Realizar Exames", "Gostaria de realizar exames."],
    ["Agendar Consulta de Retorno", "Gostaria de agendar consulta de retorno."],
  ])(
    "%s: the chat says “%s”; counted, and named on the results page as the form names it",
    (label, sentence) => {
      const interest = interests.find((option) => option.label === label);
      if (!interest) throw new Error(`The form offers no "${label}".`);
      expect(
        bookingMessage({ name: "Maria", whatsapp: "(98) 98765-4321", interest: interest.value }),
      ).toBe(
        `Olá! Meu nome é Maria e vim através do site. ${sentence} WhatsApp para contato: (98) 98765-4321`,
      );
      const chat = { event: "chat_handed", page: "/", source: "direto", reason: "home" };
      expect(isCountedEvent({ ...chat, interest: interest.value })).toBe(true);
      expect(interestLabel(interest.value)).toBe(label);
    },
  );

  it("is one of the three above: the form offers no other", () => {
    expect(interests).toHaveLength(3);
  });
});

describe("isInterestValue", () => {
  it.each([
    ["agendar consulta", true],
    ["realizar exames", true],
    ["agendar consulta de retorno", true],
    ["", false],
    ["Agendar Consulta", false],
    ["agendar consulta ", false],
    ["cirurgia", false],
  ])("isInterestValue(%j) is %s", (value, expected) => {
    expect(isInterestValue(value)).toBe(expected);
  });
});
