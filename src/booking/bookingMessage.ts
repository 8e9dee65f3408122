import type { InterestValue } from "./interests";

/** The Portuguese greeting the visitor sends the practice on WhatsApp (spec, section 7). */
export function bookingMessage(name: string, interest: InterestValue): string {
  return `Olá! Meu nome é ${name.trim()} e vim através do site. Gostaria de ${interest} com um oftalmologista.`;
}
