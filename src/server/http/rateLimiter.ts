import type { Clock } from '../clock';
import { groupCommit } from '../store/groupCommit';
import { rememberRefusals } from './refusalMemory';
import type { SqlDatabase } from '../store/sqlDatabase';
import type { ClosableRateLimiter } from './rateLimiterPort';

// The interface lives in rateLimiterPort.ts, so the refusal memory this file wraps its shared limiter with needs
// nothing from here; it is re-exported for the modules that import it from here.
export type { ClosableRateLimiter, RateLimiter } from './rateLimiterPort';

/**
 * A sliding-window limiter: at most `max` requests per user in any `windowMs`, counted exactly: the (max+1)th
 * is refused however the requests are spread.
 * PostgreSQL (several instances): one server-side call per burst of requests, each under its user's lock
 * (migrations 2, 11, 12, 13); a refusal is remembered until it runs out (refusalMemory.ts).
 * SQLite (one instance only, see the docs): counted in this process's memory, with no store write per request;
 * the hits are saved to the store when the service stops and read back when it starts, so a restart does not
 * hand out a fresh budget (a crash does: at most one window's worth).
 */
export function createRateLimiter(options: { db: SqlDatabase; max: number; windowMs: number; clock: Clock }): ClosableRateLimiter {
  return options.db.engine === 'postgres' ? rememberRefusals(createStoreRateLimiter(options), options.clock) : createMemoryRateLimiter(options);
}

/** Takes in one round trip; far fewer than requests in flight on one instance. */
const MOST_TAKES_PER_CALL = 200;

function createStoreRateLimiter(options: { db: SqlDatabase; max: number; windowMs: number; clock: Clock }): ClosableRateLimiter {
  const { db, max, windowMs, clock } = options;
  // The requests that arrive while a take is in flight are counted together in the next call (migration 12), in
  // the order they came: one round trip and one commit for a burst instead of one for each request.
  const take = groupCommit(async (userIds: string[]) => {
    const [row] = await db.query<{ waits: Array<string | number> }>(
      'SELECT bountychat_take_rate_limits(ARRAY(SELECT value FROM jsonb_array_elements_text(?::jsonb) WITH ORDINALITY ORDER BY ordinality), ?::bigint, ?::bigint, ?::integer) AS waits',
      [JSON.stringify(userIds), clock.now(), windowMs, max],
      // Parsed and planned once per connection: that was a third of the database's CPU per call (measured).
      { name: 'bountychat_take_rate_limits' },
    );
    return userIds.map((_, index) => Number(row?.waits[index] ?? 0));
  }, MOST_TAKES_PER_CALL);
  return {
    take,
    async sweep() {
      await db.run('DELETE FROM rate_limit_hits WHERE at <= ?', [clock.now() - windowMs]);
      // A count whose hits are all gone; a take racing this one finds no row and counts afresh.
      await db.run('DELETE FROM rate_limit_counts c WHERE NOT EXISTS (SELECT 1 FROM rate_limit_hits h WHERE h.user_id = c.user_id)');
    },
    // The erasure deletes the user's hits and count with their other rows.
    forget() {},
    close: async () => {},
  };
}

function createMemoryRateLimiter(options: { db: SqlDatabase; max: number; windowMs: number; clock: Clock }): ClosableRateLimiter {
  const { db, max, windowMs, clock } = options;
  /** Each user's hits inside the window, oldest first. */
  const hits = new Map<string, number[]>();
  let ready = false;
  const loaded = (async () => {
    const rows = await db.query<{ user_id: string; at: number }>('SELECT user_id, at FROM rate_limit_hits WHERE at > ? ORDER BY at', [clock.now() - windowMs]);
    for (const row of rows) record(row.user_id, Number(row.at));
    // The saved hits live here now; close() writes what is left of them back.
    await db.run('DELETE FROM rate_limit_hits');
    ready = true;
  })();

  function record(userId: string, at: number): void {
    let mine = hits.get(userId);
    if (!mine) hits.set(userId, (mine = []));
    // Kept in time order even if the clock steps back, so the oldest hit is always the first.
    let index = mine.length;
    while (index > 0 && mine[index - 1]! > at) index--;
    mine.splice(index, 0, at);
  }

  /** The user's hits still inside the window (older ones dropped), or undefined when none is. */
  function live(userId: string, now: number): number[] | undefined {
    const mine = hits.get(userId);
    if (!mine) return undefined;
    let expired = 0;
    while (expired < mine.length && mine[expired]! <= now - windowMs) expired++;
    if (expired > 0) mine.splice(0, expired);
    if (mine.length > 0) return mine;
    hits.delete(userId);
    return undefined;
  }

  function takeNow(userId: string): number {
    const now = clock.now();
    const mine = live(userId, now);
    if (mine && mine.length >= max) return Math.max(1, mine[0]! + windowMs - now);
    record(userId, now);
    return 0;
  }

  return {
    take: (userId) => (ready ? takeNow(userId) : loaded.then(() => takeNow(userId))),
    async sweep() {
      await loaded;
      const now = clock.now();
      for (const userId of [...hits.keys()]) live(userId, now);
    },
    forget(userId) {
      hits.delete(userId);
    },
    async close() {
      await loaded;
      const now = clock.now();
      const rows = [...hits.keys()].flatMap((userId) => (live(userId, now) ?? []).map((at) => [userId, at] as const));
      await db.transaction(async (tx) => {
        for (const [userId, at] of rows) await tx.run('INSERT INTO rate_limit_hits (user_id, at) VALUES (?, ?)', [userId, at]);
      });
    },
  };
}
