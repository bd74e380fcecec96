import type { Clock } from '../clock';
import type { RateLimiter } from './rateLimiterPort';

/**
 * Remembers each refusal of a limiter shared through a store (PostgreSQL, Redis) until it runs out: the user's
 * next requests on this instance are refused at once, with the wait the store would give, at no store call. The
 * store would answer the same: a refused user's hits leave the window only with time (other instances only add
 * hits), so until the oldest one expires every take is refused, with the wait that runs out then. A flood past
 * the limit costs the store one call per freed hit, not one per request, and each such request is answered
 * without waiting a round trip. An erasure (`forget`) drops the user's refusal with their hits.
 */
export function rememberRefusals<Limiter extends RateLimiter>(limiter: Limiter, clock: Clock): Limiter {
  /** The time each refused user's oldest hit leaves the window. */
  const refusedUntil = new Map<string, number>();

  const take = (userId: string): number | Promise<number> => {
    const until = refusedUntil.get(userId);
    if (until !== undefined) {
      const waitMs = until - clock.now();
      if (waitMs > 0) return waitMs;
      refusedUntil.delete(userId);
    }
    // From the time of asking: the store counts the wait from its own (later) now, so the refusal is remembered
    // a round trip less long than the store would hold it, never longer.
    const asked = clock.now();
    const taken = limiter.take(userId);
    const remember = (waitMs: number) => {
      if (waitMs > 0) refusedUntil.set(userId, asked + waitMs);
      return waitMs;
    };
    return typeof taken === 'number' ? remember(taken) : taken.then(remember);
  };

  return {
    ...limiter,
    take,
    async sweep() {
      const now = clock.now();
      for (const [userId, until] of refusedUntil) if (until <= now) refusedUntil.delete(userId);
      await limiter.sweep();
    },
    forget(userId: string) {
      refusedUntil.delete(userId);
      limiter.forget(userId);
    },
  };
}
