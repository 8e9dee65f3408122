/**
 * The one plain line a page served from the worker's copy starts with ("A internet não respondeu a tempo: esta é a
 * cópia salva em 24/11/2026, às 12:00"), and the stamp the worker keeps with each copy to say when it was saved.
 * The worker serves the copy when the network failed or took over 3 s (./serviceWorker.ts), so the line says the
 * internet did not answer in time, not that there is none: the connection may only be slow. Pure.
 */
import { practiceClock } from "../shared/practiceTimeZone";
import { savedCopyAttribute } from "../shared/savedCopy";

/** The response header the worker adds to each page it keeps: when it was saved, as an ISO date and time. */
export const savedAtHeader = "x-salvo-em";

/** The day of `date` on the practice's calendar (Maranhão), as written in Brazil, with its year: "24/11/2026". */
export function savedDay(date: Date): string {
  const [year, month, day] = practiceClock(date.getTime()).slice(0, 10).split("-");
  return `${day}/${month}/${year}`;
}

/** The time of `date` on the practice's clock, as written in Brazil: "14:02". */
export function savedTime(date: Date): string {
  return practiceClock(date.getTime()).slice(11, 16);
}

/** What the line says for a copy saved at `date`. */
export function savedLineText(date: Date): string {
  return `A internet não respondeu a tempo: esta é a cópia salva em ${savedDay(date)}, às ${savedTime(date)}`;
}

/**
 * `html` with the line at the top of its body, before React's root (so the page's start is not disturbed): a
 * status, so a screen reader says it too. Styled inline, as the pages' policy allows, in the site's colours of
 * a notice. Its mark (src/shared/savedCopy.ts) tells the booking the network failed. A page without a `<body>` is returned as it is.
 */
export function withSavedLine(html: string, date: Date): string {
  const line =
    `<p role="status" ${savedCopyAttribute} style="margin:0;padding:0.5em 1em;background:#fff4ce;color:#1b1b1b;` +
    `border-bottom:2px solid #1b1b1b;font-size:1.125rem;text-align:center">${savedLineText(date)}</p>`;
  return html.replace(/<body\b[^>]*>/i, (body) => `${body}${line}`);
}

/** When a kept copy was saved: its stamp, else its Date header, else undefined. */
export function savedAt(headers: { get(name: string): string | null }): Date | undefined {
  for (const value of [headers.get(savedAtHeader), headers.get("date")]) {
    const date = value ? new Date(value) : undefined;
    if (date && !Number.isNaN(date.getTime())) return date;
  }
  return undefined;
}
