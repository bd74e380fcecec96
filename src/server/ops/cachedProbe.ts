/** How long a probe's success, and its failure, are reused. */
export interface ProbeCache {
  successMs: number;
  failureMs: number;
  /** A probe still running after this long counts as failed, so a hung call cannot hold every later caller. */
  timeoutMs: number;
}

/**
 * A readiness probe that costs at most one call per `successMs` however often /readyz is asked: callers
 * that arrive while a probe is in flight share it, and a success (or, for a shorter time, a failure) is reused.
 * `now` is a monotonic clock in milliseconds.
 */
export function cachedProbe(probe: () => Promise<void>, cache: ProbeCache, now: () => number = () => performance.now()): () => Promise<void> {
  let inFlight: Promise<void> | null = null;
  let last: { ok: boolean; at: number } | null = null;
  return () => {
    if (last && now() - last.at < (last.ok ? cache.successMs : cache.failureMs)) {
      return last.ok ? Promise.resolve() : Promise.reject(new Error('provider probe failed recently'));
    }
    inFlight ??= withTimeout(probe(), cache.timeoutMs).then(
      () => {
        last = { ok: true, at: now() };
        inFlight = null;
      },
      (error: unknown) => {
        last = { ok: false, at: now() };
        inFlight = null;
        throw error;
      },
    );
    return inFlight;
  };
}

function withTimeout(work: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error('provider probe timed out')), ms)));
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
