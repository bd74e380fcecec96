// Several instances share one budget on PostgreSQL (this folder runs on PostgreSQL only): two limiters on one
// store take bursts of the same users at once, in opposite orders, each batch locking its users. Every user gets
// exactly the limit, and no two batches wait on each other for ever.
import { afterEach, describe, expect, it } from 'vitest';
import { createRateLimiter } from '../../../src/server/http/rateLimiter';
import type { Store } from '../../../src/server/store/openStore';
import { manualClock, openTestStore } from '../../helpers/serverEngine';

const stores: Store[] = [];
afterEach(async () => {
  for (const store of stores.splice(0)) await store.close();
});

describe('rate limiter on two instances of one PostgreSQL store', () => {
  it('lets each user through exactly 60 times in 60 s across both instances, under crossing bursts', async () => {
    const clock = manualClock();
    const store = await openTestStore(clock);
    stores.push(store);
    const one = createRateLimiter({ db: store.db, max: 60, windowMs: 60_000, clock });
    const two = createRateLimiter({ db: store.db, max: 60, windowMs: 60_000, clock });
    const users = ['ada', 'bob', 'cy', 'dee', 'eve', 'fay'];
    // 90 requests per user, half on each instance; the second sees the users in the opposite order.
    const takes = Array.from({ length: 6 * 90 }, (_, i) => (Math.floor(i / 6) % 2 === 0 ? { user: users[i % 6]!, on: one } : { user: users[5 - (i % 6)]!, on: two }));
    const waits = await Promise.all(takes.map(({ user, on }) => on.take(user)));
    for (const user of users) expect(takes.filter((take, i) => take.user === user && waits[i] === 0), user).toHaveLength(60);
    // The 61st request of a user waits for the oldest of its hits to leave the window, on either instance.
    expect(await two.take('ada')).toBeGreaterThan(0);
    expect(await one.take('fay')).toBeGreaterThan(0);
  });
});
