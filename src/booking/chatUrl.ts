/** Lone UTF-16 surrogates: encodeURIComponent throws on them, and a pasted name can carry one. */
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * WhatsApp's click-to-chat link with a pre-written message. encodeURIComponent (not URLSearchParams) so spaces
 * become %20: some WhatsApp clients show a `+` literally. Non-digits in the number are dropped, because wa.me
 * wants the bare international number (55, area code, number).
 */
export function chatUrl(phoneDigits: string, message: string): string {
  const digits = phoneDigits.replace(/\D/g, "");
  const text = encodeURIComponent(message.replace(loneSurrogate, "\uFFFD"));
  return `https://wa.me/${digits}?text=${text}`;
}
