// The service's PostgreSQL connections outlast a lull in traffic (this folder runs on PostgreSQL only): a new
// connection costs the request waiting for it a backend's start and cold caches (tens of milliseconds), so a
// service whose requests come in waves a few seconds apart must not open them again at every wave.
import { afterEach, describe, expect, it } from 'vitest';
import type { Store } from '../../../src/server/store/openStore';
import { manualClock, openTestStore } from '../../helpers/serverEngine';

const stores: Store[] = [];
afterEach(async () => {
  for (const store of stores.splice(0)) await store.close();
});

describe('PostgreSQL connections of one instance', () => {
  it('are still the same backends after 11 s without a query (pg closes idle ones after 10 s by default)', async () => {
    const store = await openTestStore(manualClock());
    stores.push(store);
    // Three at once, so the pool holds three connections.
    const backends = () => Promise.all([1, 2, 3].map(() => store.db.query<{ pid: number }>('SELECT pg_backend_pid() AS pid, pg_sleep(0.05)')));
    const before = new Set((await backends()).map(([row]) => row!.pid));
    expect(before.size).toBe(3);
    await new Promise((resolve) => setTimeout(resolve, 11_000));
    const after = new Set((await backends()).map(([row]) => row!.pid));
    expect([...after].sort()).toEqual([...before].sort());
  }, 30_000);
});
