/**
 * Why the booking was opened: every call to action records one (spec, section 4). The booking's whole vocabulary
 * of reasons lives here, each a key (what the rest of the site, the counting included, is told) and its label (the
 * words the visitor and the practice read).
 */

/** The reasons of the fixed calls to action, by key. */
export const bookingReasons = {
  /** Home page "Agendar Consulta". */
  home: "Agendar Consulta",
  /** The main buttons of the cataract page. */
  catarata: "Consulta para cirurgia de catarata",
  /** The cataract page's "Tenho dúvidas, falar com a clínica". */
  catarataDuvidas: "Dúvidas sobre cirurgia de catarata",
  /** The links page's "Agende sua consulta". */
  links: "Consulta através da página de links",
  /** The list of articles' closing button. */
  conteudos: "Dúvidas sobre saúde dos olhos",
} as const;

export type FixedReasonKey = keyof typeof bookingReasons;
/** Every reason's key: the fixed ones and `artigo`, an article's call to action (its page says which article). */
export type BookingReasonKey = FixedReasonKey | "artigo";

/** A reason: its key and its words. */
export interface BookingReason {
  readonly key: BookingReasonKey;
  readonly label: string;
}

/** The reason of a fixed call to action. */
export function fixedReason(key: FixedReasonKey): BookingReason {
  return { key, label: bookingReasons[key] };
}

/** The reason an article's call to action records: "Dúvidas sobre" and the article's title. */
export function articleReason(title: string): BookingReason {
  return { key: "artigo", label: `Dúvidas sobre ${title}` };
}

/** Whether a string (an attribute's value) is a reason's key. */
export function isBookingReasonKey(value: string | null): value is BookingReasonKey {
  return value === "artigo" || (value !== null && Object.hasOwn(bookingReasons, value));
}

/**
 * The attribute that carries a call to action's reason key in the page's HTML, beside its words in
 * `data-booking-reason` (src/boot/startUpNames.ts): a tap made before React ran is opened with both.
 */
export const reasonKeyAttribute = "data-booking-reason-key";
