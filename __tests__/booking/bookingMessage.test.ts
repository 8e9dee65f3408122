import { bookingMessage } from "../../src/booking/bookingMessage";
import { reasonMessage } from "../../src/booking/reasonMessage";
import {
  articleReason,
  fixedReason,
  type FixedReasonKey,
  type Reason,
} from "../../src/booking/bookingReasons";
import { interests, type InterestValue } from "../../src/booking/interests";
import { conditions } from "../../src/content/conditions";
import { reasonKeys } from "../../src/shared/sitePages";

const maria = { name: "Maria da Silva", whatsapp: "(98) 98765-4321" };
const glaucoma = articleReason("Glaucoma");

/** What no message may say: it would assume the doctor is a man (issue 40), or name the doctor at all. */
const manlyWords = [
  "um oftalmologista",
  "o oftalmologista",
  "o médico",
  "do médico",
  "pelo médico",
];

describe("bookingMessage: the form's message says each thing once", () => {
  it.each<[string, InterestValue, Reason | undefined, string]>([
    [
      "home, Agendar Consulta: the reason adds nothing to the interest",
      "agendar consulta",
      fixedReason("home"),
      "Olá! Meu nome é Maria da Silva e vim através do site. Gostaria de agendar consulta. WhatsApp para contato: (98) 98765-4321",
    ],
    [
      "the cataract page's main button",
      "agendar consulta",
      fixedReason("catarata"),
      "Olá! Meu nome é Maria da Silva e vim através do site. Gostaria de agendar consulta. É sobre cirurgia de catarata. WhatsApp para contato: (98) 98765-4321",
    ],
    [
      "the cataract page's doubts button",
      "realizar exames",
      fixedReason("catarataDuvidas"),
      "Olá! Meu nome é Maria da Silva e vim através do site. Gostaria de realizar exames. Tenho dúvidas sobre cirurgia de catarata. WhatsApp para contato: (98) 98765-4321",
    ],
    [
      "the list of articles",
      "agendar consulta de retorno",
      fixedReason("conteudos"),
      "Olá! Meu nome é Maria da Silva e vim através do site. Gostaria de agendar consulta de retorno. Tenho dúvidas sobre saúde dos olhos. WhatsApp para contato: (98) 98765-4321",
    ],
    [
      "the links page: how the visitor came is the counting's to say",
      "agendar consulta",
      fixedReason("links"),
      "Olá! Meu nome é Maria da Silva e vim através do site. Gostaria de agendar consulta. WhatsApp para contato: (98) 98765-4321",
    ],
    [
      "an article: its topic, not its title",
      "agendar consulta",
      glaucoma,
      "Olá! Meu nome é Maria da Silva e vim através do site. Gostaria de agendar consulta. Tenho dúvidas sobre glaucoma. WhatsApp para contato: (98) 98765-4321",
    ],
    [
      "no reason (the modal opened with none)",
      "realizar exames",
      undefined,
      "Olá! Meu nome é Maria da Silva e vim através do site. Gostaria de realizar exames. WhatsApp para contato: (98) 98765-4321",
    ],
  ])("%s", (_case, interest, reason, expected) => {
    expect(bookingMessage({ ...maria, interest }, reason)).toBe(expected);
  });

  it.each([
    ["   João Pedro \n", " 98987654321 ", "Meu nome é João Pedro e vim", "contato: 98987654321"],
    ["  Maria  Clara  ", "(98) 98765-4321", "Meu nome é Maria  Clara e vim", "(98) 98765-4321"],
    ["Maria & José #1 ?x=1", "+55 98 98765-4321", "é Maria & José #1 ?x=1 e", "+55 98 98765-4321"],
  ])("keeps %j and %j as typed, their ends trimmed", (name, whatsapp, saysName, saysNumber) => {
    const message = bookingMessage({ name, whatsapp, interest: "agendar consulta" });
    expect(message).toContain(saysName);
    expect(message).toMatch(new RegExp(`${saysNumber.replace(/[()+?]/g, "\\$&")}$`));
  });

  /** Every call to action's reason, and an article's for every condition, with every interest. */
  const everyReason: Reason[] = [
    ...reasonKeys
      .filter((key) => key !== "artigo")
      .map((key) => fixedReason(key as FixedReasonKey)),
    ...conditions.map((condition) => articleReason(condition.label)),
  ];
  const everyMessage = everyReason.flatMap((reason) =>
    interests.map(({ value }) => ({
      reason,
      interest: value,
      message: bookingMessage({ ...maria, interest: value }, reason),
    })),
  );

  it.each(everyMessage)(
    "$reason.label + $interest: the interest once, the reason never as it is, the typed number, no man",
    ({ reason, interest, message }) => {
      expect(message.split(`Gostaria de ${interest}.`)).toHaveLength(2);
      expect(message).not.toContain(reason.label);
      expect(message).not.toContain("Assunto");
      // No word of three letters or more twice in a row of sentences: "agendar consulta. Consulta para…".
      const sentences = message.split(/(?<=[.!])\s+/);
      for (let i = 1; i < sentences.length; i++) {
        const before = sentences[i - 1]?.toLowerCase().match(/\p{L}{4,}/gu) ?? [];
        const first = sentences[i]?.toLowerCase().match(/\p{L}{4,}/u)?.[0];
        expect(before).not.toContain(first);
      }
      expect(message.endsWith("WhatsApp para contato: (98) 98765-4321")).toBe(true);
      for (const words of manlyWords) expect(message.toLowerCase()).not.toContain(words);
    },
  );

  it("an article's message names its condition in a sentence's case, an acronym kept", () => {
    expect(
      bookingMessage({ ...maria, interest: "agendar consulta" }, articleReason("DMRI")),
    ).toContain("Tenho dúvidas sobre DMRI.");
    expect(
      bookingMessage(
        { ...maria, interest: "agendar consulta" },
        articleReason("Vista cansada (presbiopia)"),
      ),
    ).toContain("Tenho dúvidas sobre vista cansada (presbiopia).");
  });
});

describe("reasonMessage: a call to action's own chat link, where the form cannot be", () => {
  it.each<[string, Reason | undefined, string]>([
    ["home", fixedReason("home"), "Olá! Vim através do site e gostaria de agendar consulta."],
    [
      "the cataract page's main button",
      fixedReason("catarata"),
      "Olá! Vim através do site e gostaria de agendar consulta. É sobre cirurgia de catarata.",
    ],
    [
      "the cataract page's doubts button",
      fixedReason("catarataDuvidas"),
      "Olá! Vim através do site e gostaria de agendar consulta. Tenho dúvidas sobre cirurgia de catarata.",
    ],
    [
      "the list of articles",
      fixedReason("conteudos"),
      "Olá! Vim através do site e gostaria de agendar consulta. Tenho dúvidas sobre saúde dos olhos.",
    ],
    [
      "the links page",
      fixedReason("links"),
      "Olá! Vim através do site e gostaria de agendar consulta.",
    ],
    [
      "an article",
      glaucoma,
      "Olá! Vim através do site e gostaria de agendar consulta. Tenho dúvidas sobre glaucoma.",
    ],
    ["no reason", undefined, "Olá! Vim através do site e gostaria de agendar consulta."],
  ])("%s", (_case, reason, expected) => {
    const message = reasonMessage(reason);
    expect(message).toBe(expected);
    // It carries no number: none was typed.
    expect(message).not.toMatch(/\d/);
    for (const words of manlyWords) expect(message.toLowerCase()).not.toContain(words);
  });
});
