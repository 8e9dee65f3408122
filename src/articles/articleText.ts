/**
 * What an article's page says about its dates and its review, in the words and forms a Brazilian reader expects
 * ("10 de março de 2026", "1º de abril"). Pure, shared by the article's page and the list of articles.
 */
import { draftByline, draftStatus } from "../content/doctorWording";
import { crmText } from "../content/registration";
import type { SiteSettings } from "../content/contentTypes";

const months = [
  "janeiro",
  "fevereiro",
  "março",
  "abril",
  "maio",
  "junho",
  "julho",
  "agosto",
  "setembro",
  "outubro",
  "novembro",
  "dezembro",
] as const;

/** A calendar date (year-month-day) as it is written: "10 de março de 2026"; the first of a month is "1º". */
export function longDate(day: string): string {
  const [year, month = 1, date = 1] = day.split("-").map(Number);
  return `${date === 1 ? "1º" : date} de ${months[month - 1] ?? ""} de ${year}`;
}

/** What an article says of its review: only a review that happened is claimed. */
export interface ReviewText {
  /** Whether the doctor has reviewed the text ("Revisado pelo médico"). */
  readonly reviewed: boolean;
  /** The main line: "Revisado por Dr. João Silva, CRM-MA 12345, em 10 de março de 2026", or the draft's notice. */
  readonly status: string;
  /** The line under it: when it was published; for a draft, that it awaits the doctor's review (no name, no date). */
  readonly detail: string;
}

/** The words of an article's review line, from the article and the doctor of the site's settings. */
export function reviewText(
  article: {
    readonly publishedOn: string;
    readonly reviewedOn?: string | null;
    readonly confirmed: boolean;
  },
  settings: Pick<SiteSettings, "doctorName" | "doctorForm" | "crm" | "state">,
): ReviewText {
  if (article.confirmed && article.reviewedOn)
    return {
      reviewed: true,
      status: `Revisado por ${settings.doctorName}, ${crmText(settings)}, em ${longDate(article.reviewedOn)}`,
      detail: `Publicado em ${longDate(article.publishedOn)}.`,
    };
  // A draft puts neither the doctor's name and CRM nor a date on a text the doctor has not read.
  return {
    reviewed: false,
    status: draftStatus(settings.doctorForm),
    detail: draftByline(settings.doctorForm),
  };
}
