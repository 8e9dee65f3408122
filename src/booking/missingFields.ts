import { isPhoneWithAreaCode } from "./formatPhone";
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
