import { cardBoxTag, cardLineTag, cardOnDay } from "../../src/offline/cardDays";

/** A card as the build writes it, on 28 November: Christmas Eve and Christmas are not yet within 14 days. */
const card = [
  "<main><section data-special-dates hidden>",
  "<h2>Horário especial nos próximos dias</h2>",
  "<ul>",
  '<li data-from="2026-12-10" data-until="2026-12-24" hidden>Véspera de Natal</li>',
  '<li data-from="2026-12-11" data-until="2026-12-25" hidden>Natal</li>',
  "</ul></section><h2>Horário de atendimento</h2></main>",
].join("\n");

/** The lines shown, and whether the box shows, in the card served on `today`. */
function shownOn(today: string) {
  const html = cardOnDay(card, today);
  return {
    box: html.includes("<section data-special-dates>"),
    lines: [...html.matchAll(/<li [^>]*">([^<]*)<\/li>/g)].map(([, text]) => text),
  };
}

describe("cardOnDay: the offline card's special dates, on the day the worker serves it", () => {
  it.each([
    ["2026-11-28", false, []],
    ["2026-12-09", false, []],
    ["2026-12-10", true, ["Véspera de Natal"]],
    ["2026-12-24", true, ["Véspera de Natal", "Natal"]],
    ["2026-12-25", true, ["Natal"]],
    ["2026-12-26", false, []],
  ])("on %s the box shows: %s, with %j", (today, box, lines) => {
    expect(shownOn(today)).toEqual({ box, lines });
  });

  it("leaves a card with no special dates as it is", () => {
    const plain = "<main><h2>Horário de atendimento</h2></main>";
    expect(cardOnDay(plain, "2026-12-25")).toBe(plain);
  });

  it.each([
    [
      "2026-12-10",
      "2026-12-24",
      "2026-12-24",
      '<li data-from="2026-12-10" data-until="2026-12-24">',
    ],
    [
      "2026-12-10",
      "2026-12-24",
      "2026-12-25",
      '<li data-from="2026-12-10" data-until="2026-12-24" hidden>',
    ],
  ])("a line from %s to %s, on %s, is %s", (from, until, today, tag) => {
    expect(cardLineTag(from, until, today)).toBe(tag);
  });

  it.each([
    [true, "<section data-special-dates>"],
    [false, "<section data-special-dates hidden>"],
  ])("a box with a line shown (%s) is %s", (anyShown, tag) => {
    expect(cardBoxTag(anyShown)).toBe(tag);
  });
});
