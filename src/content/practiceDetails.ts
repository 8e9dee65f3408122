/**
 * What the practice's details (site-settings.json, `practice`) say once put together: the address on one line,
 * the map link made from it, the week's hours in the order a Brazilian reads them, times as they are said
 * ("8h", "13h30") and dates as they are written ("25/12/2026"). Pure functions shared by the page sections and
 * the structured data, so the page and search engines read the same.
 */
import type { SiteSettings } from "./contentTypes";

export type Practice = SiteSettings["practice"];
export type OpeningInterval = Practice["hours"]["monday"][number];
export type HoursException = Practice["hoursExceptions"][number];
export type Weekday = keyof Practice["hours"];

/** The week from Monday, each day with its Portuguese name and schema.org's. */
export const weekdays: readonly { key: Weekday; name: string; schemaOrg: string }[] = [
  { key: "monday", name: "Segunda-feira", schemaOrg: "Monday" },
  { key: "tuesday", name: "Terça-feira", schemaOrg: "Tuesday" },
  { key: "wednesday", name: "Quarta-feira", schemaOrg: "Wednesday" },
  { key: "thursday", name: "Quinta-feira", schemaOrg: "Thursday" },
  { key: "friday", name: "Sexta-feira", schemaOrg: "Friday" },
  { key: "saturday", name: "Sábado", schemaOrg: "Saturday" },
  { key: "sunday", name: "Domingo", schemaOrg: "Sunday" },
];

/** Where the practice is, as the settings hold it. */
export type AddressSettings = Pick<SiteSettings, "city" | "state"> & {
  readonly practice: Pick<Practice, "address">;
};

/** The street, district, town and CEP on one line, as a map search and a letter want them. */
export function addressLine({ city, state, practice: { address } }: AddressSettings): string {
  return `${address.street}, ${address.district}, ${city} - ${state}, ${address.postalCode}`;
}

/**
 * The link that opens the address in the phone's map app: the one the practice set by hand, else a Google Maps
 * search for the address (Google's documented cross-platform URL, which Android and iOS hand to the app). A plain
 * link: nothing is fetched from another site until the patient taps it.
 */
export function mapUrl(settings: AddressSettings): string {
  const set = settings.practice.address.mapUrl;
  if (set) return set;
  const query = encodeURIComponent(`${addressLine(settings)}, Brasil`);
  return `https://www.google.com/maps/search/?api=1&query=${query}`;
}

/**
 * What a time or a date not yet chosen reads as (the phone page's preview, while a field is empty): the empty
 * field's own look, never "undefined" or midnight.
 */
const timeToChoose = "--:--";
const dateToChoose = "dd/mm/aaaa";
const reasonToWrite = "motivo a escrever";

/** A time as it is said: "08:00" -> "8h", "13:30" -> "13h30"; one not chosen yet, "--:--". */
export function spokenTime(time: string): string {
  const match = /^(\d{1,2}):(\d{2})/.exec(time);
  if (!match) return timeToChoose;
  const [, hours = "0", minutes = "00"] = match;
  return `${Number(hours)}h${minutes === "00" ? "" : minutes}`;
}

/** The intervals of a day as one phrase: "8h às 12h e 14h às 18h"; "Fechado" for none. */
export function intervalsText(intervals: readonly OpeningInterval[]): string {
  if (intervals.length === 0) return "Fechado";
  const parts = intervals.map(
    ({ opens, closes }) => `${spokenTime(opens)} às ${spokenTime(closes)}`,
  );
  return parts.length === 1
    ? parts[0]!
    : `${parts.slice(0, -1).join(", ")} e ${parts[parts.length - 1]!}`;
}

/** A landline or mobile stored as "55" + area code + number, as it is written: "(98) 3555-1234", "(98) 98765-4321". */
export function displayPhone(digits: string): string {
  const local = digits.replace(/\D/g, "").replace(/^55/, "");
  const area = local.slice(0, 2);
  const number = local.slice(2);
  return `(${area}) ${number.slice(0, -4)}-${number.slice(-4)}`;
}

/** "2026-12-25" -> "25/12/2026", as dates are written in Brazil; one not chosen yet, "dd/mm/aaaa". */
export function brazilianDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) return dateToChoose;
  const [, year, month, day] = match;
  return `${day}/${month}/${year}`;
}

/** An exception's dates: "25/12/2026", or "12/01/2027 a 23/01/2027" for several days. */
export function exceptionDates({ from, until }: Pick<HoursException, "from" | "until">): string {
  return until && until !== from
    ? `${brazilianDate(from)} a ${brazilianDate(until)}`
    : brazilianDate(from);
}

/** A special date's name: its dates and reason, "25/12/2026 (Natal)"; a part not filled in yet says so. */
export function exceptionName(
  exception: Pick<HoursException, "from" | "until" | "reason">,
): string {
  return `${exceptionDates(exception)} (${exception.reason.trim() || reasonToWrite})`;
}

/** What a special date means for a patient, in a few words: "consultório fechado", or the hours that day. */
export function exceptionDayText({ intervals }: Pick<HoursException, "intervals">): string {
  return intervals.length === 0 ? "consultório fechado" : `atendimento ${intervalsText(intervals)}`;
}

/**
 * The exceptions in date order, whatever order the editor left them in. ISO dates sort as plain strings; no
 * `localeCompare`, whose first call sets up the browser's collator, a visible part of a slow phone's start-up.
 */
export function exceptionsByDate(exceptions: readonly HoursException[]): HoursException[] {
  return [...exceptions].sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0));
}

/** How a patient pays: the health plans, "particular", the price and the methods, as phrases; empty parts left out. */
export function paymentLines(
  practice: Pick<
    Practice,
    "healthPlans" | "acceptsPrivate" | "consultationPrice" | "paymentMethods"
  >,
): { label: string; text: string }[] {
  const lines: { label: string; text: string }[] = [];
  if (practice.healthPlans.length > 0)
    lines.push({ label: "Convênios", text: listText(practice.healthPlans) });
  if (practice.acceptsPrivate)
    lines.push({
      label: "Particular",
      text: practice.consultationPrice
        ? `Sim. Consulta: ${practice.consultationPrice}`
        : "Sim, atendemos consultas particulares",
    });
  else if (practice.consultationPrice)
    lines.push({ label: "Consulta", text: practice.consultationPrice });
  if (practice.paymentMethods.length > 0)
    lines.push({ label: "Pagamento", text: listText(practice.paymentMethods) });
  return lines;
}

/** "a", "a e b", "a, b e c". */
export function listText(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} e ${items[items.length - 1]!}`;
}
