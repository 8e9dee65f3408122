import {
  savedAt,
  savedAtHeader,
  savedDay,
  savedLineText,
  savedTime,
  withSavedLine,
} from "../../src/offline/savedLine";

describe("the line of a page served from the saved copy", () => {
  it.each([
    ["2026-11-24T15:00:00Z", "24/11/2026", "12:00"],
    // Before 3 a.m. UTC it is still the day before in Maranhão (UTC-3).
    ["2026-11-25T02:30:00Z", "24/11/2026", "23:30"],
    ["2026-11-25T03:00:00Z", "25/11/2026", "00:00"],
    ["2027-01-01T12:00:00Z", "01/01/2027", "09:00"],
    ["2026-03-09T12:00:00Z", "09/03/2026", "09:00"],
    // New Year's Eve in Maranhão, already 2027 in UTC: the year is the practice's.
    ["2027-01-01T02:59:00Z", "31/12/2026", "23:59"],
    ["2026-11-28T17:02:45Z", "28/11/2026", "14:02"],
  ])("a copy saved at %s was saved on %s at %s", (iso, day, time) => {
    expect(savedDay(new Date(iso))).toBe(day);
    expect(savedTime(new Date(iso))).toBe(time);
  });

  it.each([
    [
      "2026-11-24T15:00:00Z",
      "A internet não respondeu a tempo: esta é a cópia salva em 24/11/2026, às 12:00",
    ],
    [
      "2026-11-28T17:02:00Z",
      "A internet não respondeu a tempo: esta é a cópia salva em 28/11/2026, às 14:02",
    ],
  ])("a copy saved at %s says so in one plain sentence, with its year: %s", (iso, line) => {
    expect(savedLineText(new Date(iso))).toBe(line);
  });

  it("says the internet did not answer in time, not that there is none (it may be slow)", () => {
    expect(savedLineText(new Date("2026-11-24T15:00:00Z"))).not.toMatch(/Sem internet/);
  });

  it.each([
    [
      '<html><body class="x"><div id="___gatsby"></div></body></html>',
      '<body class="x"><p role="status"',
    ],
    ["<html><BODY><main></main></BODY></html>", '<BODY><p role="status"'],
  ])("goes first in the body of %s", (html, start) => {
    const served = withSavedLine(html, new Date("2026-11-24T15:00:00Z"));
    expect(served).toContain(start);
    expect(served).toContain(
      "A internet não respondeu a tempo: esta é a cópia salva em 24/11/2026, às 12:00</p>",
    );
    expect(served.match(/cópia salva/g)).toHaveLength(1);
  });

  it("leaves a file with no body as it is", () => {
    expect(withSavedLine("{}", new Date())).toBe("{}");
  });

  it.each([
    [
      { [savedAtHeader]: "2026-11-24T15:00:00.000Z", date: "Mon, 20 Nov 2026 10:00:00 GMT" },
      "2026-11-24T15:00:00.000Z",
    ],
    [{ date: "Fri, 20 Nov 2026 10:00:00 GMT" }, "2026-11-20T10:00:00.000Z"],
    [
      { [savedAtHeader]: "not a date", date: "Fri, 20 Nov 2026 10:00:00 GMT" },
      "2026-11-20T10:00:00.000Z",
    ],
    [{}, undefined],
  ])("a copy with headers %j was saved at %s", (headers, expected) => {
    const map = new Map(Object.entries(headers));
    expect(savedAt({ get: (name) => map.get(name) ?? null })?.toISOString()).toBe(expected);
  });
});
