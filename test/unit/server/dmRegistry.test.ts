import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDmRegistry, sortedPair } from '../../../src/server/store/dmRegistry';
import type { Store } from '../../../src/server/store/openStore';
import { storedSetting } from '../../../src/server/store/serviceSettings';
import { manualClock, openTestStore } from '../../helpers/serverEngine';

let store: Store;
const clock = manualClock();
beforeAll(async () => { store = await openTestStore(clock); });
afterAll(async () => { await store?.close(); });

describe('the DM registry and the stored settings', () => {
  it('keep the first DM id recorded for a pair and bounty, whichever side and whatever comes later', async () => {
    const registry = createDmRegistry(store.db, clock);
    expect(await registry.find(sortedPair('bob', 'ada'), 'b1')).toBeNull();
    const [first, second] = await Promise.all([registry.record(sortedPair('bob', 'ada'), 'b1', 'dm-first'), registry.record(sortedPair('ada', 'bob'), 'b1', 'dm-second')]);
    expect(first).toBe(second);
    expect(await registry.find(sortedPair('ada', 'bob'), 'b1')).toBe(first);
    await registry.record(sortedPair('ada', 'bob'), 'b2', 'dm-other');
    expect(await registry.countForPair(sortedPair('bob', 'ada'))).toBe(2);
    expect(await registry.countForPair(sortedPair('ada', 'cy'))).toBe(0);
  });

  it('remember a DM once read (no store round trip to open it again), never a missing one', async () => {
    let reads = 0;
    // The same store, counting the reads this instance makes.
    const counted = new Proxy(store.db, {
      get(target, key) {
        const value = Reflect.get(target, key, target) as unknown;
        if (key === 'query') return (...args: Parameters<typeof target.query>) => (reads++, target.query(...args));
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    const mine = createDmRegistry(counted, clock);
    const other = createDmRegistry(store.db, clock);
    expect(await mine.find(sortedPair('eve', 'dan'), 'b3')).toBeNull();
    await other.record(sortedPair('dan', 'eve'), 'b3', 'dm-made-elsewhere');
    expect(await mine.find(sortedPair('eve', 'dan'), 'b3')).toBe('dm-made-elsewhere');
    const before = reads;
    expect(await mine.find(sortedPair('dan', 'eve'), 'b3')).toBe('dm-made-elsewhere');
    expect(reads).toBe(before);
  });

  it('generate a setting once: the first writer wins and later starts read it', async () => {
    const [a, b] = await Promise.all([storedSetting(store.db, clock, 'dm_id_secret', () => 'one'), storedSetting(store.db, clock, 'dm_id_secret', () => 'two')]);
    expect(a).toBe(b);
    expect(await storedSetting(store.db, clock, 'dm_id_secret', () => 'three')).toBe(a);
  });
});
