/*
 * What a call to action's reason adds to the chat message, and the message of a call to action's own chat link.
 * A module of its own, apart from the form's message (./bookingMessage.ts): the root's fallback needs this one on
 * the first load, the form's only with the dialog.
 */
import type { Reason, ReasonKey } from "./bookingReasons";
import { inSentence } from "./inSentence";

/** A reason whose words are a doubt ("Dúvidas sobre glaucoma") says it in the patient's voice. */
const doubts = (label: string) => `Tenho ${inSentence(label)}.`;

/**
 * What each call to action's reason adds to the message, after the interest: a sentence of its own, or nothing
 * where the interest already says it ("Agendar Consulta") or where it says only how the visitor came (the links
 * page: the counting tells the practice that). Never the reason's words as they are: "Gostaria de agendar
 * consulta. Assunto: Agendar Consulta." said the same thing twice. A new reason in the page registry
 * (src/shared/sitePages.ts) does not compile until it has its line here.
 */
const reasonSentences: { readonly [Key in ReasonKey]: ((label: string) => string) | null } = {
  home: null,
  catarata: () => "É sobre cirurgia de catarata.",
  catarataDuvidas: doubts,
  conteudos: doubts,
  artigo: doubts,
  links: null,
};

/** The sentence `reason` adds to a message, with a space before it; "" for none. */
export function reasonSentence(reason: Reason | null | undefined): string {
  const sentence = reason ? reasonSentences[reason.key] : null;
  return sentence && reason ? ` ${sentence(reason.label)}` : "";
}

/**
 * The message of a call to action's own chat link, used where the form cannot be: JavaScript off, or the scripts
 * failed. Name, number and interest are unknown there, so it asks for a consultation and says what the call to
 * action adds (spec, section 4); with no reason, the greeting and the request alone.
 */
export function reasonMessage(reason?: Reason | null): string {
  return `Olá! Vim através do site e gostaria de agendar consulta.${reasonSentence(reason)}`;
}
