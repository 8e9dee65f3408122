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
