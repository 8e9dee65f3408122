import type { Reason } from "./bookingReasons";
import type { InterestValue } from "./interests";
import { reasonSentence } from "./reasonMessage";

/** What the message says of the visitor: what they typed and chose in the form. */
export interface MessageSender {
  /** The name, as typed; its ends are trimmed. */
  name: string;
  /** The WhatsApp number, as the field shows it; its ends are trimmed. */
  whatsapp: string;
  /** The interest chosen: its phrase follows "Gostaria de". */
  interest: InterestValue;
}

/**
 * The Portuguese message the visitor sends the practice on WhatsApp (spec, section 7), each thing once: the
 * greeting with the name and that they came through the site; what they would like (the interest); what the call
 * to action adds to it, if anything ("Tenho dúvidas sobre glaucoma."); and the number they typed, to be reached at
 * (a relative's phone may be the one sending). It names no doctor, so it fits a man and a woman alike.
 */
export function bookingMessage(sender: MessageSender, reason?: Reason | null): string {
  return (
    `Olá! Meu nome é ${sender.name.trim()} e vim através do site. ` +
    `Gostaria de ${sender.interest}.${reasonSentence(reason)} ` +
    `WhatsApp para contato: ${sender.whatsapp.trim()}`
  );
}
