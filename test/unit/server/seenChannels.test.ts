// The seen store behind the list's "New": first seen by the user (on any device) stands; one query for a list.
// Runs on SQLite (unit) and on PostgreSQL (postgres-unit).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeenStore } from '../../../src/server/store/seenChannels';
import type { Store } from '../../../src/server/store/openStore';
import { manualClock, openTestStore } from '../../helpers/serverEngine';

let store: Store;
const clock = manualClock();
beforeAll(async () => { store = await openTestStore(clock); });
afterAll(async () => { await store?.close(); });

describe('the seen store', () => {
  it("answers which of a list's channels the user opened, per user, the first time standing", async () => {
    const seen = createSeenStore(store.db, clock);
    expect(await seen.seenAmong('ada', ['dm-a', 'b1'])).toEqual([]);
    await seen.markSeen('ada', 'dm-a');
    clock.advance(60_000);
    // A second device opens it again: no error, nothing new.
    await Promise.all([seen.markSeen('ada', 'dm-a'), seen.markSeen('ada', 'dm-a')]);
    await seen.markSeen('bob', 'b1');
    expect(await seen.seenAmong('ada', ['dm-a', 'b1', 'dm-z'])).toEqual(['dm-a']);
    expect(await seen.seenAmong('bob', ['dm-a', 'b1'])).toEqual(['b1']);
    expect(await seen.seenAmong('ada', [])).toEqual([]);
    const [row] = await store.db.query<{ seen_at: number | string }>('SELECT seen_at FROM channel_seen WHERE user_id = ? AND channel_id = ?', ['ada', 'dm-a']);
    expect(Number(row!.seen_at)).toBe(clock.now() - 60_000);
  });

  it('forgets a user on erasure, and only her', async () => {
    const seen = createSeenStore(store.db, clock);
    await seen.markSeen('cy', 'dm-c');
    await seen.markSeen('dee', 'dm-c');
    expect(await seen.forget('cy')).toBe(1);
    expect(await seen.seenAmong('cy', ['dm-c'])).toEqual([]);
    expect(await seen.seenAmong('dee', ['dm-c'])).toEqual(['dm-c']);
  });
});
