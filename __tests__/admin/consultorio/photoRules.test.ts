import {
  fittedSize,
  maxLongSide,
  portraitProblem,
} from "../../../src/admin/consultorio/photoRules";

const least = { width: 1200, height: 1600 };

describe("portraitProblem", () => {
  it.each<[string, number, number, RegExp | undefined]>([
    ["a phone camera's portrait", 3000, 4000, undefined],
    ["the least size exactly", 1200, 1600, undefined],
    ["a tall, narrow portrait", 1200, 2400, undefined],
    [
      "a landscape photo",
      4000,
      3000,
      /^Esta foto está deitada ou é quadrada \(4000 × 3000 pontos\)/,
    ],
    ["a small landscape photo", 400, 300, /deitada/],
    ["a square photo", 2000, 2000, /quadrada/],
    [
      "a small portrait",
      600,
      800,
      /^Esta foto é pequena demais \(600 × 800 pontos\)\. Escolha uma de pelo menos 1200 × 1600/,
    ],
    ["too narrow", 1000, 2000, /pequena demais/],
  ])("%s (%i × %i)", (_case, width, height, problem) => {
    const found = portraitProblem({ width, height }, least);
    if (problem) expect(found).toMatch(problem);
    else expect(found).toBeUndefined();
  });
});

describe("fittedSize", () => {
  it.each<[number, number, number, number]>([
    [3000, 4000, 1500, 2000],
    [4032, 3024, 2000, 1500],
    [3024, 4032, 1500, 2000],
    [1200, 1600, 1200, 1600],
    [2000, 2667, 1500, 2000],
    [1999, 2000, 1999, 2000],
  ])("%i × %i is written at %i × %i", (width, height, toWidth, toHeight) => {
    const fitted = fittedSize({ width, height });
    expect(fitted).toEqual({ width: toWidth, height: toHeight });
    expect(Math.max(fitted.width, fitted.height)).toBeLessThanOrEqual(maxLongSide);
  });
});
