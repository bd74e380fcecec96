/** Leading-edge throttles on an injectable clock: the typing and mark-thread-read limits. */

/** A clock: milliseconds, monotonic enough for intervals. */
export type Now = () => number;

/** Lets a call through at most once per `intervalMs`; the rest are dropped. */
export interface Gate {
  /** True when a call may go now (and counts it); false when one went less than the interval ago. */
  tryPass(): boolean;
  /** Forgets the last pass, so the next call goes at once. */
  reset(): void;
}

/** A gate for calls at most once per `intervalMs` on `now`. */
export function createGate(intervalMs: number, now: Now): Gate {
  if (!(intervalMs >= 0)) throw new TypeError(`createGate: intervalMs must be ≥ 0, got ${intervalMs}`);
  let last: number | null = null;
  return {
    tryPass() {
      const at = now();
      if (last !== null && at - last < intervalMs) return false;
      last = at;
      return true;
    },
    reset() {
      last = null;
    },
  };
}

/** The timer port: schedule `run` after `ms`; returns the cancel. */
export type SetTimer = (run: () => void, ms: number) => () => void;

/** A call throttled to once per interval; a call inside the interval runs once at its end, never lost. */
export interface ThrottledCall {
  /** Asks for the call. */
  request(): void;
  /** Drops a pending trailing call (the thread closed). */
  cancel(): void;
}

/**
 * Runs `run` at most once per `intervalMs`: at once when the interval has passed, else once when it ends. When `run`
 * returns a promise (a request), the interval counts from when it settles, and a request meanwhile waits for that:
 * the calls are then that far apart where they arrive too, however long one took to leave a busy page.
 */
export function createThrottledCall(run: () => void | PromiseLike<unknown>, intervalMs: number, now: Now, setTimer: SetTimer): ThrottledCall {
  let last: number | null = null;
  let cancelPending: (() => void) | null = null;
  let inFlight = false;
  let wanted = false;
  const request = (): void => {
    if (cancelPending) return;
    if (inFlight) {
      wanted = true;
      return;
    }
    const waited = last === null ? Infinity : now() - last;
    if (waited >= intervalMs) fire();
    else cancelPending = setTimer(fire, intervalMs - waited);
  };
  const fire = (): void => {
    cancelPending = null;
    last = now();
    const result = run();
    if (!result || typeof result.then !== 'function') return;
    inFlight = true;
    const settled = (): void => {
      inFlight = false;
      last = now();
      if (wanted) {
        wanted = false;
        request();
      }
    };
    result.then(settled, settled);
  };
  return {
    request,
    cancel() {
      cancelPending?.();
      cancelPending = null;
      wanted = false;
    },
  };
}
