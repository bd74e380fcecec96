// Signed events to the host from two instances on one PostgreSQL database (issue 59), one killed with SIGKILL in the
// middle of a burst: every recorded event reaches the host's receiver, each under one id, and only an event whose
// call was in flight when its sender died may arrive twice (at least once: the host deduplicates on the id).
// SQLite is one instance's store: this runs in the postgres project only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFakeStream } from '../../../fake-stream/app';
import type { RunningFakeStream } from '../../../fake-stream/app';
import { startEventReceiver } from '../helpers/eventReceiver';
import type { EventReceiver } from '../helpers/eventReceiver';
import { API_KEY, API_SECRET, makeUser, removeTemporaryFolders, sendAs, sharedDm, sleep, startSmtp } from '../server/harness';
import type { TestSmtp } from '../server/harness';
import { freshSchema, queryStore, roundRobinProxy, startInstance, stopInstance } from './instances';
import type { Instance, Proxy } from './instances';

const SECRET = 'whsec-scaleout-7Gd2kL9pQ4wZ1xC8vB5nM3jH6';
/** The event lease (not a setting): a delivery the killed instance held goes to the other once it runs out. */
const EVENT_LEASE_MS = 10_000;

let fake: RunningFakeStream;
let smtp: TestSmtp;
let receiver: EventReceiver;
const started: Instance[] = [];
let lb: Proxy;

beforeAll(async () => {
  fake = await createFakeStream({ key: API_KEY, secret: API_SECRET, webhooks: { timeoutMs: 2_000, retryDelaysMs: [200, 500, 1_000, 2_000] } });
  smtp = await startSmtp();
  // The host takes a while to answer each event: a kill finds deliveries in flight.
  receiver = await startEventReceiver(SECRET, () => sleep(250));
});

afterAll(async () => {
  for (const instance of started) await stopInstance(instance);
  await lb?.close();
  await receiver?.close();
  await smtp?.close();
  await fake?.close();
  removeTemporaryFolders();
});

describe('events from two instances, one killed mid-burst', () => {
  it('every recorded event arrives under one id; only those in flight at the kill may arrive twice', async () => {
    const behind: Instance[] = [];
    lb = await roundRobinProxy(behind);
    const schema = freshSchema();
    const env = {
      SMTP_URL: smtp.url,
      BOUNTY_CHAT_DATABASE_SCHEMA: schema,
      BOUNTY_CHAT_EMAIL_WINDOW_MS: '200',
      BOUNTY_CHAT_PUBLIC_URL: lb.url,
      BOUNTY_CHAT_HOST_WEBHOOK_URL: receiver.url,
      BOUNTY_CHAT_HOST_WEBHOOK_SECRET: SECRET,
    };
    for (const name of ['A', 'B']) {
      const instance = await startInstance(name, fake, env);
      started.push(instance);
      behind.push(instance);
    }
    const [a] = behind;
    const sender = makeUser('Burst');
    const recipients = Array.from({ length: 12 }, (_, index) => makeUser(`E${index}`));
    const dms: string[] = [];
    for (const recipient of recipients) dms.push(await sharedDm(lb, sender, recipient));

    const messageIds = await Promise.all(recipients.map((recipient, index) => sendAs(fake, dms[index]!, sender, `burst to ${recipient.name}`)));
    await expect.poll(() => receiver.calls.length, { timeout: 20_000 }).toBeGreaterThanOrEqual(3);
    a!.child.kill('SIGKILL');
    const killedAt = Date.now();
    // In flight: held by the receiver, or answered so shortly before that A may not have recorded the answer.
    const heldAtKill = new Set([...receiver.inFlight, ...receiver.calls.filter((call) => call.answeredAt > killedAt - 200).map((call) => call.event.id)]);
    const doneAtKill = new Set(receiver.accepted().map((event) => event.id)).size;
    await a!.exited;
    behind.splice(behind.indexOf(a!), 1);

    // Everything the instances recorded (each message's conversation.started and message.sent, the e-mails'
    // email.sent) reaches the receiver: within the lease of what A held, B's poll and the provider's retries.
    const recorded = async () => (await queryStore<{ event_id: string }>(schema, 'SELECT event_id FROM host_events')).map((row) => row.event_id);
    const arrived = () => new Set(receiver.accepted().map((event) => event.id));
    await expect.poll(async () => (await recorded()).filter((id) => !arrived().has(id)), { timeout: EVENT_LEASE_MS + 20_000, interval: 250 }).toEqual([]);
    const ids = await recorded();
    expect(ids.length).toBeGreaterThanOrEqual(2 * recipients.length);
    // Mid-burst: some of it was still to go when A died, and B sent it.
    expect(doneAtKill).toBeLessThan(ids.length);
    expect(receiver.calls.every((call) => call.verified)).toBe(true);

    // One id per fact: each message's message.sent, each DM's conversation.started, under a single id.
    const sent = receiver.accepted().filter((event) => event.type === 'message.sent');
    for (const messageId of messageIds) {
      expect(new Set(sent.filter((event) => (event.data as { messageId: string }).messageId === messageId).map((event) => event.id)).size).toBe(1);
    }
    for (const dm of dms) {
      expect(new Set(receiver.accepted().filter((event) => event.type === 'conversation.started' && (event.data as { channelId: string }).channelId === dm).map((event) => event.id)).size).toBe(1);
    }
    // Twice only what A had in flight when it died (it never heard the answer, so its lease ran out and B sent it).
    const counts = new Map<string, number>();
    for (const event of receiver.accepted()) counts.set(event.id, (counts.get(event.id) ?? 0) + 1);
    const twice = [...counts].filter(([, count]) => count > 1).map(([id]) => id);
    expect(twice.filter((id) => !heldAtKill.has(id))).toEqual([]);
    expect(Math.max(...counts.values())).toBeLessThanOrEqual(2);
  }, 120_000);
});
