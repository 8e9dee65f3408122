/**
 * Shows a Brazilian mobile number as it is written on paper, `(98) 98765-4321`, once it has exactly 11 digits
 * (2 area digits, then 5, then 4). Anything else is returned as typed, so a visitor in the middle of typing, or
 * typing a number in another shape (with +55, a landline), is never fought by the field (spec, section 5).
 */
export function formatPhone(input: string): string {
  const digits = input.replace(/\D/g, "");
  if (digits.length !== 11) return input;
  return `(${digits.slice(0, 2)}) ${digits.slice(2, 7)}-${digits.slice(7)}`;
}

/**
 * Whether `input` is a Brazilian phone number WhatsApp can reach, with its area code (DDD): 10 or 11 digits once a
 * leading country code (55) or trunk prefix (0) is dropped, the DDD two digits from 1 to 9, and an 11-digit
 * number a mobile's (9 after the DDD). Spaces, brackets and dashes are the visitor's to write as they like.
 */
export function isPhoneWithAreaCode(input: string): boolean {
  let digits = input.replace(/\D/g, "");
  if (digits.length >= 12 && digits.startsWith("55")) digits = digits.slice(2);
  if (digits.length >= 11 && digits.startsWith("0")) digits = digits.slice(1);
  if (!/^[1-9]{2}/.test(digits)) return false;
  return digits.length === 10 || (digits.length === 11 && digits[2] === "9");
}
