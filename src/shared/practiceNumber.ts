/**
 * The practice's own numbers (its WhatsApp and landline), between how people write them and how the settings store
 * them: the booking shows them, the phone page and the practice endpoint store what the staff typed.
 */

/**
 * The practice's number, stored as the settings store it (digits, country code 55 first), as it is written on
 * paper: a mobile "(98) 98765-4321", a landline "(98) 3555-1234". Anything but 10 or 11 digits after the 55 is
 * returned as its digits.
 */
export function practiceNumberText(stored: string): string {
  const all = stored.replace(/\D/g, "");
  const digits = all.length >= 12 && all.startsWith("55") ? all.slice(2) : all;
  if (digits.length !== 10 && digits.length !== 11) return digits;
  return `(${digits.slice(0, 2)}) ${digits.slice(2, -4)}-${digits.slice(-4)}`;
}

/**
 * A number typed as people write it, "(98) 98765-4321", as the practice's settings store it, "5598987654321": its
 * digits, a trunk 0 before the DDD dropped, and the country code 55 added when what is left is a number with its
 * DDD (10 or 11 digits). Anything else is returned as its digits (or as typed, with none), for the content model's
 * check to refuse in its own words. The inverse of `practiceNumberText`.
 */
export function practiceNumberDigits(typed: string): string {
  let digits = typed.replace(/\D/g, "");
  if (!digits) return typed.trim();
  if ((digits.length === 11 || digits.length === 12) && /^0[1-9]/.test(digits))
    digits = digits.slice(1);
  return digits.length === 10 || digits.length === 11 ? `55${digits}` : digits;
}
