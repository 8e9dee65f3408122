import { bookingMessage, reasonMessage } from "../../src/booking/bookingMessage";
import type { InterestValue } from "../../src/booking/interests";

describe("bookingMessage", () => {
  it.each<[string, InterestValue, string]>([
    [
      "Maria da Silva",
      "agendar consulta",
      "Olá! Meu nome é Maria da Silva e vim através do site. Gostaria de agendar consulta com um oftalmologista.",
    ],
    [
      "José",
      "realizar exames",
      "Olá! Meu nome é José e vim através do site. Gostaria de realizar exames com um oftalmologista.",
    ],
    [
      "Ana",
      "agendar consulta de retorno",
      "Olá! Meu nome é Ana e vim através do site. Gostaria de agendar consulta de retorno com um oftalmologista.",
    ],
    [
      "   João Pedro \n",
      "agendar consulta",
      "Olá! Meu nome é João Pedro e vim através do site. Gostaria de agendar consulta com um oftalmologista.",
    ],
    [
      "Maria & José #1 ?x=1",
      "realizar exames",
      "Olá! Meu nome é Maria & José #1 ?x=1 e vim através do site. Gostaria de realizar exames com um oftalmologista.",
    ],
  ])("%j + %j", (name, interest, expected) => {
    expect(bookingMessage(name, interest)).toBe(expected);
  });

  it("keeps spaces inside the name and trims only its ends", () => {
    expect(bookingMessage("  Maria  Clara  ", "agendar consulta")).toContain(
      "é Maria  Clara e vim",
    );
  });

  it.each<[string, InterestValue, string, string]>([
    [
      "Maria",
      "agendar consulta",
      "Dúvidas sobre cirurgia de catarata",
      "Olá! Meu nome é Maria e vim através do site. Gostaria de agendar consulta com um oftalmologista. Assunto: Dúvidas sobre cirurgia de catarata.",
    ],
    [
      " José ",
      "realizar exames",
      "Agendar Consulta",
      "Olá! Meu nome é José e vim através do site. Gostaria de realizar exames com um oftalmologista. Assunto: Agendar Consulta.",
    ],
    [
      "Ana",
      "agendar consulta de retorno",
      "",
      "Olá! Meu nome é Ana e vim através do site. Gostaria de agendar consulta de retorno com um oftalmologista.",
    ],
  ])(
    "%j + %j, opened by %j: the reason after the spec's sentence",
    (name, interest, reasonLabel, expected) => {
      expect(bookingMessage(name, interest, reasonLabel)).toBe(expected);
    },
  );
});

describe("reasonMessage: a call to action's own chat link, where the form cannot be", () => {
  it.each<[string | undefined, string]>([
    [
      "Consulta para cirurgia de catarata",
      "Olá! Vim através do site e gostaria de atendimento com um oftalmologista. Assunto: Consulta para cirurgia de catarata.",
    ],
    [
      "Dúvidas sobre Glaucoma",
      "Olá! Vim através do site e gostaria de atendimento com um oftalmologista. Assunto: Dúvidas sobre Glaucoma.",
    ],
    [undefined, "Olá! Vim através do site e gostaria de atendimento com um oftalmologista."],
  ])("%j", (reasonLabel, expected) => {
    expect(reasonMessage(reasonLabel)).toBe(expected);
  });
});
