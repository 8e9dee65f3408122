import { wholeNumberSetting } from "../../src/server/wholeNumberSetting";

describe("wholeNumberSetting", () => {
  it.each<[string, string | undefined, number, number | undefined]>([
    ["unset: the fallback", undefined, 9, 20],
    ["blank: the fallback", "   ", 9, 20],
    ["a whole number", "90000", 9, 90000],
    ["spaces around it", " 15 ", 9, 15],
    ["zero", "0", 9, 0],
    ["as many digits as allowed", "999999999", 9, 999999999],
    ["one digit too many", "1000000000", 9, undefined],
    ["a decimal", "1.5", 9, undefined],
    ["a negative", "-3", 9, undefined],
    ["a word", "vinte", 9, undefined],
    ["a number with a unit", "20mb", 12, undefined],
    ["an exponent", "1e3", 12, undefined],
  ])("%s", (_case, setting, maxDigits, expected) => {
    expect(wholeNumberSetting(setting, 20, maxDigits)).toBe(expected);
  });
});
