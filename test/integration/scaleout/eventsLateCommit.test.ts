// A host polling GET /api/host/v1/events?after= against PostgreSQL, where an event's transaction commits after a
// later event's (two instances, or two requests of one, record side by side): the late one is listed, in its
// place, and the worker sends it first. SQLite runs one transaction at a time, so this runs in the postgres project.
import { afterEach, describe, expect, it } from 'vitest';
import { createHostEventOutbox, EVENT_SETTLE_MS, recordEvent } from '../../../src/server/events/hostEvents';
import type { HostEvent } from '../../../src/server/events/eventCatalogue';
import type { Store } from '../../../src/server/store/openStore';
import { manualClock, openTestStore } from '../../helpers/serverEngine';

let store: Store | null = null;
/** Ends the held transaction, also when an assertion failed while it was open. */
let finish: () => Promise<void> = async () => {};
afterEach(async () => {
  await finish();
  await store?.close();
  store = null;
});

describe('an event whose transaction commits late', () => {
  it('is not stepped over by a host paging after=, and is delivered before the later one of its conversation', async () => {
    const clock = manualClock();
    store = await openTestStore(clock);
    const db = store.db;
    const outbox = createHostEventOutbox(db, clock, 10_000);
    let commit = () => {};
    const held = new Promise<void>((resolve) => (commit = resolve));
    let recorded = () => {};
    const inserted = new Promise<void>((resolve) => (recorded = resolve));
    // The first event is recorded (its seq taken) in a transaction that stays open...
    let early: HostEvent | null = null;
    const transaction = db.transaction(async (tx) => {
      early = await recordEvent(tx, 'user.unsubscribed', { userId: 'early' }, { clock, conversation: 'dm-1' });
      recorded();
      await held;
    });
    finish = async () => {
      commit();
      await transaction;
    };
    await inserted;
    // ...while a later one, 200 ms on, commits at once.
    clock.advance(200);
    const late = (await recordEvent(db, 'user.unsubscribed', { userId: 'later' }, { clock, conversation: 'dm-1' }))!;

    // The host polls as it does, continuing after the last id it got.
    const got: string[] = [];
    let after: string | null = null;
    const poll = async () => {
      const page = (await outbox.list(after, 100))!;
      got.push(...page.map((event) => event.id));
      after = page.at(-1)?.id ?? after;
    };
    clock.advance(300);
    await poll();
    const claimedEarly = await outbox.claimDue('w1', 10);
    // The first transaction commits 600 ms after it recorded: within the settle window.
    clock.advance(100);
    await finish();
    clock.advance(EVENT_SETTLE_MS);
    await poll();
    await poll();
    expect(got).toEqual([early!.id, late.id]);
    expect(claimedEarly).toEqual([]);
    expect((await outbox.claimDue('w1', 10)).map((event) => event.id)).toEqual([early!.id]);
  });
});
