import { practiceNumberDigits, practiceNumberText } from "../../src/shared/practiceNumber";

describe("practiceNumberText: the practice's stored number, as it is written on paper", () => {
  it.each([
    ["a mobile with 55", "5598987654321", "(98) 98765-4321"],
    ["a landline with 55", "559835551234", "(98) 3555-1234"],
    ["a mobile without 55", "98987654321", "(98) 98765-4321"],
    ["a landline without 55", "9835551234", "(98) 3555-1234"],
    ["the shipped placeholder", "5599000000000", "(99) 00000-0000"],
    ["stray characters", "+55 (98) 3555-1234", "(98) 3555-1234"],
    ["too few digits: as its digits", "55983555", "55983555"],
  ])("%s: %s is %s", (_case, stored, written) => {
    expect(practiceNumberText(stored)).toBe(written);
  });
});

describe("practiceNumberDigits: a number typed as people write it, as the practice's settings store it", () => {
  it.each<[string, string, string]>([
    ["a mobile with its DDD, as written on paper", "(98) 98765-4321", "5598987654321"],
    ["a landline with its DDD", "(98) 3555-1234", "559835551234"],
    ["digits alone, no country code", "98987654321", "5598987654321"],
    ["with +55 and spaces", "+55 98 98765 4321", "5598987654321"],
    ["already as stored", "5598987654321", "5598987654321"],
    ["a landline already as stored", "559835551234", "559835551234"],
    ["dots and a space around it", " 98.98765.4321 ", "5598987654321"],
    ["with the trunk 0 before the DDD", "(098) 98765-4321", "5598987654321"],
    ["a DDD of 55 (Rio Grande do Sul), 10 digits", "(55) 3222-1234", "555532221234"],
    ["too short: its digits, for the check to refuse", "(98) 8765-432", "988765432"],
    ["too long: its digits, for the check to refuse", "98 98765 4321 0", "989876543210"],
    ["left empty (an optional landline)", "", ""],
    ["spaces only", "   ", ""],
    ["no digits at all: as typed, for the check to refuse", "não sei", "não sei"],
  ])("%s: %j is stored %j", (_case, typed, stored) => {
    expect(practiceNumberDigits(typed)).toBe(stored);
  });

  it("stores what practiceNumberText writes back as it was typed", () => {
    for (const typed of ["(98) 98765-4321", "(98) 3555-1234"])
      expect(practiceNumberText(practiceNumberDigits(typed))).toBe(typed);
  });
});
