/**
 * The offline card on the day it is shown: the build wrote, on each special date's line of the card, the first and
 * the last day it shows (src/content/specialDates.ts, `noticeDays`); the worker, serving the card days or weeks
 * later, shows each line on those days only, by the practice's calendar, and the box of lines only when one shows.
 * So on a holiday the card says the practice is closed today, with no new build. Pure.
 */
import { showsOn } from "../shared/practiceTimeZone";

/** The attributes of a special date's line in the card: its first and last day, as ISO dates. */
export const cardLineFromAttribute = "data-from";
export const cardLineUntilAttribute = "data-until";

/** The attribute of the card's box of special dates, hidden when none of its lines shows. */
export const cardDatesBoxAttribute = "data-special-dates";

const isoDay = "(\\d{4}-\\d{2}-\\d{2})";

/** A special date's line, as the build writes it: `<li data-from="…" data-until="…">`, hidden or not. */
const linePattern = new RegExp(
  `<li ${cardLineFromAttribute}="${isoDay}" ${cardLineUntilAttribute}="${isoDay}"( hidden)?>`,
  "g",
);

/** The box's opening tag, hidden or not. */
const boxPattern = new RegExp(`<section ${cardDatesBoxAttribute}( hidden)?>`);

/** A line's opening tag for the days `from` to `until`, hidden unless it shows on `today`. */
export function cardLineTag(from: string, until: string, today: string): string {
  const hidden = showsOn({ from, until }, today) ? "" : " hidden";
  return `<li ${cardLineFromAttribute}="${from}" ${cardLineUntilAttribute}="${until}"${hidden}>`;
}

/** The box's opening tag: hidden unless one of its lines shows. */
export function cardBoxTag(anyShown: boolean): string {
  return `<section ${cardDatesBoxAttribute}${anyShown ? "" : " hidden"}>`;
}

/** The card's `html` with its special dates shown as on `today` (the practice's ISO day). */
export function cardOnDay(html: string, today: string): string {
  let anyShown = false;
  const lines = html.replace(linePattern, (_tag, from: string, until: string) => {
    if (showsOn({ from, until }, today)) anyShown = true;
    return cardLineTag(from, until, today);
  });
  return lines.replace(boxPattern, cardBoxTag(anyShown));
}
