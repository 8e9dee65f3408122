import type { ChatAddresses } from "../boot/openChat";

/** Lone UTF-16 surrogates: encodeURIComponent throws on them, and a pasted name can carry one. */
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * The message as a URL's query value. encodeURIComponent (not URLSearchParams) so spaces become %20: some
 * WhatsApp clients show a `+` literally.
 */
function encodedText(message: string): string {
  return encodeURIComponent(message.replace(loneSurrogate, "\uFFFD"));
}

/** The bare international number (55, area code, number) WhatsApp wants: non-digits dropped. */
const digitsOf = (phone: string) => phone.replace(/\D/g, "");

/**
 * WhatsApp's click-to-chat link with a pre-written message (spec, section 7): a web page (wa.me) that hands over
 * to the app, or offers WhatsApp Web where there is none.
 */
export function chatUrl(phoneDigits: string, message: string): string {
  return `https://wa.me/${digitsOf(phoneDigits)}?text=${encodedText(message)}`;
}

/**
 * The WhatsApp app's own link to the same chat and message, `whatsapp://send?phone=…&text=…`: it needs no web page
 * between, so it opens the chat where wa.me cannot load (no network, or no data credit left but WhatsApp's).
 * It does nothing where the app is not installed; src/boot/openChat.ts decides when it is the one to open.
 */
export function appChatUrl(phoneDigits: string, message: string): string {
  return `whatsapp://send?phone=${digitsOf(phoneDigits)}&text=${encodedText(message)}`;
}

/** Both addresses of the practice's chat with `message`. */
export function chatAddresses(phoneDigits: string, message: string): ChatAddresses {
  return { web: chatUrl(phoneDigits, message), app: appChatUrl(phoneDigits, message) };
}
