/** The reason each call to action records when it opens the booking modal (spec, section 4). */
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

/** The reason an article's call to action records: "Dúvidas sobre" and the article's title. */
export function articleReason(title: string): { readonly text: string } {
  return { text: `Dúvidas sobre ${title}` };
}

export type BookingReasonKey = keyof typeof bookingReasons;
export type BookingReason = (typeof bookingReasons)[BookingReasonKey];
