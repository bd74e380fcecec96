/** The middle of `values` (the mean of the two middle ones for an even count). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Resamples behind an interval: enough that a run's printed bounds move by less than their last digit. */
const RESAMPLES = 4_000;

/**
 * Where the median of the rounds' ratios would fall in `confidence` of runs like this one (a percentile bootstrap:
 * the rounds drawn again with replacement, RESAMPLES times). One 1 s slice on this machine moves by a tenth
 * against its neighbours, so eight rounds' median alone cannot tell 0.86 from 0.9; the interval says whether a
 * run can. Seeded, so the same rounds always print the same bounds.
 */
export function medianInterval(values: readonly number[], confidence = 0.9, seed = 1): [number, number] {
  if (values.length === 0) return [Number.NaN, Number.NaN];
  const random = mulberry32(seed);
  const medians = Array.from({ length: RESAMPLES }, () => median(values.map(() => values[Math.floor(random() * values.length)]!)));
  medians.sort((a, b) => a - b);
  const tail = (1 - confidence) / 2;
  return [medians[Math.floor(tail * (RESAMPLES - 1))]!, medians[Math.ceil((1 - tail) * (RESAMPLES - 1))]!];
}

/** A small seeded generator of numbers in [0, 1): the bench's draws repeat run to run. */
function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
