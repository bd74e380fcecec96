import { afterEach, describe, expect, it } from 'vitest';
import { createEmailQueue } from '../../../src/server/email/emailQueue';
import type { EmailRequest } from '../../../src/server/email/emailQueue';
import { HOUR_MS } from '../../../src/server/email/digestSchedule';
import type { Store } from '../../../src/server/store/openStore';
import { manualClock, openTestStore } from '../../helpers/serverEngine';

const REQUEST: EmailRequest = {
  recipientId: 'bob',
  recipientEmail: 'bob@example.com',
  recipientName: 'Bob',
  channelId: 'bounty-1',
  channelTitle: 'Bounty',
  kind: 'message',
  isDM: false,
  senderId: 'ada',
  senderName: 'Ada',
  text: 'one',
  messageId: null,
};

const WINDOW = 500;
const stores: Store[] = [];
afterEach(async () => {
  for (const store of stores.splice(0)) await store.close();
});

async function setup(settings: { hourlyCap?: number } = {}) {
  const clock = manualClock();
  const store = await openTestStore(clock);
  stores.push(store);
  const queue = createEmailQueue(store.db, clock, {
    windowMs: WINDOW,
    hourlyCap: settings.hourlyCap ?? 6,
    leaseMs: 10_000,
    retentionMs: 7 * 24 * HOUR_MS,
  });
  const texts = (digests: { items: { text: string }[] }[]) => digests.map((digest) => digest.items.map((item) => item.text));
  return { queue, clock, texts };
}

describe('e-mail queue', () => {
  it('puts everything for one recipient within the window into one digest, across channels and senders', async () => {
    const { queue, clock, texts } = await setup();
    await queue.enqueue(REQUEST);
    clock.advance(200);
    await queue.enqueue({ ...REQUEST, text: 'two' });
    await queue.enqueue({ ...REQUEST, channelId: 'bounty-2', senderId: 'cy', senderName: 'Cy', text: 'elsewhere' });
    await queue.enqueue({ ...REQUEST, recipientId: 'cy', recipientEmail: 'cy@example.com', text: 'to cy' });
    expect(await queue.claimDue('w', 10)).toEqual([]);
    clock.advance(300);
    const due = await queue.claimDue('w', 10);
    expect(texts(due)).toEqual([['one', 'two', 'elsewhere']]);
    expect(due[0]!.items.map((item) => item.channelId)).toEqual(['bounty-1', 'bounty-1', 'bounty-2']);
    clock.advance(200);
    expect(texts(await queue.claimDue('w', 10))).toEqual([['to cy']]);
  });

  it('merges concurrent requests from many instances into one digest', async () => {
    const { queue, clock, texts } = await setup();
    await Promise.all(Array.from({ length: 20 }, (_, i) => queue.enqueue({ ...REQUEST, channelId: `bounty-${i % 3}`, text: `m${i}` })));
    clock.advance(WINDOW);
    const due = await queue.claimDue('w', 10);
    expect(due).toHaveLength(1);
    expect(texts(due)[0]!.sort()).toEqual(Array.from({ length: 20 }, (_, i) => `m${i}`).sort());
  });

  it('never queues one message to one recipient twice', async () => {
    const { queue, clock, texts } = await setup();
    expect(await queue.enqueue({ ...REQUEST, messageId: 'msg-1' })).toEqual({ queued: true });
    expect(await queue.enqueue({ ...REQUEST, messageId: 'msg-1' })).toEqual({ queued: true });
    await queue.enqueue({ ...REQUEST, messageId: 'msg-1', recipientId: 'cy', recipientEmail: 'cy@example.com' });
    clock.advance(WINDOW);
    const first = await queue.claimDue('w', 10);
    expect(texts(first)).toEqual([['one'], ['one']]);
    for (const digest of first) await queue.markSent(digest.id, 'w');
    await queue.enqueue({ ...REQUEST, messageId: 'msg-1' });
    clock.advance(WINDOW);
    expect(await queue.claimDue('w', 10)).toEqual([]);
  });

  it('starts a new digest for items that arrive once a digest is claimed, losing none', async () => {
    const { queue, clock, texts } = await setup();
    await queue.enqueue(REQUEST);
    clock.advance(WINDOW);
    expect(texts(await queue.claimDue('w', 10))).toEqual([['one']]);
    await queue.enqueue({ ...REQUEST, text: 'late' });
    clock.advance(WINDOW);
    expect(texts(await queue.claimDue('w', 10))).toEqual([['late']]);
  });

  it('sends at most `hourlyCap` digests an hour; later items wait for the next allowed digest', async () => {
    const { queue, clock, texts } = await setup({ hourlyCap: 2 });
    const start = clock.now();
    for (const text of ['a', 'b']) {
      expect(await queue.enqueue({ ...REQUEST, text })).toEqual({ queued: true });
      clock.advance(WINDOW);
      for (const digest of await queue.claimDue('w', 10)) await queue.markSent(digest.id, 'w');
    }
    expect(await queue.enqueue({ ...REQUEST, text: 'c' })).toEqual({ queued: false, reason: 'hourly_cap' });
    expect(await queue.enqueue({ ...REQUEST, text: 'd' })).toEqual({ queued: false, reason: 'hourly_cap' });
    clock.advance(30 * 60_000);
    expect(await queue.claimDue('w', 10)).toEqual([]);
    clock.set(start + WINDOW + HOUR_MS);
    expect(texts(await queue.claimDue('w', 10))).toEqual([['c', 'd']]);
  });

  it('sends a private-chat notice once per sender and recipient a day', async () => {
    const { queue, clock } = await setup();
    const notice: EmailRequest = { ...REQUEST, kind: 'private-chat', text: '' };
    expect(await queue.enqueue(notice)).toEqual({ queued: true });
    expect(await queue.enqueue(notice)).toEqual({ queued: false, reason: 'already_notified' });
    expect(await queue.enqueue({ ...notice, senderId: 'cy' })).toEqual({ queued: true });
    clock.advance(24 * HOUR_MS - 1);
    expect(await queue.enqueue(notice)).toEqual({ queued: false, reason: 'already_notified' });
    clock.advance(1);
    expect(await queue.enqueue(notice)).toEqual({ queued: true });
  });

  it('leases a claimed digest to one worker until the lease runs out or is given back', async () => {
    const { queue, clock } = await setup();
    await queue.enqueue(REQUEST);
    await queue.enqueue({ ...REQUEST, recipientId: 'cy', recipientEmail: 'cy@example.com' });
    clock.advance(WINDOW);
    const [a, b] = await Promise.all([queue.claimDue('a', 1), queue.claimDue('b', 1)]);
    expect([a!.length, b!.length]).toEqual([1, 1]);
    expect(a![0]!.id).not.toBe(b![0]!.id);
    expect(await queue.claimDue('c', 10)).toEqual([]);
    expect(await queue.nextDueAt()).toBe(clock.now() + 10_000);
    expect(await queue.release('b')).toBe(1);
    expect((await queue.claimDue('c', 10)).map((digest) => digest.id)).toEqual([b![0]!.id]);
    expect(await queue.markSent(b![0]!.id, 'c')).toBe(true);
    clock.advance(10_000);
    expect((await queue.claimDue('d', 10)).map((digest) => digest.id)).toEqual([a![0]!.id]);
    // 'a' lost its lease to 'd': its late mark is refused, and 'd' delivers.
    expect(await queue.markSent(a![0]!.id, 'a')).toBe(false);
    expect(await queue.markSent(a![0]!.id, 'd')).toBe(true);
  });

  it('retries a failed digest when its time comes and sets it aside as a dead letter after the last attempt', async () => {
    const { queue, clock } = await setup();
    await queue.enqueue(REQUEST);
    clock.advance(WINDOW);
    const [digest] = await queue.claimDue('w', 10);
    await queue.markFailed(digest!.id, 'w', 'smtp down', clock.now() + 1_000);
    expect(await queue.claimDue('w', 10)).toEqual([]);
    expect(await queue.nextDueAt()).toBe(clock.now() + 1_000);
    expect(await queue.depth()).toBe(1);
    clock.advance(1_000);
    const [again] = await queue.claimDue('w', 10);
    expect(again?.attempts).toBe(1);
    await queue.markFailed(again!.id, 'w', 'smtp down', null);
    expect(await queue.depth()).toBe(0);
    expect(await queue.nextDueAt()).toBeNull();
    const [row] = await stores[0]!.db.query<{ dead_at: number | null; attempts: number; last_error: string }>(
      'SELECT dead_at, attempts, last_error FROM email_digests WHERE id = ?',
      [digest!.id],
    );
    expect(row).toEqual({ dead_at: clock.now(), attempts: 2, last_error: 'smtp down' });
  });

  it('erases the text and address of delivered e-mail after the retention', async () => {
    const { queue, clock } = await setup();
    await queue.enqueue({ ...REQUEST, text: 'personal' });
    clock.advance(WINDOW);
    const [digest] = await queue.claimDue('w', 10);
    await queue.markSent(digest!.id, 'w');
    clock.advance(7 * 24 * HOUR_MS - 1);
    expect(await queue.purge()).toBe(0);
    clock.advance(1);
    expect(await queue.purge()).toBe(1);
    const rows = await stores[0]!.db.query<{ text: string | null }>('SELECT text FROM email_items');
    expect(rows).toEqual([{ text: null }]);
    const [address] = await stores[0]!.db.query<{ recipient_email: string }>('SELECT recipient_email FROM email_digests');
    expect(address).toEqual({ recipient_email: '' });
  });
});
