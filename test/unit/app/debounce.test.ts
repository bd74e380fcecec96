// The kit debounces its channel's load-more and scroll handlers, and its throttles are built on the same
// debounce: a stand-in for lodash.debounce must make the calls lodash.debounce makes, with the same arguments,
// `this`, timing and results, for every option set and call pattern, with `flush` and `cancel`.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRequire } from 'node:module';
import type { DebounceSettings } from 'lodash.debounce';
import debounce from '../../../src/app/kitDeps/debounce.js';

type Debounced = ((n: number) => number | undefined) & { flush(): number | undefined; cancel(): void };
type Debounce = (func: (n: number) => number, wait?: number, options?: DebounceSettings) => Debounced;
const lodashDebounce = createRequire(import.meta.url)('lodash.debounce') as Debounce;

/** A script of calls (`call n` at a time), flushes and cancels; what the debounced function saw and returned. */
type Step = [at: number, action: number | 'flush' | 'cancel'];

function run(make: Debounce, wait: number, options: DebounceSettings | undefined, steps: Step[]) {
  const seen: [number, number, unknown][] = [];
  const returned: (number | undefined)[] = [];
  const owner = { name: 'owner' };
  const debounced = make(function (this: unknown, n) { seen.push([Date.now(), n, this]); return n * 10; }, wait, options);
  for (const [at, action] of steps) {
    vi.advanceTimersByTime(at - Date.now());
    if (action === 'flush') returned.push(debounced.flush());
    else if (action === 'cancel') debounced.cancel();
    else returned.push(debounced.call(owner, action));
  }
  vi.advanceTimersByTime(5 * wait + 1);
  return { seen, returned };
}

const stream = (every: number, count: number): Step[] => Array.from({ length: count }, (_, i): Step => [i * every, i]);
const patterns: [string, number, DebounceSettings | undefined, Step[]][] = [
  ['a burst, defaults (trailing)', 200, undefined, [[0, 1], [10, 2], [20, 3], [150, 4]]],
  ['calls further apart than the wait', 100, undefined, [[0, 1], [150, 2], [400, 3]]],
  ['leading only', 200, { leading: true, trailing: false }, [[0, 1], [50, 2], [300, 3], [310, 4], [600, 5]]],
  ['leading and trailing', 200, { leading: true }, [[0, 1], [50, 2], [100, 3], [500, 4]]],
  ['neither edge', 100, { leading: false, trailing: false }, [[0, 1], [20, 2], [300, 3]]],
  ['maxWait under a steady stream', 100, { maxWait: 250 }, stream(30, 30)],
  ['maxWait with leading, a steady stream', 100, { leading: true, maxWait: 200 }, stream(40, 20)],
  ['maxWait shorter than the wait (raised to it)', 300, { maxWait: 100 }, stream(50, 20)],
  ['the kit\'s throttle shape (leading, trailing, maxWait = wait)', 100, { leading: true, trailing: true, maxWait: 100 }, stream(30, 34)],
  ['flush while waiting', 500, undefined, [[0, 1], [10, 2], [20, 'flush'], [30, 3], [40, 'flush'], [50, 'flush']]],
  ['flush with nothing pending', 100, undefined, [[0, 'flush'], [10, 1], [300, 'flush']]],
  ['cancel, then calls again', 500, undefined, [[0, 1], [10, 2], [20, 'cancel'], [600, 3], [650, 4]]],
  ['cancel with maxWait', 100, { maxWait: 150 }, [...stream(40, 5), [210, 'cancel'], [220, 9], [230, 10]]],
  ['no wait', 0, undefined, [[0, 1], [0, 2], [1, 3], [5, 4]]],
  ['no wait, leading', 0, { leading: true }, [[0, 1], [0, 2], [1, 3]]],
];

describe('debounce', () => {
  beforeEach(() => { vi.useFakeTimers(); });
  afterEach(() => { vi.useRealTimers(); });

  it.each(patterns)('%s: as lodash.debounce', (_name, wait, options, steps) => {
    vi.setSystemTime(0);
    const ours = run(debounce as Debounce, wait, options, steps);
    vi.clearAllTimers();
    vi.setSystemTime(0);
    const theirs = run(lodashDebounce, wait, options, steps);
    expect(ours).toEqual(theirs);
  });

  it('calls at all in the patterns that should (the comparison is not vacuous)', () => {
    vi.setSystemTime(0);
    expect(run(debounce as Debounce, 200, undefined, [[0, 1], [10, 2]]).seen).toEqual([[210, 2, { name: 'owner' }]]);
  });

  it('refuses what is not a function, as lodash does', () => {
    expect(() => debounce(undefined as unknown as () => void, 10)).toThrow(TypeError);
  });
});
