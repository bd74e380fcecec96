import { describe, expect, it } from 'vitest';
import { median, medianInterval } from '../../bench/server/stats';

// Rounds as the server bench printed them on this machine (service / baseline req/s, eight 1 s slices).
const NOISY = [0.72, 0.99, 0.81, 0.86, 0.84, 0.9, 0.78, 0.83];

describe("the server bench's figures", () => {
  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('puts the median of noisy rounds inside an interval no wider than their range', () => {
    const [low, high] = medianInterval(NOISY);
    expect(low).toBeLessThan(median(NOISY));
    expect(high).toBeGreaterThan(median(NOISY));
    expect(low).toBeGreaterThanOrEqual(Math.min(...NOISY));
    expect(high).toBeLessThanOrEqual(Math.max(...NOISY));
  });

  it('says when eight rounds cannot tell their median from a target, and when they can', () => {
    const [low, high] = medianInterval(NOISY);
    expect(low < 0.85 && high > 0.85).toBe(true);
    expect(medianInterval(NOISY.map((ratio) => ratio + 0.2))[0]).toBeGreaterThan(0.9);
  });

  it('narrows as the rounds agree, and prints the same bounds for the same rounds', () => {
    const steady = NOISY.map((ratio) => 0.85 + (ratio - 0.85) / 10);
    const width = ([low, high]: [number, number]) => high - low;
    expect(width(medianInterval(steady))).toBeLessThan(width(medianInterval(NOISY)) / 5);
    expect(medianInterval([0.9, 0.9, 0.9])).toEqual([0.9, 0.9]);
    expect(medianInterval(NOISY)).toEqual(medianInterval(NOISY));
  });
});
