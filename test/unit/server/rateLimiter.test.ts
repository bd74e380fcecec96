import { afterEach, describe, expect, it } from 'vitest';
import { createRateLimiter } from '../../../src/server/http/rateLimiter';
import type { Store } from '../../../src/server/store/openStore';
import { manualClock, openTestStore } from '../../helpers/serverEngine';

const stores: Store[] = [];
afterEach(async () => {
  for (const store of stores.splice(0)) await store.close();
});

async function setup() {
  const clock = manualClock();
  const store = await openTestStore(clock);
  stores.push(store);
  return { clock, limiter: createRateLimiter({ db: store.db, max: 60, windowMs: 60_000, clock }) };
}

describe('rate limiter', () => {
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
});
