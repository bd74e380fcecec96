// The webhook inbox on the engine under test: each X-Webhook-Id acts once, whichever instance records it, and
// a call whose handling failed is retried when its time comes, then given up.
import { afterEach, describe, expect, it } from 'vitest';
import { createEmailRequestQuota } from '../../../src/server/email/emailRequestQuota';
import { HOUR_MS } from '../../../src/server/email/digestSchedule';
import type { Store } from '../../../src/server/store/openStore';
import { createWebhookInbox } from '../../../src/server/webhooks/webhookInbox';
import { manualClock, openTestStore } from '../../helpers/serverEngine';

const LEASE = 60_000;
const stores: Store[] = [];
afterEach(async () => {
  for (const store of stores.splice(0)) await store.close();
});

async function setup() {
  const clock = manualClock();
  const store = await openTestStore(clock);
  stores.push(store);
  // Two instances on one store.
  return { clock, store, a: createWebhookInbox(store.db, clock, LEASE), b: createWebhookInbox(store.db, clock, LEASE) };
}

describe('webhook inbox', () => {
  it('records an id once, whichever instance sees it, and leases it to one worker', async () => {
    const { a, b } = await setup();
    const call = { webhookId: 'w-1', eventType: 'message.new', messageId: 'm-1' };
    expect(await a.record(call)).toBe(true);
    expect(await b.record(call)).toBe(false);
    expect(await a.record(call)).toBe(false);
    const [claimedByA, claimedByB] = await Promise.all([a.claimDue('A', 10), b.claimDue('B', 10)]);
    expect([...claimedByA, ...claimedByB]).toEqual([{ webhookId: 'w-1', eventType: 'message.new', messageId: 'm-1', attempts: 0 }]);
    const owner = claimedByA.length > 0 ? 'A' : 'B';
    await a.markHandled('w-1', owner);
    expect(await a.claimDue('A', 10)).toEqual([]);
    // Handled, the id still answers "seen" to a late retry.
    expect(await b.record(call)).toBe(false);
  });

  it('a failed call is retried at its time, another instance takes over an expired lease, and the last failure gives it up', async () => {
    const { clock, a, b } = await setup();
    await a.record({ webhookId: 'w-2', eventType: 'message.new', messageId: 'm-2' });
    await a.claimDue('A', 10);
    expect(await b.claimDue('B', 10)).toEqual([]);
    clock.advance(LEASE);
    expect((await b.claimDue('B', 10)).map((work) => work.webhookId)).toEqual(['w-2']);
    await b.markFailed('w-2', 'B', 'provider down', clock.now() + 2_000);
    expect(await a.claimDue('A', 10)).toEqual([]);
    clock.advance(2_000);
    const [retry] = await a.claimDue('A', 10);
    expect(retry).toMatchObject({ webhookId: 'w-2', attempts: 1 });
    await a.markFailed('w-2', 'A', 'still down', null);
    clock.advance(HOUR_MS);
    expect(await a.claimDue('A', 10)).toEqual([]);
    expect(await a.purge(HOUR_MS)).toBe(1);
    expect(await a.record({ webhookId: 'w-2', eventType: 'message.new', messageId: 'm-2' })).toBe(true);
  });

  it('calls arriving together are each recorded, and each id is new to exactly one of its callers', async () => {
    const { a, b } = await setup();
    // 1,200 calls in one burst on two instances (more than one INSERT holds), every id sent three times.
    const calls = Array.from({ length: 1_200 }, (_, i) => ({ webhookId: `burst-${i % 400}`, eventType: 'message.new', messageId: `m-${i % 400}` }));
    const answers = await Promise.all(calls.map((call, i) => (i % 2 === 0 ? a : b).record(call)));
    const freshIds = calls.filter((_, i) => answers[i]).map((call) => call.webhookId);
    expect(freshIds).toHaveLength(400);
    expect(new Set(freshIds).size).toBe(400);
    const claimed = await a.claimDue('A', 1_000);
    expect(new Set(claimed.map((work) => work.webhookId))).toEqual(new Set(calls.map((call) => call.webhookId)));
    // A retry after the burst is a repeat.
    expect(await b.record(calls[7]!)).toBe(false);
  });

  it('calls handled together are each marked handled, and only where their worker still holds the lease', async () => {
    const { clock, a, b } = await setup();
    for (let i = 0; i < 30; i++) await a.record({ webhookId: `h-${i}`, eventType: 'message.new', messageId: `m-${i}` });
    expect(await a.claimDue('A', 20)).toHaveLength(20);
    clock.advance(LEASE);
    // A's lease ran out; B took over the twenty and the ten left. A finishing late must not mark B's calls.
    expect(await b.claimDue('B', 30)).toHaveLength(30);
    await Promise.all(Array.from({ length: 20 }, (_, i) => a.markHandled(`h-${i}`, 'A')));
    // B marks its first twenty side by side (one UPDATE in this process); the other ten stay B's.
    await Promise.all(Array.from({ length: 20 }, (_, i) => b.markHandled(`h-${i}`, 'B')));
    clock.advance(LEASE);
    expect((await a.claimDue('A', 30)).map((work) => work.webhookId).sort()).toEqual(Array.from({ length: 10 }, (_, i) => `h-${20 + i}`).sort());
  });
});

describe('e-mail request quota', () => {
  it('counts per sender and recipient within an hour, across instances', async () => {
    const { clock, store } = await setup();
    const [one, two] = [createEmailRequestQuota(store.db, clock, 3), createEmailRequestQuota(store.db, clock, 3)];
    expect(await Promise.all([one.take('eve', 'ada'), two.take('eve', 'ada'), one.take('eve', 'ada')])).toEqual([true, true, true]);
    expect(await two.take('eve', 'ada')).toBe(false);
    expect(await one.take('eve', 'cy')).toBe(true);
    expect(await one.take('bob', 'ada')).toBe(true);
    clock.advance(HOUR_MS);
    expect(await two.take('eve', 'ada')).toBe(true);
    expect(await one.sweep()).toBe(5);
  });
});
