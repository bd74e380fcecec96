/**
 * Which store engine the service's tests run on: SQLite in the main run, PostgreSQL in the `postgres`
 * project (BOUNTY_TEST_ENGINE=postgres), where each call gets a fresh schema in this run's database.
 */
import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import type { Clock } from '../../src/server/clock';
import { openStore } from '../../src/server/store/openStore';
import type { Store, StoreSettings } from '../../src/server/store/openStore';

/** The engine under test. */
export const ENGINE: 'sqlite' | 'postgres' = process.env['BOUNTY_TEST_ENGINE'] === 'postgres' ? 'postgres' : 'sqlite';

/** A store of its own: a new schema on PostgreSQL, else SQLite in `dataDir` (null: in memory). */
export function storeSettings(dataDir: string | null): StoreSettings {
  if (ENGINE === 'sqlite') return { databaseUrl: null, databaseSchema: 'public', databasePoolSize: 1, dataDir };
  return { databaseUrl: inject('postgresTestUrl'), databaseSchema: `t_${randomBytes(6).toString('hex')}`, databasePoolSize: 4, dataDir };
}

/** A migrated store of its own for a unit test (SQLite in memory, or a fresh PostgreSQL schema); close it after. */
export function openTestStore(clock: Clock): Promise<Store> {
  return openStore(storeSettings(null), clock);
}

/** A clock the test moves by hand. */
export function manualClock(start = 1_700_000_000_000): Clock & { advance(ms: number): number; set(at: number): void } {
  let now = start;
  return { now: () => now, advance: (ms) => (now += ms), set: (at) => void (now = at) };
}
