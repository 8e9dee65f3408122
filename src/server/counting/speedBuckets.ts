/**
 * The speed histograms' buckets: the database keeps how many measures fell in each, never a measure itself. Each
 * bucket is named by its lower bound: milliseconds for the times, thousandths for CLS. They are finer where our
 * targets are (src/server/counting/labTargets.ts) and coarser past them.
 */
import type { SpeedMetric } from "../../shared/eventSchema";

const timeBuckets = [
  0, 25, 50, 75, 100, 150, 200, 250, 300, 400, 500, 600, 700, 800, 900, 1000, 1100, 1200, 1400,
  1600, 1800, 2000, 2500, 3000, 3500, 4000, 5000, 6000, 8000, 10_000, 15_000, 20_000, 30_000,
] as const;
const layoutShiftBuckets = [
  0, 1, 5, 10, 25, 50, 75, 100, 150, 200, 250, 300, 400, 500, 750, 1000, 2000,
] as const;

/** Each metric's bucket lower bounds, ascending. */
export const speedBuckets: Record<SpeedMetric, readonly number[]> = {
  LCP: timeBuckets,
  INP: timeBuckets,
  tapToDialog: timeBuckets,
  CLS: layoutShiftBuckets,
};

/** A measure in the unit its buckets count: milliseconds, or thousandths of a layout-shift score. */
function inBucketUnits(metric: SpeedMetric, value: number): number {
  return metric === "CLS" ? value * 1000 : value;
}

/** The bucket (its lower bound) a measure falls in. */
export function bucketOf(metric: SpeedMetric, value: number): number {
  const units = inBucketUnits(metric, value);
  const bounds = speedBuckets[metric];
  let bucket = bounds[0] ?? 0;
  for (const bound of bounds) if (units >= bound) bucket = bound;
  return bucket;
}

/** One bucket's count. */
export interface BucketCount {
  bucket: number;
  count: number;
}

/**
 * The value under which `fraction` of the measures fall (0.75 for the p75 that Core Web Vitals are judged by),
 * read from a histogram: interpolated within the bucket it falls in, in the metric's own unit (whole ms, or the
 * CLS score to two decimals). Undefined with no measure. In the last, open bucket, its lower bound.
 */
export function percentileOf(
  metric: SpeedMetric,
  histogram: readonly BucketCount[],
  fraction: number,
): number | undefined {
  const bounds = speedBuckets[metric];
  const counts = new Map<number, number>();
  for (const { bucket, count } of histogram) counts.set(bucket, (counts.get(bucket) ?? 0) + count);
  const total = [...counts.values()].reduce((sum, count) => sum + count, 0);
  if (total === 0) return undefined;
  const rank = fraction * total;
  let below = 0;
  for (const [index, lower] of bounds.entries()) {
    const count = counts.get(lower) ?? 0;
    if (count > 0 && below + count >= rank) {
      const upper = bounds[index + 1];
      const units =
        upper === undefined ? lower : lower + ((upper - lower) * (rank - below)) / count;
      // A score to two decimals, as Google reports CLS; milliseconds whole.
      return metric === "CLS" ? Math.round(units / 10) / 100 : Math.round(units);
    }
    below += count;
  }
  return undefined;
}
