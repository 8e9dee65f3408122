import tricks from "../../../plugins/start-up/startUpTricks.json";
import { trickOn, tricksOff, tricksOffVariable } from "../../../plugins/start-up/startUpTricks";

describe("tricksOff", () => {
  test.each([
    [undefined, []],
    ["", []],
    ["compileHints", ["compileHints"]],
    ["compileHints, moduleSwaps", ["compileHints", "moduleSwaps"]],
    ["staticSections,,predrawnDialog", ["staticSections", "predrawnDialog"]],
  ])("%p names %p", (value, expected) => {
    expect(tricksOff(value)).toEqual(expected);
  });

  test("a name that is no trick stops the build, naming the ones there are", () => {
    expect(() => tricksOff("compileHint")).toThrow(/"compileHint".*deferScripts/);
  });
});

describe("trickOn", () => {
  const before = process.env[tricksOffVariable];
  afterEach(() => {
    if (before === undefined) delete process.env[tricksOffVariable];
    else process.env[tricksOffVariable] = before;
  });

  test.each(Object.keys(tricks) as (keyof typeof tricks)[])(
    "%s is on unless the variable names it",
    (name) => {
      delete process.env[tricksOffVariable];
      expect(trickOn(name)).toBe(true);
      process.env[tricksOffVariable] = name;
      expect(trickOn(name)).toBe(false);
    },
  );
});
