/**
 * Typing a date or a time into an engine's own field, as a person does: its parts in the order the field shows them,
 * on the clock it shows. The drivers (gecko.mjs, webkit.mjs) type what these give; their tests are jest's
 * (fieldTyping.test.ts).
 */

/**
 * How the page's own locale writes a date's and a time's parts (read in the page): the order of day, month and year,
 * and whether its clock has AM and PM; a date or time field shows them so.
 */
export const fieldLayout = () => {
  const date = new Intl.DateTimeFormat(undefined, {
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  })
    .formatToParts(new Date(2001, 10, 23))
    .filter((part) => part.type !== "literal")
    .map((part) => part.type);
  const clock = new Intl.DateTimeFormat(undefined, { hour: "numeric", minute: "2-digit" });
  return { date, twelveHours: clock.resolvedOptions().hour12 === true };
};

/**
 * The keys a person presses to type `value` into a date field ("2026-12-28") or a time field ("13:00") whose parts
 * `layout` gives (fieldLayout): each part's digits in the field's order, and, on a twelve-hour clock, the hour as
 * that clock says it and A or P.
 */
export function typedParts(kind, value, layout) {
  if (kind === "date") {
    const [year, month, day] = value.split("-");
    return layout.date.map((part) => ({ year, month, day })[part]).join("");
  }
  const [hour, minute] = value.split(":").map(Number);
  const pad = (number) => String(number).padStart(2, "0");
  if (!layout.twelveHours) return `${pad(hour)}${pad(minute)}`;
  return `${pad(hour % 12 || 12)}${pad(minute)}${hour < 12 ? "A" : "P"}`;
}
