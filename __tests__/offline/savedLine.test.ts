import {
  savedAt,
  savedAtHeader,
  savedDay,
  savedLineText,
  withSavedLine,
} from "../../src/offline/savedLine";

describe("the line of a page served from the saved copy", () => {
  it.each([
    ["2026-11-24T15:00:00Z", "24/11"],
    // Before 3 a.m. UTC it is still the day before in Maranhão (UTC-3).
    ["2026-11-25T02:30:00Z", "24/11"],
    ["2026-11-25T03:00:00Z", "25/11"],
    ["2027-01-01T12:00:00Z", "01/01"],
    ["2026-03-09T12:00:00Z", "09/03"],
  ])("a copy saved at %s was saved on %s", (iso, day) => {
    expect(savedDay(new Date(iso))).toBe(day);
  });

  it("says so in one plain sentence", () => {
    expect(savedLineText(new Date("2026-11-24T15:00:00Z"))).toBe(
      "Sem internet: esta é a versão salva em 24/11",
    );
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
    expect(served).toContain("Sem internet: esta é a versão salva em 24/11</p>");
    expect(served.match(/versão salva/g)).toHaveLength(1);
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
