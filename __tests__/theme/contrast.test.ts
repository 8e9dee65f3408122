import { contrastRatio, parseHex, relativeLuminance } from "../../src/theme/contrast";
import { colors, contrastPairs } from "../../src/theme/tokens";

describe("parseHex", () => {
  it.each([
    ["#000000", [0, 0, 0]],
    ["#ffffff", [255, 255, 255]],
    ["#FFF", [255, 255, 255]],
    ["#08545a", [8, 84, 90]],
  ])("%s -> %j", (hex, rgb) => {
    expect(parseHex(hex)).toEqual(rgb);
  });

  it.each(["", "000000", "#12345", "#ggg", "red"])("rejects %j", (bad) => {
    expect(() => parseHex(bad)).toThrow(/Not a hex colour/);
  });
});

describe("relativeLuminance", () => {
  it.each([
    ["#000000", 0],
    ["#ffffff", 1],
    ["#808080", 0.2158605],
  ])("%s -> %f", (hex, luminance) => {
    expect(relativeLuminance(hex)).toBeCloseTo(luminance, 5);
  });
});

describe("contrastRatio", () => {
  it.each([
    ["#000000", "#ffffff", 21],
    ["#ffffff", "#000000", 21],
    ["#777777", "#ffffff", 4.48],
    ["#0000ff", "#ffffff", 8.59],
    ["#123456", "#123456", 1],
  ])("%s on %s -> %f", (fg, bg, ratio) => {
    expect(contrastRatio(fg, bg)).toBeCloseTo(ratio, 2);
  });
});

describe("the palette", () => {
  it.each(contrastPairs.map((p) => [p.usage, p]))(
    "%s keeps its minimum contrast",
    (_usage, pair) => {
      const ratio = contrastRatio(colors[pair.fg], colors[pair.bg]);
      expect(ratio).toBeGreaterThanOrEqual(pair.minimum);
    },
  );
});
