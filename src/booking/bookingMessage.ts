import type { InterestValue } from "./interests";

/**
 * The Portuguese greeting the visitor sends the practice on WhatsApp (spec, section 7), then, when a call to action
 * opened the form, its reason, so that the practice knows why the patient came.
 */
export function bookingMessage(
  name: string,
  interest: InterestValue,
  reasonLabel?: string,
): string {
  const greeting = `Olá! Meu nome é ${name.trim()} e vim através do site. Gostaria de ${interest} com um oftalmologista.`;
  return reasonLabel ? `${greeting} Assunto: ${reasonLabel}.` : greeting;
}

/**
 * The message of a call to action's own chat link, used where the form cannot be: JavaScript off, or the scripts
 * failed. Name and interest are unknown there, so it names the call to action's reason, in its words (spec,
 * section 4); with none (the modal opened with no reason), the greeting alone.
 */
export function reasonMessage(reasonLabel?: string): string {
  const greeting = "Olá! Vim através do site e gostaria de atendimento com um oftalmologista.";
  return reasonLabel ? `${greeting} Assunto: ${reasonLabel}.` : greeting;
}
