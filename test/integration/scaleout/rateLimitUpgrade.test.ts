// The upgrade that stops PostgreSQL logging the rate-limit tables (migration 14; this folder runs on PostgreSQL
// only) keeps every user's window: a user at the limit before it is still refused after it, for as long as before.
import { afterEach, describe, expect, it } from 'vitest';
import { createRateLimiter } from '../../../src/server/http/rateLimiter';
import { openStore } from '../../../src/server/store/openStore';
import type { Store } from '../../../src/server/store/openStore';
import { manualClock, storeSettings } from '../../helpers/serverEngine';

const stores: Store[] = [];
afterEach(async () => {
  for (const store of stores.splice(0)) await store.close();
});

describe('the rate limit across the upgrade that stops logging its tables', () => {
  it('still refuses a user who was at the limit before the upgrade, and counts on after it', async () => {
    const clock = manualClock();
    const settings = storeSettings(null);
    const before = await openStore(settings, clock);
    // The store as the service before the upgrade left it: the tables logged, the upgrade not applied.
    await before.db.exec('ALTER TABLE rate_limit_hits SET LOGGED; ALTER TABLE rate_limit_counts SET LOGGED; DELETE FROM schema_migrations WHERE version = 14');
    const old = createRateLimiter({ db: before.db, max: 3, windowMs: 60_000, clock });
    for (let i = 0; i < 3; i++) expect(await old.take('ada')).toBe(0);
    expect(await old.take('bob')).toBe(0);
    await before.close();

    clock.advance(10_000);
    const after = await openStore(settings, clock);
    stores.push(after);
    expect(after.applied).toEqual([14]);
    const persistence = await after.db.query<{ relname: string; relpersistence: string }>(
      "SELECT relname, relpersistence FROM pg_class WHERE relname IN ('rate_limit_hits', 'rate_limit_counts') AND relnamespace = current_schema()::regnamespace ORDER BY relname",
    );
    expect(persistence).toEqual([{ relname: 'rate_limit_counts', relpersistence: 'u' }, { relname: 'rate_limit_hits', relpersistence: 'u' }]);
    const limiter = createRateLimiter({ db: after.db, max: 3, windowMs: 60_000, clock });
    expect(await limiter.take('ada')).toBe(50_000);
    expect(await limiter.take('bob')).toBe(0);
    expect(await limiter.take('bob')).toBe(0);
    expect(await limiter.take('bob')).toBe(50_000);
  });
});
