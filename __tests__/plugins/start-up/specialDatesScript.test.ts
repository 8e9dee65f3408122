import { parse } from "acorn";
import { gzipSync } from "node:zlib";
import { runInNewContext } from "node:vm";
import { specialDatesCheckScript } from "../../../plugins/start-up/compileLoader";
import { withSpecialDatesCheck } from "../../../plugins/start-up/specialDatesScript";

/** A stand-in element: its attributes, and a box's lines for the one selector the check asks of a box. */
interface Line {
  attributes: Record<string, string>;
  getAttribute(name: string): string | null;
  setAttribute(name: string, value: string): void;
  removeAttribute(name: string): void;
  querySelector(selector: string): Line | null;
}

function element(attributes: Record<string, string>, lines: Line[] = []): Line {
  return {
    attributes: { ...attributes },
    getAttribute(name) {
      return this.attributes[name] ?? null;
    },
    setAttribute(name, value) {
      this.attributes[name] = value;
    },
    removeAttribute(name) {
      delete this.attributes[name];
    },
    querySelector(selector) {
      if (selector !== "[data-shown-until]:not([hidden])") throw new Error(`asked for ${selector}`);
      return lines.find((line) => !("hidden" in line.attributes)) ?? null;
    },
  };
}

/** The compiled check run on a page of `lines` in one box (the notice), at `now`; what shows afterwards. */
function run(lines: Record<string, string>[], now: string, hiddenBox = true) {
  const elements = lines.map((attributes) => element(attributes));
  const box = element(hiddenBox ? { hidden: "" } : {}, elements);
  const document = {
    querySelectorAll: (selector: string) =>
      selector === "[data-shown-until]"
        ? elements
        : selector === "[data-shown-if-any]"
          ? [box]
          : [],
  };
  const RealDate = Date;
  // The phone's clock, as the page reads it.
  class PhoneDate extends RealDate {
    constructor(value?: number) {
      super(value ?? RealDate.parse(now));
    }
  }
  const window: Record<string, unknown> = {};
  runInNewContext(specialDatesCheckScript(), { window, document, Date: PhoneDate });
  return {
    shown: elements.map((line) => !("hidden" in line.attributes)),
    boxShown: !("hidden" in box.attributes),
    check: window.___checkSpecialDates as (now?: number) => void,
    elements,
    box,
  };
}

const natalTable = { "data-shown-until": "2026-12-25" };
const natalNotice = {
  "data-shown-from": "2026-12-11",
  "data-shown-until": "2026-12-25",
  hidden: "",
};
const ferias = { "data-shown-from": "2026-12-28", "data-shown-until": "2027-01-22", hidden: "" };

describe("the special dates' check, compiled", () => {
  it.each<[string, Record<string, string>[], string, boolean[], boolean]>([
    ["before any date: the table line shows", [natalTable], "2026-11-26T12:00:00Z", [true], true],
    [
      "on the date, late at night in Fortaleza (after midnight UTC)",
      [natalTable],
      "2026-12-26T02:30:00Z",
      [true],
      true,
    ],
    ["the morning after, in Fortaleza", [natalTable], "2026-12-26T03:00:00Z", [false], false],
    [
      "near the booking, 15 days before: hidden",
      [natalNotice],
      "2026-12-10T15:00:00Z",
      [false],
      false,
    ],
    [
      "near the booking, 14 days before: shown",
      [natalNotice],
      "2026-12-11T15:00:00Z",
      [true],
      true,
    ],
    [
      "near the booking, one date over and another coming",
      [natalNotice, ferias],
      "2026-12-29T15:00:00Z",
      [false, true],
      true,
    ],
    [
      "every date over: the box hides too",
      [natalNotice, ferias],
      "2027-01-23T15:00:00Z",
      [false, false],
      false,
    ],
  ])("%s", (_name, lines, now, shown, boxShown) => {
    const page = run(lines, now, false);
    expect(page.shown).toEqual(shown);
    expect(page.boxShown).toBe(boxShown);
  });

  it("leaves itself for the app, which runs it again on a page it draws, at any instant", () => {
    const page = run([natalNotice], "2026-11-26T12:00:00Z");
    expect(page.boxShown).toBe(false);
    page.check(Date.parse("2026-12-20T12:00:00Z"));
    expect(page.shown).toEqual([false]);
    expect(page.elements.map((line) => !("hidden" in line.attributes))).toEqual([true]);
    expect("hidden" in page.box.attributes).toBe(false);
  });

  it("parses as ES5, for the oldest phone that opens the site, and weighs little", () => {
    const script = specialDatesCheckScript();
    expect(() => parse(script, { ecmaVersion: 5 })).not.toThrow();
    expect(gzipSync(script).length).toBeLessThan(400);
  });
});

describe("withSpecialDatesCheck", () => {
  const script = "check()";
  const page = (body: string) => `<html><head></head><body>${body}</body></html>`;
  it.each<[string, string, string]>([
    [
      "a page with special dates' lines gets the check at the end of its body",
      page('<p data-shown-until="2026-12-25">Natal</p>'),
      page('<p data-shown-until="2026-12-25">Natal</p><script data-special-dates>check()</script>'),
    ],
    ["a page without any is left as it is", page("<p>Privacidade</p>"), page("<p>Privacidade</p>")],
    [
      "a check an earlier build left is replaced, not doubled",
      page('<p data-shown-until="2026-12-25">Natal</p><script data-special-dates>old()</script>'),
      page('<p data-shown-until="2026-12-25">Natal</p><script data-special-dates>check()</script>'),
    ],
  ])("%s", (_name, html, expected) => {
    expect(withSpecialDatesCheck(html, script)).toBe(expected);
    expect(withSpecialDatesCheck(expected, script)).toBe(expected);
  });
});
