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

/** True when nothing is missing; narrows the interest to a real one. */
export function isComplete(form: BookingFormValues): form is CompleteBookingForm {
  return missingFields(form).length === 0;
}
