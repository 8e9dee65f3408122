import {
  formatPhone,
  isPhoneWithAreaCode,
  phoneProblem,
  type PhoneProblem,
} from "../../src/booking/formatPhone";

/** A small seeded generator (mulberry32), so the "many random numbers" are the same on every run. */
function seededRandom(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function randomDigits(random: () => number, length: number): string {
  return Array.from({ length }, () => Math.floor(random() * 10).toString()).join("");
}

const oddInputs = [
  "",
  " ",
  "abc",
  "Maria",
  "😀",
  "😀98987654321😀",
  "+55 (98) 98765-4321",
  "(98) 98765-4321",
  "(98) 98765-43210",
  "٩٨٩٨٧٦٥٤٣٢١",
  "\u0000\uD800",
  "9".repeat(5000),
  "a1".repeat(2500),
  "-".repeat(5000),
];

describe("formatPhone", () => {
  it.each([
    ["98987654321", "(98) 98765-4321"],
    ["11912345678", "(11) 91234-5678"],
    ["(98) 98765-4321", "(98) 98765-4321"],
    ["98 98765 4321", "(98) 98765-4321"],
    ["98.98765.4321", "(98) 98765-4321"],
    ["  98987654321  ", "(98) 98765-4321"],
    ["9898765432a1", "(98) 98765-4321"],
    ["00000000000", "(00) 00000-0000"],
  ])("11 digits: %j -> %j", (input, expected) => {
    expect(formatPhone(input)).toBe(expected);
  });

  it.each([
    [""],
    ["1"],
    ["12345"],
    ["9898765432"],
    ["989876543210"],
    ["(98) 98765-432"],
    ["+55 (98) 98765-4321"],
    ["5598987654321"],
    ["abc"],
    ["😀"],
  ])("not 11 digits: %j is kept as typed", (input) => {
    expect(formatPhone(input)).toBe(input);
  });

  it.each(
    oddInputs.map((input) => [
      input.length > 20 ? `${input.slice(0, 12)}… (${input.length} chars)` : input,
      input,
    ]),
  )("never throws and is idempotent: %j", (_label, input) => {
    const once = formatPhone(input);
    expect(formatPhone(once)).toBe(once);
  });

  it("maps every 11-digit string, alone or among other characters, to the mask", () => {
    const random = seededRandom(20250101);
    for (let i = 0; i < 2000; i += 1) {
      const digits = randomDigits(random, 11);
      const expected = `(${digits.slice(0, 2)}) ${digits.slice(2, 7)}-${digits.slice(7)}`;
      const noisy = digits.replace(/\d/g, (digit) => (random() < 0.3 ? ` ${digit}-` : digit));
      expect(formatPhone(digits)).toBe(expected);
      expect(formatPhone(noisy)).toBe(expected);
      expect(formatPhone(expected)).toBe(expected);
      expect(formatPhone(expected)).toMatch(/^\(\d{2}\) \d{5}-\d{4}$/);
    }
  });

  it("keeps every string without exactly 11 digits as it is", () => {
    const random = seededRandom(42);
    for (let i = 0; i < 2000; i += 1) {
      let length = Math.floor(random() * 20);
      if (length === 11) length = 12;
      const digits = randomDigits(random, length);
      expect(formatPhone(digits)).toBe(digits);
    }
  });
});

describe("isPhoneWithAreaCode: a number WhatsApp can reach, with its DDD", () => {
  it.each<[string, boolean]>([
    ["(98) 98765-4321", true],
    ["98987654321", true],
    ["98 9 8765 4321", true],
    ["+55 (98) 98765-4321", true],
    ["5598987654321", true],
    ["0 98 98765-4321", true],
    ["(98) 3232-1234", true],
    ["9832321234", true],
    ["98765-4321", false],
    ["987654321", false],
    ["(98) 8765-432", false],
    ["(98) 88765-4321", false],
    ["(00) 98765-4321", false],
    ["(90) 98765-4321", false],
    ["(98) 98765-43210", false],
    ["", false],
    ["nove oito", false],
    ["+1 555 123 4567", false],
  ])("%j: %s", (input, expected) => {
    expect(isPhoneWithAreaCode(input)).toBe(expected);
  });
});

describe("phoneProblem: what is wrong with a number, in the visitor's terms", () => {
  it.each<[string, PhoneProblem | undefined]>([
    ["(98) 98765-4321", undefined],
    ["+55 (98) 98765-4321", undefined],
    ["0 98 98765-4321", undefined],
    ["(98) 3232-1234", undefined],
    ["98765-4321", "noAreaCode"],
    ["3232-1234", "noAreaCode"],
    ["987654321", "noAreaCode"],
    ["(98) 8765-4", "tooShort"],
    ["(98) 98765-43", "tooShort"],
    ["+55 (98) 98765", "tooShort"],
    ["98 98765-43", "noAreaCode"],
    ["12345", "tooShort"],
    ["", "tooShort"],
    ["nove oito", "tooShort"],
    ["(98) 98765-43210", "tooLong"],
    ["+55 (98) 98765-43210", "tooLong"],
    ["(00) 98765-4321", "badAreaCode"],
    ["(90) 98765-4321", "badAreaCode"],
    ["(98) 88765-4321", "notMobile"],
    ["+1 555 123 4567", "notMobile"],
  ])("%j: %s", (input, expected) => {
    expect(phoneProblem(input)).toBe(expected);
  });

  it("has a problem exactly where isPhoneWithAreaCode refuses, over many random numbers", () => {
    const random = seededRandom(50);
    for (let i = 0; i < 2000; i++) {
      const input = randomDigits(random, 6 + Math.floor(random() * 9));
      expect(phoneProblem(input) === undefined).toBe(isPhoneWithAreaCode(input));
    }
  });
});
