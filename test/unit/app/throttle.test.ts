// The kit's throttles (the channel's state copy, read marking, reactions, the audio player …) run on a stand-in
// for lodash.throttle built on lodash.debounce: for each option set and call pattern, the calls made, with
// which arguments and when, and the results, `flush` and `cancel` must be lodash.throttle's.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRequire } from 'node:module';
import throttle from '../../../src/app/kitDeps/throttle.js';
import type { ThrottleOptions } from '../../../src/app/kitDeps/throttle.js';

type Throttled = ((n: number) => number | undefined) & { flush(): number | undefined; cancel(): void };
type Throttle = (func: (n: number) => number, wait?: number, options?: ThrottleOptions) => Throttled;
const lodashThrottle = createRequire(import.meta.url)('lodash.throttle') as Throttle;

/** A script of calls (`call n` at a time), flushes and cancels; what the throttled function saw and returned. */
type Step = [at: number, action: number | 'flush' | 'cancel'];

function run(make: Throttle, wait: number, options: ThrottleOptions | undefined, steps: Step[]) {
  const seen: [number, number][] = [];
  const returned: (number | undefined)[] = [];
  const throttled = make((n) => { seen.push([Date.now(), n]); return n * 10; }, wait, options);
  for (const [at, action] of steps) {
    vi.advanceTimersByTime(at - Date.now());
    if (action === 'flush') returned.push(throttled.flush());
    else if (action === 'cancel') throttled.cancel();
    else returned.push(throttled(action));
  }
  vi.advanceTimersByTime(5 * wait + 1);
  return { seen, returned };
}

const patterns: [string, number, ThrottleOptions | undefined, Step[]][] = [
  ['a burst, defaults', 500, undefined, [[0, 1], [10, 2], [20, 3], [490, 4]]],
  ['calls across periods', 100, undefined, [[0, 1], [50, 2], [120, 3], [130, 4], [260, 5], [400, 6]]],
  ['leading only', 200, { trailing: false }, [[0, 1], [50, 2], [250, 3], [260, 4]]],
  ['trailing only', 200, { leading: false }, [[0, 1], [50, 2], [250, 3], [260, 4]]],
  ['leading and trailing given', 500, { leading: true, trailing: true }, [[0, 1], [100, 2], [700, 3]]],
  ['an option present but undefined', 300, { leading: undefined }, [[0, 1], [10, 2]]],
  ['flush at once', 500, undefined, [[0, 1], [10, 2], [20, 'flush'], [30, 3]]],
  ['cancel', 500, undefined, [[0, 1], [10, 2], [20, 'cancel'], [600, 3]]],
  ['no wait', 0, undefined, [[0, 1], [0, 2], [1, 3]]],
  // Typing or read events every 30 ms for a second: a call at least every period, not only at the ends.
  ['a steady stream', 100, undefined, Array.from({ length: 34 }, (_, i): Step => [i * 30, i])],
  ['a steady stream, leading only', 100, { trailing: false }, Array.from({ length: 34 }, (_, i): Step => [i * 30, i])],
];

describe('throttle', () => {
  beforeEach(() => { vi.useFakeTimers(); });
  afterEach(() => { vi.useRealTimers(); });

  it.each(patterns)('%s: as lodash.throttle', (_name, wait, options, steps) => {
    vi.setSystemTime(0);
    const ours = run(throttle as Throttle, wait, options, steps);
    vi.clearAllTimers();
    vi.setSystemTime(0);
    const theirs = run(lodashThrottle, wait, options, steps);
    expect(ours).toEqual(theirs);
    expect(ours.seen.length).toBeGreaterThan(0);
  });

  it('refuses what is not a function, as lodash does', () => {
    expect(() => throttle(undefined as unknown as () => void, 10)).toThrow(TypeError);
  });
});
