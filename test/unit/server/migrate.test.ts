import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsFor } from '../../../src/server/store/migrate';
import { openStore } from '../../../src/server/store/openStore';
import { ENGINE, manualClock, storeSettings } from '../../helpers/serverEngine';

const folder = mkdtempSync(join(tmpdir(), 'bounty-migrate-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe(`store migrations (${ENGINE})`, () => {
  it('are applied once when three instances open a fresh store at the same moment, and never again', async () => {
    const settings = storeSettings(folder);
    const clock = manualClock();
    const stores = await Promise.all([openStore(settings, clock), openStore(settings, clock), openStore(settings, clock)]);
    const all = migrationsFor(stores[0]!.db.engine).map((migration) => migration.version);
    expect(stores.map((store) => store.applied).sort((a, b) => b.length - a.length)).toEqual([all, [], []]);
    const rows = await stores[0]!.db.query<{ version: number }>('SELECT version FROM schema_migrations ORDER BY version');
    expect(rows.map((row) => row.version)).toEqual(all);
    // The store works for all three.
    await stores[1]!.directory.upsert({ id: 'ada', name: 'Ada', email: 'ada@example.com', image: null, role: 'poster' });
    expect(await stores[2]!.directory.get('ada')).toEqual({ id: 'ada', name: 'Ada', email: 'ada@example.com', image: null, role: 'poster' });
    for (const store of stores) await store.close();
    const again = await openStore(settings, clock);
    expect(again.applied).toEqual([]);
    await again.close();
  });

  it('refuses to start on a store whose schema is newer than this service knows', async () => {
    const settings = storeSettings(join(folder, 'newer'));
    const store = await openStore(settings, manualClock());
    await store.db.run('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)', [999, 'from the future', 0]);
    await store.close();
    await expect(openStore(settings, manualClock())).rejects.toThrow(/schema is version 999, newer than this service knows/);
  });
});
