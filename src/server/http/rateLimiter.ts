import type { Clock } from '../clock';
import type { SqlDatabase } from '../store/sqlDatabase';

/** Counts requests per user in a sliding window, in the store, so every instance shares one budget. */
export interface RateLimiter {
  /** Records a request; answers 0 when allowed, else the milliseconds until one is allowed again. */
  take(userId: string): Promise<number>;
  /** Forgets every user's hits older than the window (take() forgets only the caller's). */
  sweep(): Promise<void>;
}

/**
 * A sliding-window limiter: at most `max` requests per user in any `windowMs`. The user's hits are read and
 * written in one transaction under a per-user lock, so concurrent requests on several instances are counted
 * exactly: the (max+1)th is refused however the requests are spread.
 */
export function createRateLimiter(options: { db: SqlDatabase; max: number; windowMs: number; clock: Clock }): RateLimiter {
  const { db, max, windowMs, clock } = options;
  return {
    take: async (userId) => {
      if (db.engine === 'postgres') {
        // The same steps as below in one server-side call (migration 2): one round trip per request.
        const [row] = await db.query<{ wait: number }>('SELECT bountychat_take_rate_limit(?::text, ?::bigint, ?::bigint, ?::integer) AS wait', [
          userId,
          clock.now(),
          windowMs,
          max,
        ]);
        return Number(row?.wait ?? 0);
      }
      return db.transaction(async (tx) => {
        const now = clock.now();
        await tx.run('DELETE FROM rate_limit_hits WHERE user_id = ? AND at <= ?', [userId, now - windowMs]);
        const [window] = await tx.query<{ hits: number; oldest: number | null }>(
          'SELECT COUNT(*) AS hits, MIN(at) AS oldest FROM rate_limit_hits WHERE user_id = ? AND at > ?',
          [userId, now - windowMs],
        );
        const hits = Number(window?.hits ?? 0);
        if (hits >= max) return (window?.oldest ?? now) + windowMs - now;
        await tx.run('INSERT INTO rate_limit_hits (user_id, at) VALUES (?, ?)', [userId, now]);
        return 0;
      });
    },
    async sweep() {
      await db.run('DELETE FROM rate_limit_hits WHERE at <= ?', [clock.now() - windowMs]);
    },
  };
}
