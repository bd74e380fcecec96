/**
 * lodash.throttle for the kit, built on the debounce stand-in the kit loads anyway (./debounce.ts): throttling is
 * debouncing with a maximum wait of one period, which is how lodash defines it. The lodash.throttle package
 * carries its own copy of debounce (≈ 1.5 KiB gzip); the build points the kit's imports of it here.
 * test/unit/app/throttle.test.ts holds it to lodash.throttle's calls, results, `flush` and `cancel`.
 */
import debounce from './debounce.js';
import type { DebouncedFunc } from 'lodash.debounce';

/** When a throttled call runs: at the start of a period (leading), at its end (trailing); both by default. */
export interface ThrottleOptions {
  leading?: boolean;
  trailing?: boolean;
}

/** `func` run at most once every `wait` ms, as lodash's `throttle`. */
export default function throttle<F extends (...args: never[]) => unknown>(func: F, wait?: number, options?: ThrottleOptions): DebouncedFunc<F> {
  if (typeof func !== 'function') throw new TypeError('Expected a function');
  // As lodash reads them: an option present counts as its truth value, an absent one as true.
  const given = typeof options === 'object' && options !== null ? options : {};
  const leading = 'leading' in given ? !!given.leading : true;
  const trailing = 'trailing' in given ? !!given.trailing : true;
  return debounce(func, wait, { leading, maxWait: wait, trailing });
}
