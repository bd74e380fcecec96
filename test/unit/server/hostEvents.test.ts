// The rules of host events: settings refused at start-up, the signature a receiver checks, the response figures
// from hand-computed conversations, and the outbox's order and dedupe on the store engine under test.
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError } from '../../../src/server/config/configError';
import { parseEventsConfig } from '../../../src/server/config/events';
import { signatureProblem, signEvent } from '../../../src/server/events/signature';
import { median, replyHint, responsivenessOf } from '../../../src/server/events/responseFigures';
import { createHostEventOutbox, EVENT_SETTLE_MS, recordEvent, reviseSettlingEvent } from '../../../src/server/events/hostEvents';
import type { Store } from '../../../src/server/store/openStore';
import { manualClock, openTestStore } from '../../helpers/serverEngine';

const SECRET = 'whsec-3kD9fG2hJ7lQ1wE5rT8yU0iO4pA6sZxCvBnM';
const HOUR = 3_600_000;

describe('parseEventsConfig', () => {
  it.each([
    [{ BOUNTY_CHAT_HOST_WEBHOOK_URL: 'http://jobs.example.com/events', BOUNTY_CHAT_HOST_WEBHOOK_SECRET: SECRET }, 'BOUNTY_CHAT_HOST_WEBHOOK_URL'],
    [{ BOUNTY_CHAT_HOST_WEBHOOK_URL: 'ftp://127.0.0.1/events', BOUNTY_CHAT_HOST_WEBHOOK_SECRET: SECRET }, 'BOUNTY_CHAT_HOST_WEBHOOK_URL'],
    [{ BOUNTY_CHAT_HOST_WEBHOOK_URL: 'https://jobs.example.com/events' }, 'BOUNTY_CHAT_HOST_WEBHOOK_SECRET'],
    [{ BOUNTY_CHAT_HOST_WEBHOOK_URL: 'https://jobs.example.com/events', BOUNTY_CHAT_HOST_WEBHOOK_SECRET: 'short-secret' }, 'BOUNTY_CHAT_HOST_WEBHOOK_SECRET'],
    [{ BOUNTY_CHAT_HOST_WEBHOOK_URL: 'https://jobs.example.com/events', BOUNTY_CHAT_HOST_WEBHOOK_SECRET: 'the-host-api-key-is-not-a-signing-secret' }, 'BOUNTY_CHAT_HOST_WEBHOOK_SECRET'],
    [{ BOUNTY_CHAT_HOST_WEBHOOK_RETRY_HOURS: '0' }, 'BOUNTY_CHAT_HOST_WEBHOOK_RETRY_HOURS'],
    [{ BOUNTY_CHAT_HOST_WEBHOOK_TEXT: 'yes' }, 'BOUNTY_CHAT_HOST_WEBHOOK_TEXT'],
  ])('refuses %o, naming %s', (env, variable) => {
    let error: unknown;
    try {
      parseEventsConfig(env, ['the-host-api-key-is-not-a-signing-secret']);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).setting).toBe(variable);
  });

  it('takes https anywhere and http on loopback, with the defaults', () => {
    expect(parseEventsConfig({ BOUNTY_CHAT_HOST_WEBHOOK_URL: 'http://127.0.0.1:4000/e', BOUNTY_CHAT_HOST_WEBHOOK_SECRET: SECRET }, []))
      .toMatchObject({ url: 'http://127.0.0.1:4000/e', secret: SECRET, includeText: false, retryMs: 24 * HOUR, retentionMs: 30 * 24 * HOUR });
    expect(parseEventsConfig({ BOUNTY_CHAT_HOST_WEBHOOK_URL: 'https://jobs.example.com/e', BOUNTY_CHAT_HOST_WEBHOOK_SECRET: SECRET, BOUNTY_CHAT_HOST_WEBHOOK_TEXT: '1' }, []))
      .toMatchObject({ includeText: true });
  });
});

describe('the signature a receiver checks', () => {
  const body = '{"id":"evt_1","type":"message.sent"}';
  const now = 1_800_000_000;
  it.each([
    ['fresh and right', signEvent(SECRET, body, now), now + 10, null],
    ['replayed six minutes later', signEvent(SECRET, body, now), now + 360, 'timestamp outside the tolerance'],
    ['signed with another secret', signEvent(`${SECRET}x`, body, now), now, 'signature mismatch'],
    ['of another body', signEvent(SECRET, `${body} `, now), now, 'signature mismatch'],
    ['its t moved forward to look fresh', signEvent(SECRET, body, now).replace(`t=${now}`, `t=${now + 360}`), now + 360, 'signature mismatch'],
    ['missing', undefined, now, 'no signature'],
  ])('%s', (_name, header, at, problem) => expect(signatureProblem(SECRET, body, header, at)).toBe(problem));
});

describe('response figures', () => {
  const now = 100 * 24 * HOUR;
  const started = (hoursAgo: number, repliedAfterHours: number | null) => ({ startedAt: now - hoursAgo * HOUR, firstReplyAt: repliedAfterHours === null ? null : now - hoursAgo * HOUR + repliedAfterHours * HOUR });

  it('count answered within 24 h, the median over every reply, and leave out the unanswered under a day old', () => {
    const figures = responsivenessOf([started(100, 1), started(90, 3), started(80, 30), started(70, null), started(2, null), started(5, 2)], now);
    // Counted: the 1 h, 3 h, 30 h and 2 h replies and the 70 h old silence; the 2 h old silence may still be answered.
    expect(figures).toEqual({ conversations: 5, answered: 3, responseRate: 0.6, medianFirstReplySeconds: 2.5 * 3600, window: '90d' });
  });

  it.each([
    [[], null],
    [[1, 2, 3], 2],
    [[4, 1, 3, 2], 3],
  ])('median(%o) is %s', (values, expected) => expect(median(values)).toBe(expected));

  it.each([
    ['four conversations: nothing shown', { conversations: 4, answered: 4, responseRate: 1, medianFirstReplySeconds: 60 }, null],
    ['quick: within 1 hour', { conversations: 5, answered: 5, responseRate: 1, medianFirstReplySeconds: 60 }, { kind: 'within', hours: 1 }],
    ['a median of 1 h 10 min: within 2 hours', { conversations: 8, answered: 6, responseRate: 0.75, medianFirstReplySeconds: 4200 }, { kind: 'within', hours: 2 }],
    ['under half answered: rarely', { conversations: 10, answered: 4, responseRate: 0.4, medianFirstReplySeconds: 600 }, { kind: 'rarely' }],
  ])('%s', (_name, figures, hint) => expect(replyHint({ ...figures, window: '90d' })).toEqual(hint));
});

describe('the outbox', () => {
  let store: Store | null = null;
  afterEach(async () => {
    await store?.close();
    store = null;
  });

  it('records a fact once, and leases one event per conversation, oldest first, the next only once it is delivered', async () => {
    const clock = manualClock();
    store = await openTestStore(clock);
    const outbox = createHostEventOutbox(store.db, clock, 10_000);
    const a1 = await recordEvent(store.db, 'user.unsubscribed', { userId: 'ann' }, { clock, conversation: 'c1', dedupeKey: 'k1' });
    expect(await recordEvent(store.db, 'user.unsubscribed', { userId: 'ann' }, { clock, conversation: 'c1', dedupeKey: 'k1' })).toBeNull();
    const a2 = await recordEvent(store.db, 'user.unsubscribed', { userId: 'bea' }, { clock, conversation: 'c1' });
    const b1 = await recordEvent(store.db, 'user.unsubscribed', { userId: 'cy' }, { clock, conversation: 'c2' });
    clock.advance(EVENT_SETTLE_MS);
    expect((await outbox.claimDue('w1', 10)).map((event) => event.id)).toEqual([a1!.id, b1!.id]);
    // Another worker finds nothing: a1 is leased and a2 waits behind it.
    expect(await outbox.claimDue('w2', 10)).toEqual([]);
    await outbox.markFailed(a1!.id, 'w1', 'HTTP 500', clock.now() + 1_000);
    expect(await outbox.claimDue('w2', 10)).toEqual([]);
    clock.advance(1_000);
    expect((await outbox.claimDue('w2', 10)).map((event) => event.id)).toEqual([a1!.id]);
    await outbox.markDelivered(a1!.id, 'w2');
    expect((await outbox.claimDue('w2', 10)).map((event) => event.id)).toEqual([a2!.id]);
  });

  it('leases a conversation\'s events in the order they happened, each once it has settled, whatever the order recorded', async () => {
    const clock = manualClock();
    store = await openTestStore(clock);
    const outbox = createHostEventOutbox(store.db, clock, 10_000);
    const t = clock.now();
    // The later message's webhook was handled first: its event is recorded first.
    const later = await recordEvent(store.db, 'user.unsubscribed', { userId: 'later' }, { clock, conversation: 'c1', occurredAt: t - 200 });
    clock.advance(300);
    const earlier = await recordEvent(store.db, 'user.unsubscribed', { userId: 'earlier' }, { clock, conversation: 'c1', occurredAt: t - 210 });
    expect(JSON.parse(JSON.stringify(earlier))).toMatchObject({ occurredAt: new Date(t - 210).toISOString(), createdAt: new Date(t + 300).toISOString() });
    // Not before the first recorded has settled; then the one that happened first, though it is still settling.
    clock.advance(EVENT_SETTLE_MS - 301);
    expect(await outbox.claimDue('w1', 10)).toEqual([]);
    clock.advance(1);
    expect(await outbox.claimDue('w1', 10)).toEqual([]);
    clock.advance(300);
    expect((await outbox.claimDue('w1', 10)).map((event) => event.id)).toEqual([earlier!.id]);
    expect(await outbox.claimDue('w2', 10)).toEqual([]);
    await outbox.markDelivered(earlier!.id, 'w1');
    expect((await outbox.claimDue('w2', 10)).map((event) => event.id)).toEqual([later!.id]);
  });

  it('lists only settled events, in the order recorded, and a cursor pages on without skipping or repeating', async () => {
    const clock = manualClock();
    store = await openTestStore(clock);
    const outbox = createHostEventOutbox(store.db, clock, 10_000);
    const ids: string[] = [];
    const record = async (userId: string, occurredAt?: number) => ids.push((await recordEvent(store!.db, 'user.unsubscribed', { userId }, { clock, conversation: userId, ...(occurredAt !== undefined && { occurredAt }) }))!.id);
    await record('a');
    await record('b', clock.now() - 60_000);
    expect(await outbox.list(null, 10)).toEqual([]);
    clock.advance(EVENT_SETTLE_MS);
    await record('c');
    const first = await outbox.list(null, 1);
    expect(first!.map((event) => event.id)).toEqual([ids[0]]);
    const second = await outbox.list(first![0]!.id, 10);
    // c was recorded less than the window ago: not listed yet, and not stepped over once it is.
    expect(second!.map((event) => event.id)).toEqual([ids[1]]);
    expect(await outbox.list(second![0]!.id, 10)).toEqual([]);
    clock.advance(EVENT_SETTLE_MS);
    expect((await outbox.list(second![0]!.id, 10))!.map((event) => event.id)).toEqual([ids[2]]);
    expect((await outbox.list(null, 10))!.map((event) => event.id)).toEqual(ids);
  });

  it('revises an event only while it is settling, keeping its id; after that it stands as recorded', async () => {
    const clock = manualClock();
    store = await openTestStore(clock);
    const outbox = createHostEventOutbox(store.db, clock, 10_000);
    const t = clock.now();
    const event = (await recordEvent(store.db, 'user.unsubscribed', { userId: 'ann' }, { clock, conversation: 'c1', dedupeKey: 'k1' }))!;
    clock.advance(EVENT_SETTLE_MS / 2 - 1);
    expect(await reviseSettlingEvent(store.db, 'user.unsubscribed', 'k1', () => ({ userId: 'bea' }), t - 5, clock)).toEqual({ userId: 'ann' });
    clock.advance(1);
    expect(await reviseSettlingEvent(store.db, 'user.unsubscribed', 'k1', () => ({ userId: 'cy' }), t - 9, clock)).toBeNull();
    clock.advance(EVENT_SETTLE_MS);
    expect(await outbox.list(null, 10)).toEqual([{ ...event, occurredAt: new Date(t - 5).toISOString(), data: { userId: 'bea' } }]);
  });
});
