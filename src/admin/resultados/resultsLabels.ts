/** How the results page names and writes what the counting stores, in the staff's Portuguese. */
import { interests } from "../../booking/interests";
import type { SpeedMetric } from "../../shared/eventSchema";

const sourceLabels: Record<string, string> = {
  instagram: "Instagram",
  facebook: "Facebook",
  google: "Google",
  whatsapp: "WhatsApp",
  outro: "Outros sites",
  direto: "Direto",
};

const pageLabels: Record<string, string> = {
  "/": "Início",
  "/catarata/": "Catarata",
  "/links/": "Links",
  "/privacidade/": "Privacidade",
  "/acessibilidade/": "Acessibilidade",
  "/404/": "Página não encontrada",
};

/** Where the visits came from. */
export function sourceLabel(source: string): string {
  return sourceLabels[source] ?? source;
}

/** A page, by the name staff know it by; any other page (an article) by its address. */
export function pageLabel(page: string): string {
  return pageLabels[page] ?? page;
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
