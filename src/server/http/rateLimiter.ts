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
 * A sliding-window limiter: at most `max` requests per user in any `windowMs`, counted in the store so
 * concurrent requests on several instances are counted exactly: the (max+1)th is refused however the requests
 * are spread. One statement per allowed request (PostgreSQL: one server-side call under a per-user lock;
 * SQLite: one conditional insert, which SQLite runs alone).
 */
export function createRateLimiter(options: { db: SqlDatabase; max: number; windowMs: number; clock: Clock }): RateLimiter {
  const { db, max, windowMs, clock } = options;
  return {
    take: async (userId) => {
      if (db.engine === 'postgres') {
        // Under a per-user advisory lock in one server-side call (migration 2): one round trip per request.
        const [row] = await db.query<{ wait: number }>('SELECT bountychat_take_rate_limit(?::text, ?::bigint, ?::bigint, ?::integer) AS wait', [
          userId,
          clock.now(),
          windowMs,
          max,
        ]);
        return Number(row?.wait ?? 0);
      }
      // One statement records the hit only while the window has room; old hits are left to sweep() and
      // never counted, so the hot path writes once and reads nothing more.
      const now = clock.now();
      const since = now - windowMs;
      const recorded = await db.run(
        'INSERT INTO rate_limit_hits (user_id, at) SELECT ?, ? WHERE (SELECT COUNT(*) FROM rate_limit_hits WHERE user_id = ? AND at > ?) < ?',
        [userId, now, userId, since, max],
      );
      if (recorded > 0) return 0;
      const [window] = await db.query<{ oldest: number | null }>('SELECT MIN(at) AS oldest FROM rate_limit_hits WHERE user_id = ? AND at > ?', [userId, since]);
      return Math.max(1, Number(window?.oldest ?? now) + windowMs - now);
    },
    async sweep() {
      await db.run('DELETE FROM rate_limit_hits WHERE at <= ?', [clock.now() - windowMs]);
    },
  };
}
