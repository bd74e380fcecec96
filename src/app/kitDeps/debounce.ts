/**
 * lodash.debounce for the kit (its channel's load-more and scroll handlers, and the throttle stand-in in
 * ./throttle.ts), in a third of the bytes: the package is written for ES3 engines and old bundlers (≈ 0.9 KiB
 * gzip). Same contract: `leading`, `trailing`, `maxWait`, `cancel`, `flush`, and the last result returned.
 * test/unit/app/debounce.test.ts holds it to lodash.debounce's calls, arguments, timing and results.
 */
import type { DebouncedFunc, DebounceSettings } from 'lodash.debounce';

export default function debounce<F extends (...args: never[]) => unknown>(func: F, wait = 0, options: DebounceSettings = {}): DebouncedFunc<F> {
  if (typeof func !== 'function') throw new TypeError('Expected a function');
  wait = Number(wait) || 0;
  const leading = !!options.leading;
  const trailing = 'trailing' in options ? !!options.trailing : true;
  const maxWait = 'maxWait' in options ? Math.max(Number(options.maxWait) || 0, wait) : null;
  let lastArgs: Parameters<F> | undefined;
  let lastThis: unknown;
  let result: ReturnType<F> | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let lastCall: number | undefined;
  let lastInvoke = 0;

  const invoke = (time: number): ReturnType<F> | undefined => {
    const args = lastArgs as Parameters<F>;
    const self = lastThis;
    lastArgs = lastThis = undefined;
    lastInvoke = time;
    result = func.apply(self, args) as ReturnType<F>;
    return result;
  };
  // How long until the wait since the last call, or the longest wait since the last run, is over.
  const remaining = (time: number): number => {
    const sinceCall = time - (lastCall ?? 0);
    return maxWait === null ? wait - sinceCall : Math.min(wait - sinceCall, maxWait - (time - lastInvoke));
  };
  const due = (time: number): boolean => {
    if (lastCall === undefined) return true;
    const sinceCall = time - lastCall;
    return sinceCall >= wait || sinceCall < 0 || (maxWait !== null && time - lastInvoke >= maxWait);
  };
  const trailingEdge = (time: number): ReturnType<F> | undefined => {
    timer = undefined;
    // Only run at the end if there was a call since the last run.
    if (trailing && lastArgs) return invoke(time);
    lastArgs = lastThis = undefined;
    return result;
  };
  const expired = (): void => {
    const time = Date.now();
    if (due(time)) trailingEdge(time);
    else timer = setTimeout(expired, remaining(time));
  };

  function debounced(this: unknown, ...args: Parameters<F>): ReturnType<F> | undefined {
    const time = Date.now();
    const isDue = due(time);
    lastArgs = args;
    // eslint-disable-next-line @typescript-eslint/no-this-alias -- the caller's `this`, kept for the deferred run as lodash does
    lastThis = this;
    lastCall = time;
    if (isDue) {
      if (timer === undefined) {
        // The leading edge: a new wait starts, and the call runs now when `leading` says so.
        lastInvoke = time;
        timer = setTimeout(expired, wait);
        return leading ? invoke(time) : result;
      }
      if (maxWait !== null) {
        // A steady stream of calls under maxWait: run now and start the next period. As in lodash.debounce 4.0.8,
        // the earlier timer is left to fire (it finds nothing due, or ends the period as lodash's would).
        timer = setTimeout(expired, wait);
        return invoke(time);
      }
    }
    if (timer === undefined) timer = setTimeout(expired, wait);
    return result;
  }
  debounced.cancel = (): void => {
    if (timer !== undefined) clearTimeout(timer);
    lastInvoke = 0;
    lastArgs = lastCall = lastThis = timer = undefined;
  };
  debounced.flush = (): ReturnType<F> | undefined => (timer === undefined ? result : trailingEdge(Date.now()));
  return debounced as unknown as DebouncedFunc<F>;
}
