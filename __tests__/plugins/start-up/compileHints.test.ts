import {
  compileHint,
  shiftedSourceMap,
  withCompileHint,
} from "../../../plugins/start-up/compileHints";

describe("withCompileHint", () => {
  it.each([
    ["a script", '"use strict";var a=1;', `${compileHint}"use strict";var a=1;`],
    [
      "a script with a licence banner",
      "/*! licence */\nvar a;",
      `${compileHint}/*! licence */\nvar a;`,
    ],
    ["a script that has it already", `${compileHint}var a;`, `${compileHint}var a;`],
  ])("puts the hint on the first line of %s, once", (_what, script, expected) => {
    expect(withCompileHint(script)).toBe(expected);
  });

  it("is a line comment, so the script still means the same", () => {
    expect(compileHint).toMatch(/^\/\/[^\n]*\n$/);
  });
});

describe("shiftedSourceMap", () => {
  it.each([
    ["AAAA,CAAC;AACD", ";AAAA,CAAC;AACD"],
    [";;AAAA", ";;;AAAA"],
    ["", ";"],
  ])("moves the mappings %j one generated line down", (mappings, expected) => {
    const map = { version: 3, sources: ["a.ts"], names: [], mappings };
    expect(JSON.parse(shiftedSourceMap(JSON.stringify(map)))).toEqual({
      ...map,
      mappings: expected,
    });
  });
});
