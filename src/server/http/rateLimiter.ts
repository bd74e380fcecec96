import type { Clock } from '../clock';

/** Counts requests per user in a sliding window. */
export interface RateLimiter {
  /** Records a request; returns 0 when allowed, else the milliseconds until one is allowed again. */
  take(userId: string): number;
}

/** A sliding-window limiter: at most `max` requests per user in any `windowMs`. */
export function createRateLimiter(options: { max: number; windowMs: number; clock: Clock }): RateLimiter {
  const { max, windowMs, clock } = options;
  const recent = new Map<string, number[]>();
  let sinceSweep = 0;
  return {
    take(userId) {
      const now = clock.now();
      if (++sinceSweep >= 1000) {
        sinceSweep = 0;
        for (const [id, times] of recent) if ((times.at(-1) ?? 0) <= now - windowMs) recent.delete(id);
      }
      const times = (recent.get(userId) ?? []).filter((at) => at > now - windowMs);
      if (times.length >= max) {
        recent.set(userId, times);
        return (times[0] ?? now) + windowMs - now;
      }
      times.push(now);
      recent.set(userId, times);
      return 0;
    },
  };
}
