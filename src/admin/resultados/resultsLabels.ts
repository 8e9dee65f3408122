/** How the results page names and writes what the counting stores, in the staff's Portuguese. */
import { interests } from "../../booking/interests";
import type { SpeedMetric } from "../../shared/eventSchema";
import { pageAt, sitePages, type SitePage } from "../../shared/sitePages";

const sourceLabels: Record<string, string> = {
  instagram: "Instagram",
  facebook: "Facebook",
  google: "Google",
  whatsapp: "WhatsApp",
  outro: "Outros sites",
  direto: "Direto",
};

/** Where the visits came from. */
export function sourceLabel(source: string): string {
  return sourceLabels[source] ?? source;
}

/**
 * A page, by its name in the page registry (the footer's: src/shared/sitePages.ts); a page made from data (an
 * article), whose title the counts do not carry, and any other address, by its address.
 */
export function pageLabel(page: string): string {
  const key = pageAt(page);
  const entry: SitePage | undefined = key && sitePages[key];
  return entry && entry.address === page ? entry.name : page;
}

/** An interest of the form, as the form shows it. */
export function interestLabel(value: string): string {
  return interests.find((interest) => interest.value === value)?.label ?? value;
}

/** Each speed measure, said plainly, with its technical name for whoever reads Google's reports. */
export const metricLabels: Record<SpeedMetric, string> = {
  LCP: "Página aparece (LCP)",
  INP: "Resposta a um toque (INP)",
  CLS: "Página sem pulos (CLS)",
  tapToDialog: "Toque em “Agendar” até o formulário",
};

const whole = new Intl.NumberFormat("pt-BR");
const seconds = new Intl.NumberFormat("pt-BR", {
  minimumFractionDigits: 1,
  maximumFractionDigits: 2,
});
const score = new Intl.NumberFormat("pt-BR", {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const percent = new Intl.NumberFormat("pt-BR", { style: "percent", maximumFractionDigits: 1 });

/** A count: "1.234". */
export function formatCount(count: number): string {
  return whole.format(count);
}

/** A share: "4,5%"; "—" with nothing to divide. */
export function formatShare(share: number | null): string {
  return share === null ? "—" : percent.format(share);
}

/** A speed measure: "850 ms", "1,25 s", a CLS score "0,05"; "—" with none. */
export function formatMeasure(metric: SpeedMetric, value: number | null): string {
  if (value === null) return "—";
  if (metric === "CLS") return score.format(value);
  return value < 1000 ? `${whole.format(value)} ms` : `${seconds.format(value / 1000)} s`;
}

/** A day as the staff write it: "24/11". */
export function formatDay(day: string): string {
  const [, month, date] = day.split("-");
  return `${date}/${month}`;
}
