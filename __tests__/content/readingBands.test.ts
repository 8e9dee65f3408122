import { bandOf, meetsTarget, readingBands } from "../../src/content/readingBands";

describe("the reading bands of Martins et al. (1996)", () => {
  it.each<[number, string]>([
    [133, "muito fácil"],
    [75, "muito fácil"],
    [74, "fácil"],
    [50, "fácil"],
    [49, "difícil"],
    [25, "difícil"],
    [24, "muito difícil"],
    [-82, "muito difícil"],
  ])("%i is %s", (score, band) => {
    expect(bandOf(score).name).toBe(band);
  });

  it.each<[number, "muito fácil" | "fácil" | "difícil" | "muito difícil", boolean]>([
    [50, "fácil", true],
    [80, "fácil", true],
    [49, "fácil", false],
    [74, "muito fácil", false],
    [-5, "muito difícil", true],
  ])("%i meets the target %s: %s", (score, target, meets) => {
    expect(meetsTarget(score, target)).toBe(meets);
  });

  it("says, for each band, who reads it without help", () => {
    expect(readingBands.map(({ name, meaning }) => [name, meaning.length > 0])).toEqual([
      ["muito fácil", true],
      ["fácil", true],
      ["difícil", true],
      ["muito difícil", true],
    ]);
  });
});
