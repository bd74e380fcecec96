import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { createRateLimiter } from '../../../src/server/http/rateLimiter';
import type { RateLimiter } from '../../../src/server/http/rateLimiter';
import { createRedisRateLimiter } from '../../../src/server/http/redisRateLimiter';
import type { Clock } from '../../../src/server/clock';
import { manualClock, openTestStore } from '../../helpers/serverEngine';

/** The machine's Redis (.ci/run starts it when it is down). */
const REDIS_URL = process.env['BOUNTY_TEST_REDIS_URL'] ?? 'redis://127.0.0.1:6379';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  // Newest first: a limiter is closed before the store it saves into.
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** The same limits counted in the store (SQLite or PostgreSQL) or in Redis. */
const where: Record<string, (clock: Clock) => Promise<RateLimiter>> = {
  async store(clock) {
    const store = await openTestStore(clock);
    cleanups.push(() => store.close());
    return createRateLimiter({ db: store.db, max: 60, windowMs: 60_000, clock });
  },
  async redis(clock) {
    // A prefix of its own, so runs and files sharing the machine's Redis never count each other's hits.
    const limiter = createRedisRateLimiter({ url: REDIS_URL, prefix: `test-${randomBytes(6).toString('hex')}:`, max: 60, windowMs: 60_000, clock, onOutage: (started, reason) => { throw new Error(`Redis outage ${started ? 'started' : 'ended'}: ${reason}`); } });
    cleanups.push(() => limiter.close());
    return limiter;
  },
};

describe.each(Object.keys(where))('rate limiter in the %s', (kind) => {
  const setup = async () => {
    const clock = manualClock();
    return { clock, limiter: await where[kind]!(clock) };
  };

  it('allows 60 requests per user in 60 s, then says how long to wait, and lets them go again later', async () => {
    const { clock, limiter } = await setup();
    for (let i = 0; i < 60; i++) {
      expect(await limiter.take('ada')).toBe(0);
      clock.advance(100);
    }
    expect(await limiter.take('ada')).toBe(60_000 - 6_000);
    expect(await limiter.take('bob')).toBe(0);
    clock.advance(54_000);
    expect(await limiter.take('ada')).toBe(0);
    expect(await limiter.take('ada')).toBeGreaterThan(0);
  });

  it('counts exactly when 120 requests of one user arrive at once', async () => {
    const { limiter } = await setup();
    const waits = await Promise.all(Array.from({ length: 120 }, () => limiter.take('ada')));
    expect(waits.filter((wait) => wait === 0)).toHaveLength(60);
  });

  it('counts each user exactly when the requests of several users arrive at once, mixed', async () => {
    const { limiter } = await setup();
    const users = ['ada', 'bob', 'cy', 'dee', 'eve'];
    const takes = Array.from({ length: 5 * 75 }, (_, i) => users[(i * 7) % 5]!);
    const waits = await Promise.all(takes.map((user) => limiter.take(user)));
    for (const user of users) expect(takes.filter((taker, i) => taker === user && waits[i] === 0), user).toHaveLength(60);
  });

  it('counts hits older than the window out, whether or not they were swept', async () => {
    const { clock, limiter } = await setup();
    for (let i = 0; i < 60; i++) await limiter.take('ada');
    clock.advance(60_001);
    const waits = [];
    for (let i = 0; i < 61; i++) waits.push(await limiter.take('ada'));
    expect(waits.filter((wait) => wait === 0)).toHaveLength(60);
    await limiter.sweep();
    expect(await limiter.take('ada')).toBeGreaterThan(0);
  });
});

describe('rate limiter in the store', () => {
  it('keeps counting across a restart: the hits of a stopped service still count in the next', async () => {
    const clock = manualClock();
    const store = await openTestStore(clock);
    cleanups.push(() => store.close());
    const before = createRateLimiter({ db: store.db, max: 3, windowMs: 60_000, clock });
    for (let i = 0; i < 3; i++) expect(await before.take('ada')).toBe(0);
    clock.advance(10_000);
    await before.close();
    const after = createRateLimiter({ db: store.db, max: 3, windowMs: 60_000, clock });
    cleanups.push(() => after.close());
    expect(await after.take('ada')).toBe(50_000);
    expect(await after.take('bob')).toBe(0);
  });

  it('refuses at the limit after a sweep and after an erasure forgot part of a window, and never lets more through', async () => {
    const clock = manualClock();
    const store = await openTestStore(clock);
    cleanups.push(() => store.close());
    const limiter = createRateLimiter({ db: store.db, max: 5, windowMs: 60_000, clock });
    cleanups.push(() => limiter.close());
    for (let i = 0; i < 3; i++) await limiter.take('ada');
    clock.advance(30_000);
    for (let i = 0; i < 2; i++) await limiter.take('ada');
    expect(await limiter.take('ada')).toBe(30_000);
    // The first three leave the window: three more fit, not one more.
    clock.advance(30_000);
    await limiter.sweep();
    const waits = await Promise.all(Array.from({ length: 6 }, () => limiter.take('ada')));
    expect(waits.filter((wait) => wait === 0)).toHaveLength(3);
    // Erased: the user starts over with a whole budget.
    limiter.forget('ada');
    await store.records.erase('ada');
    const fresh = await Promise.all(Array.from({ length: 6 }, () => limiter.take('ada')));
    expect(fresh.filter((wait) => wait === 0)).toHaveLength(5);
  });
});

describe('rate limiter in Redis, when Redis is down', () => {
  it('counts in this process\'s memory instead of failing requests, and reports the outage once', async () => {
    const outages: boolean[] = [];
    // Nothing listens on port 1: every command fails at once.
    const limiter = createRedisRateLimiter({ url: 'redis://127.0.0.1:1', prefix: 'down:', max: 2, windowMs: 60_000, clock: manualClock(), onOutage: (started) => outages.push(started) });
    cleanups.push(() => limiter.close());
    expect(await limiter.take('ada')).toBe(0);
    expect(await limiter.take('ada')).toBe(0);
    expect(await limiter.take('ada')).toBeGreaterThan(0);
    expect(await limiter.take('bob')).toBe(0);
    expect(limiter.state()).toBe('degraded');
    expect(outages).toEqual([true]);
  });
});
