import { isPhoneWithAreaCode, phoneProblem, type PhoneProblem } from "./formatPhone";
import { isInterestValue, type InterestValue } from "./interests";

/** What the booking form holds while the visitor types. It lives only in the open modal and is never stored. */
export interface BookingFormValues {
  /** The visitor's name, as typed. */
  name: string;
  /** The visitor's WhatsApp number, as shown in the field (formatted once it has 11 digits). */
  whatsapp: string;
  /** The chosen interest, or "" before one is chosen. */
  interest: InterestValue | "";
}

/** A form with every field filled in: the only kind that can become a chat message. */
export interface CompleteBookingForm extends BookingFormValues {
  /** The chosen interest. */
  interest: InterestValue;
}

export type BookingField = keyof BookingFormValues;

/** The fields in the order the form shows them. */
const fieldOrder: readonly BookingField[] = ["name", "whatsapp", "interest"];

export const emptyBookingForm: BookingFormValues = { name: "", whatsapp: "", interest: "" };

/**
 * The required fields still empty, in the order they appear in the form, so the first one is where focus goes.
 * Whitespace counts as empty: a name of spaces would put "Meu nome é  e vim" in the message.
 */
export function missingFields(form: BookingFormValues): BookingField[] {
  const missing: BookingField[] = [];
  if (form.name.trim() === "") missing.push("name");
  if (form.whatsapp.trim() === "") missing.push("whatsapp");
  if (!isInterestValue(form.interest)) missing.push("interest");
  return missing;
}

/** True when every field can be sent (nothing missing, the number whole); narrows the interest to a real one. */
export function isComplete(form: BookingFormValues): form is CompleteBookingForm {
  return invalidFields(form).length === 0;
}

/**
 * The fields the form cannot send as they are, in the order they appear, so the first one is where focus goes: the
 * missing ones, and a WhatsApp number without its area code or with too few or too many digits (the practice could
 * not reach it).
 */
export function invalidFields(form: BookingFormValues): BookingField[] {
  const missing = missingFields(form);
  const whatsappMalformed = form.whatsapp.trim() !== "" && !isPhoneWithAreaCode(form.whatsapp);
  return fieldOrder.filter(
    (field) => missing.includes(field) || (field === "whatsapp" && whatsappMalformed),
  );
}

/** What each field's line says when it cannot be sent: plain words on what to do, under its label. */
export const fieldErrors: Readonly<Record<BookingField, string>> = {
  name: "Escreva seu nome",
  whatsapp: "Escreva seu WhatsApp com DDD, por exemplo (98) 98765-4321",
  interest: "Escolha o que você quer agendar",
};

/** What the notice over a form that cannot be sent says: a title, and a line on what to do. */
export interface FormNotice {
  /** The notice's title, e.g. "Campos obrigatórios". */
  readonly title: string;
  /** What to do, in a sentence or two. */
  readonly description: string;
}

/** The notice of a form with a field left empty (spec, section 8). */
export const missingFieldsNotice: FormNotice = {
  title: "Campos obrigatórios",
  description: "Por favor, preencha todos os campos.",
};

/** What each problem of a typed number is, in the patient's words (formatPhone.ts, `phoneProblem`). */
export const phoneProblemLines: Readonly<Record<PhoneProblem, string>> = {
  noAreaCode: "O número está sem o DDD.",
  tooShort: "Faltam dígitos no número.",
  tooLong: "O número tem dígitos a mais.",
  badAreaCode: "O DDD do número não existe.",
  notMobile: "Depois do DDD, o número de celular começa com 9.",
};

/**
 * What the notice says of a form that cannot be sent, or undefined when it can. A field left empty gets the spec's
 * notice, which adds the number when it is wrong too; a form whose every field is filled, but whose number is wrong,
 * is told what is wrong with the number, not to fill in what it has filled in.
 */
export function formNotice(form: BookingFormValues): FormNotice | undefined {
  const problem = form.whatsapp.trim() === "" ? undefined : phoneProblem(form.whatsapp);
  if (missingFields(form).length > 0)
    return problem
      ? {
          ...missingFieldsNotice,
          description: "Por favor, preencha todos os campos e confira o número de WhatsApp.",
        }
      : missingFieldsNotice;
  if (!problem) return undefined;
  return {
    title: "Confira o número de WhatsApp",
    description: `${phoneProblemLines[problem]} Escreva com DDD, por exemplo (98) 98765-4321.`,
  };
}
