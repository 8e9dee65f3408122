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

/** What keeps a number from being one WhatsApp can reach with its area code, in the visitor's terms. */
export type PhoneProblem =
  /** 8 or 9 digits and no DDD in brackets: a number as written in town, without the DDD. */
  | "noAreaCode"
  /** Fewer digits than a number with its DDD, and not a number without it either. */
  | "tooShort"
  /** More digits than a number with its DDD, once the country code is dropped. */
  | "tooLong"
  /** A DDD with a zero in it: none exists. */
  | "badAreaCode"
  /** 11 digits whose third is not 9: a mobile's number has 9 after the DDD. */
  | "notMobile";

/**
 * What is wrong with `input` as a Brazilian phone number WhatsApp can reach, with its area code (DDD), or undefined
 * when nothing is: 10 or 11 digits once a leading country code (55) or trunk prefix (0) is dropped, the DDD two
 * digits from 1 to 9, and an 11-digit number a mobile's (9 after the DDD). Spaces, brackets and dashes are the
 * visitor's to write as they like.
 */
export function phoneProblem(input: string): PhoneProblem | undefined {
  let digits = input.replace(/\D/g, "");
  if (digits.length >= 12 && digits.startsWith("55")) digits = digits.slice(2);
  if (digits.length >= 11 && digits.startsWith("0")) digits = digits.slice(1);
  // "(98) 98765-43" has a DDD and too few digits after it, not 9 digits of a number without one.
  const areaCodeInBrackets = /^\D*(55\D*)?\(\s*\d{2}\s*\)/.test(input);
  if ((digits.length === 8 || digits.length === 9) && !areaCodeInBrackets) return "noAreaCode";
  if (digits.length < 10) return "tooShort";
  if (digits.length > 11) return "tooLong";
  if (!/^[1-9]{2}/.test(digits)) return "badAreaCode";
  if (digits.length === 11 && digits[2] !== "9") return "notMobile";
  return undefined;
}

/** Whether `input` is a Brazilian phone number WhatsApp can reach, with its area code: it has no `phoneProblem`. */
export function isPhoneWithAreaCode(input: string): boolean {
  return phoneProblem(input) === undefined;
}
