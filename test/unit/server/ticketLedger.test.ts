// The bounty-ticket ledger as two instances on one store see it: the newest iat wins, whichever instance and
// in whatever order the tickets arrive; an equal iat is accepted again.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStore } from '../../../src/server/store/openStore';
import type { Store } from '../../../src/server/store/openStore';
import { manualClock, storeSettings } from '../../helpers/serverEngine';

const folder = mkdtempSync(join(tmpdir(), 'bounty-ledger-'));
let first: Store;
let second: Store;

beforeAll(async () => {
  const settings = storeSettings(folder);
  first = await openStore(settings, manualClock());
  second = await openStore(settings, manualClock());
});

afterAll(async () => {
  await first?.close();
  await second?.close();
  rmSync(folder, { recursive: true, force: true });
});

describe('the ticket ledger', () => {
  it('accepts an equal or newer iat and refuses an older one, across instances', async () => {
    expect(await first.tickets.accept('bounty-1', 100)).toBe('current');
    expect(await second.tickets.accept('bounty-1', 100)).toBe('current');
    expect(await second.tickets.accept('bounty-1', 99)).toBe('refused');
    expect(await first.tickets.accept('bounty-1', 150)).toBe('current');
    expect(await second.tickets.accept('bounty-1', 120)).toBe('refused');
    expect(await first.tickets.accept('bounty-2', 1)).toBe('current');
  });

  it('never moves back under concurrent tickets from both instances', async () => {
    const iats = [7, 3, 9, 1, 8, 9, 2, 6, 5, 4];
    await Promise.all(iats.map((iat, i) => (i % 2 === 0 ? first : second).tickets.accept('bounty-race', iat)));
    expect(await first.tickets.accept('bounty-race', 8)).toBe('refused');
    expect(await second.tickets.accept('bounty-race', 9)).toBe('current');
  });
});
