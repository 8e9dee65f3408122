import { bucketOf, percentileOf, speedBuckets } from "../../../src/server/counting/speedBuckets";

describe("bucketOf: the histogram bucket of a measure", () => {
  it.each([
    ["LCP", 0, 0],
    ["LCP", 24.9, 0],
    ["LCP", 25, 25],
    ["LCP", 980, 900],
    ["LCP", 1250, 1200],
    ["LCP", 119_000, 30_000],
    ["INP", 88, 75],
    ["tapToDialog", 1222, 1200],
    ["CLS", 0, 0],
    ["CLS", 0.0004, 0],
    ["CLS", 0.001, 1],
    ["CLS", 0.1, 100],
    ["CLS", 0.26, 250],
    ["CLS", 9.5, 2000],
  ] as const)("%s %d falls in %d", (metric, value, bucket) => {
    expect(bucketOf(metric, value)).toBe(bucket);
  });

  it("has ascending bounds for every metric, starting at 0", () => {
    for (const bounds of Object.values(speedBuckets)) {
      expect(bounds[0]).toBe(0);
      expect([...bounds].sort((a, b) => a - b)).toEqual([...bounds]);
    }
  });
});

describe("percentileOf: a percentile read from a histogram", () => {
  it.each([
    ["no measure", "LCP", [], 0.75, undefined],
    [
      "one measure in 900-1000: interpolated at 75% of the bucket",
      "LCP",
      [{ bucket: 900, count: 1 }],
      0.75,
      975,
    ],
    [
      "three fast, one slow: p75 in the fast bucket's top",
      "LCP",
      [
        { bucket: 800, count: 3 },
        { bucket: 2000, count: 1 },
      ],
      0.75,
      900,
    ],
    [
      "half fast, half slow: p75 halfway into the slow bucket",
      "INP",
      [
        { bucket: 50, count: 2 },
        { bucket: 200, count: 2 },
      ],
      0.75,
      225,
    ],
    [
      "everything in the open last bucket: its lower bound",
      "LCP",
      [{ bucket: 30_000, count: 4 }],
      0.75,
      30_000,
    ],
    [
      "rows of the same bucket from several days add up",
      "tapToDialog",
      [
        { bucket: 1000, count: 1 },
        { bucket: 1000, count: 3 },
      ],
      0.75,
      1075,
    ],
    ["CLS comes back as a score, to two decimals", "CLS", [{ bucket: 100, count: 1 }], 0.5, 0.13],
    ["CLS of 0 everywhere is 0", "CLS", [{ bucket: 0, count: 9 }], 0.75, 0],
  ] as const)("%s", (_what, metric, histogram, fraction, expected) => {
    expect(percentileOf(metric, histogram, fraction)).toBe(expected);
  });
});
