// Signed events to the host (issue 59): real fake-stream pushing its webhooks to the real service, which records
// events in its outbox and POSTs them to a real receiver on loopback; the host API lists them and the figures.
import { createHmac } from 'node:crypto';
import type { AddressObject } from 'mailparser';
import nodemailer from 'nodemailer';
import type { SendMailOptions } from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFakeStream } from '../../../fake-stream/app';
import type { RunningFakeStream } from '../../../fake-stream/app';
import { signUnsubscribeToken } from '../../../src/server/email/unsubscribeLink';
import type { EventType, HostEvent } from '../../../src/server/events/eventCatalogue';
import type { ServiceConfig } from '../../../src/server/config/serviceConfig';
import type { RunningServer } from '../../../src/server/startServer';
import { startEventReceiver } from '../helpers/eventReceiver';
import type { EventReceiver } from '../helpers/eventReceiver';
import { CHANNEL_TYPE } from '../../../src/contract/ids';
import { STREAM_WEBHOOK_PATH } from '../../../src/server/webhooks/streamWebhookRoute';
import { deliveryReport } from './deliveryReport';
import { API_KEY, API_SECRET, freePort, makeUser, providerClient, putBounty, removeTemporaryFolders, sendAs, sharedDm, sleep, startService, startSmtp, testConfig, uniqueId } from './harness';
import type { TestSmtp, TestUser } from './harness';

const HOST_KEY = 'Hk7-events-9qZ2xW4vB6nM8pL0rT3yU5iO1aSdFgJ';
const SECRET = 'whsec-3kD9fG2hJ7lQ1wE5rT8yU0iO4pA6sZxCvBnM';
/** Replies by e-mail come back to this domain (the service's inbound SMTP listener takes them). */
const DOMAIN = 'reply.events.invalid';

let fake: RunningFakeStream;
let smtp: TestSmtp;
let receiver: EventReceiver;
let service: RunningServer;
let config: ServiceConfig;

beforeAll(async () => {
  fake = await createFakeStream({ key: API_KEY, secret: API_SECRET, webhooks: { timeoutMs: 2_000, retryDelaysMs: [100, 200] } });
  smtp = await startSmtp();
  receiver = await startEventReceiver(SECRET);
  const port = await freePort();
  const base = testConfig(fake, { smtpUrl: smtp.url });
  config = {
    ...base,
    host: { ...base.host, hostApiKey: HOST_KEY },
    notify: { ...base.notify, publicUrl: `http://127.0.0.1:${port}` },
    events: { ...base.events, url: receiver.url, secret: SECRET, retryBaseMs: 200 },
    reply: { ...base.reply, domain: DOMAIN, smtpPort: 0, smtpHost: '127.0.0.1', maxBytes: 1_000_000 },
  };
  service = await startService(config, { port });
});

afterAll(async () => {
  await service?.close();
  await receiver?.close();
  await smtp?.close();
  await fake?.close();
  removeTemporaryFolders();
});

/** Calls the host API with the host's key. */
async function host(path: string, body?: unknown): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${service.url}/api/host/v1/${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { authorization: `Bearer ${HOST_KEY}`, 'content-type': 'application/json' },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const about = (channelId: string) => receiver.accepted().filter((event) => (event.data as { channelId?: string }).channelId === channelId);
const typesIn = (channelId: string) => about(channelId).map((event) => event.type);
const accepted = (type: EventType, match: (data: Record<string, unknown>) => boolean) =>
  receiver.accepted().filter((event) => event.type === type && match(event.data as unknown as Record<string, unknown>));

/** Sends as `user` and waits until its message.sent was accepted (a webhook brings one message at a time). */
async function send(channelId: string, user: TestUser, text: string): Promise<string> {
  const id = await sendAs(fake, channelId, user, text);
  await expect.poll(() => accepted('message.sent', (data) => data['messageId'] === id).length).toBe(1);
  return id;
}

describe('events of a conversation', () => {
  let poster: TestUser;
  let candidate: TestUser;
  let dm: string;

  it('arrive once each, signed, in the order they happened, with the e-mail the poster was sent', async () => {
    [poster, candidate] = [makeUser('Polly'), makeUser('Casey')];
    dm = await sharedDm(service, poster, candidate);
    const first = await send(dm, candidate, 'Hi, is this still open?');
    await send(dm, candidate, 'I have done this before.');
    const reply = await send(dm, poster, 'Yes! Tell me more.');
    await send(dm, candidate, 'Sure.');
    expect(typesIn(dm)).toEqual(['conversation.started', 'message.sent', 'message.sent', 'message.sent', 'conversation.first_reply', 'message.sent']);
    const [started, , , , firstReply] = about(dm);
    expect(started!.data).toMatchObject({ channelId: dm, candidateId: candidate.sub, posterId: poster.sub, senderId: candidate.sub, messageId: first });
    expect(firstReply!.data).toMatchObject({ senderId: poster.sub, messageId: reply });
    expect((firstReply!.data as { seconds: number }).seconds).toBeGreaterThanOrEqual(0);
    // Without BOUNTY_CHAT_HOST_WEBHOOK_TEXT the text stays home; via says the widget's way in.
    expect(about(dm)[1]!.data).toEqual({ channelId: dm, bountyId: expect.any(String), senderId: candidate.sub, messageId: first, via: 'widget' });
    // Offline, the poster was e-mailed about the candidate's messages.
    await expect.poll(() => accepted('email.sent', (data) => data['recipientId'] === poster.sub).length).toBeGreaterThan(0);
    expect(accepted('email.sent', (data) => data['recipientId'] === poster.sub)[0]!.data).toMatchObject({ channelIds: [dm] });
    expect(receiver.calls.every((call) => call.verified)).toBe(true);
    const ids = receiver.accepted().map((event) => event.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('are listed by the host API, page by page, with the same ids', async () => {
    const all: HostEvent[] = [];
    let after: string | null = null;
    for (;;) {
      const page = await host(`events?limit=3${after === null ? '' : `&after=${after}`}`);
      expect(page.status).toBe(200);
      const events = page.body['events'] as HostEvent[];
      if (events.length === 0) break;
      all.push(...events);
      after = page.body['next'] as string;
    }
    const listed = all.filter((event) => (event.data as { channelId?: string }).channelId === dm);
    expect(listed.map((event) => event.id)).toEqual(about(dm).map((event) => event.id));
    expect((await host('events?after=evt_000000000000000000000000')).status).toBe(404);
  });

  it('give the response figures the host API answers', async () => {
    const figures = await host(`users/${poster.sub}/responsiveness`);
    const seconds = (accepted('conversation.first_reply', (data) => data['channelId'] === dm)[0]!.data as { seconds: number }).seconds;
    expect(figures.body).toEqual({ userId: poster.sub, conversations: 1, answered: 1, responseRate: 1, medianFirstReplySeconds: seconds, window: '90d' });
    // The candidate wrote first: she was never written to, so she has nothing to be measured on.
    expect((await host(`users/${candidate.sub}/responsiveness`)).body).toMatchObject({ conversations: 0, responseRate: null });
    const bountyId = (about(dm)[0]!.data as { bountyId: string }).bountyId;
    expect((await host(`bounties/${bountyId}/activity`)).body).toEqual({ bountyId, conversations: 1, candidates: 1, unanswered: 0, medianFirstReplySeconds: seconds });
  });

  it('a bounty closed by the host and an unsubscribe link each send one event', async () => {
    const bountyId = (about(dm)[0]!.data as { bountyId: string }).bountyId;
    expect((await putBounty(service, HOST_KEY, bountyId, { status: 'closed' })).status).toBe(200);
    expect((await putBounty(service, HOST_KEY, bountyId, { status: 'closed' })).status).toBe(200);
    await expect.poll(() => accepted('bounty.status_changed', (data) => data['bountyId'] === bountyId).map((event) => event.data))
      .toEqual([{ bountyId, old: 'open', new: 'closed', awardedTo: null }]);
    const token = signUnsubscribeToken(config.host.unsubscribeSecret, candidate.sub);
    const click = () => fetch(`${service.url}/unsubscribe?token=${encodeURIComponent(token)}`, {
      method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click',
    });
    expect((await click()).status).toBe(200);
    await expect.poll(() => accepted('user.unsubscribed', (data) => data['userId'] === candidate.sub).length).toBe(1);
  });
});

describe('messages whose webhooks are handled the other way round', () => {
  /**
   * Sends each message at the provider with its webhook held back (the provider pushes only message.updated
   * meanwhile), then posts their message.new webhooks to the service, signed as the provider does, in `order`
   * (indexes into the messages), each handled before the next is posted: the later message is recorded first.
   */
  async function sentThenHandled(dm: string, messages: Array<[TestUser, string]>, order: number[]): Promise<string[]> {
    const app = providerClient(fake);
    await app.updateAppSettings({ webhook_events: ['message.updated'] } as never);
    const ids: string[] = [];
    try {
      for (const [user, text] of messages) {
        ids.push(await sendAs(fake, dm, user, text));
        await sleep(5); // a millisecond apart at least: the provider's created_at tells them apart
      }
    } finally {
      await app.updateAppSettings({ webhook_events: ['message.new', 'message.updated'] } as never);
    }
    for (const index of order) {
      const body = JSON.stringify({ type: 'message.new', cid: `${CHANNEL_TYPE}:${dm}`, channel_type: CHANNEL_TYPE, channel_id: dm, message: { id: ids[index] } });
      const response = await fetch(`${service.url}${STREAM_WEBHOOK_PATH}`, {
        method: 'POST',
        body,
        headers: {
          'content-type': 'application/json', 'x-api-key': API_KEY, 'x-webhook-id': uniqueId('wh'), 'x-webhook-attempt': '1',
          'x-signature': createHmac('sha256', API_SECRET).update(body).digest('hex'),
        },
      });
      expect(response.status).toBe(200);
      await service.webhooks.runDue();
    }
    return ids;
  }
  const messageIdsIn = (dm: string) => about(dm).map((event) => (event.data as { messageId?: string }).messageId);

  it('arrive in the order they were sent, the conversation started by the first, the first reply right after its message', async () => {
    const [poster, candidate] = [makeUser('Otto'), makeUser('Olga')];
    const dm = await sharedDm(service, poster, candidate);
    const [first, second] = await sentThenHandled(dm, [[candidate, 'Hello!'], [candidate, 'Are you there?']], [1, 0]);
    await expect.poll(() => typesIn(dm)).toEqual(['conversation.started', 'message.sent', 'message.sent']);
    expect(messageIdsIn(dm)).toEqual([first, first, second]);
    expect(about(dm)[0]!.data).toMatchObject({ candidateId: candidate.sub, posterId: poster.sub, senderId: candidate.sub });

    const [reply, more] = await sentThenHandled(dm, [[poster, 'Yes.'], [candidate, 'Great.']], [1, 0]);
    await expect.poll(() => typesIn(dm).length).toBe(6);
    expect(typesIn(dm).slice(3)).toEqual(['message.sent', 'conversation.first_reply', 'message.sent']);
    expect(messageIdsIn(dm).slice(3)).toEqual([reply, reply, more]);
    // Each carries when it happened: the provider's time of its message, in order.
    const occurred = about(dm).map((event) => Date.parse(event.occurredAt));
    expect(occurred).toEqual([...occurred].sort((a, b) => a - b));
    expect(receiver.calls.every((call) => call.verified)).toBe(true);
  });

  it('the poster\'s answer handled before the candidate\'s first message: the candidate started it and the answer is the first reply', async () => {
    const [poster, candidate] = [makeUser('Pia'), makeUser('Cal')];
    const dm = await sharedDm(service, poster, candidate);
    const [first, reply] = await sentThenHandled(dm, [[candidate, 'Is this open?'], [poster, 'It is.']], [1, 0]);
    await expect.poll(() => typesIn(dm)).toEqual(['conversation.started', 'message.sent', 'message.sent', 'conversation.first_reply']);
    expect(messageIdsIn(dm)).toEqual([first, first, reply, reply]);
    expect(about(dm)[0]!.data).toMatchObject({ candidateId: candidate.sub, posterId: poster.sub, senderId: candidate.sub });
    expect(about(dm)[3]!.data).toMatchObject({ senderId: poster.sub });
    // The figures follow the corrected facts: the poster was written to and answered; the candidate was not.
    expect((await host(`users/${poster.sub}/responsiveness`)).body).toMatchObject({ conversations: 1, answered: 1 });
    expect((await host(`users/${candidate.sub}/responsiveness`)).body).toMatchObject({ conversations: 0 });
  });
});

describe('the host\'s endpoint failing', () => {
  it('down (500 with garbage), then back: everything arrives once, in order', async () => {
    const [poster, candidate] = [makeUser('Dora'), makeUser('Dan')];
    const dm = await sharedDm(service, poster, candidate);
    receiver.mode = 'down';
    const sent = [];
    for (const text of ['one', 'two', 'three']) sent.push(await sendAs(fake, dm, candidate, text));
    // The poster answers once the three are recorded (listed while the receiver is down): sent at once, his reply's
    // webhook could be handled before the third's, and his first reply recorded before it.
    const recorded = async () => ((await host('events?limit=500')).body['events'] as HostEvent[])
      .filter((event) => event.type === 'message.sent' && (event.data as { channelId?: string }).channelId === dm).length;
    await expect.poll(recorded).toBe(3);
    sent.push(await sendAs(fake, dm, poster, 'four'));
    await expect.poll(() => receiver.calls.filter((call) => call.status === 500 && (call.event.data as { channelId?: string }).channelId === dm).length).toBeGreaterThanOrEqual(2);
    expect(typesIn(dm)).toEqual([]);
    receiver.mode = 'up';
    // The head waits out its backoff (up to about as long as the host was down) and its 1 s settle window came
    // first: on a loaded machine that is many seconds. Then the order, so a wrong one shows as itself.
    await expect.poll(() => typesIn(dm).length, { timeout: 30_000 }).toBe(6);
    expect(typesIn(dm)).toEqual(['conversation.started', 'message.sent', 'message.sent', 'message.sent', 'message.sent', 'conversation.first_reply']);
    // Each message once, in the order sent (their webhook calls are handled side by side; the settle window orders them).
    expect(about(dm).filter((event) => event.type === 'message.sent').map((event) => (event.data as { messageId: string }).messageId)).toEqual(sent);
  }, 60_000);

  it('410 turns delivery off until the host API turns it on; redelivery sends the same ids again', async () => {
    const [poster, candidate] = [makeUser('Gwen'), makeUser('Gus')];
    const dm = await sharedDm(service, poster, candidate);
    receiver.mode = 'gone';
    await sendAs(fake, dm, candidate, 'hello?');
    await expect.poll(async () => (await host('events/delivery')).body).toMatchObject({ configured: true, enabled: false });
    receiver.mode = 'up';
    const goneCalls = receiver.calls.length;
    await sendAs(fake, dm, candidate, 'anyone?');
    // Off means off: the new message is recorded, and nothing is posted.
    await expect.poll(async () => ((await host('events?limit=500')).body['events'] as HostEvent[]).filter((event) => (event.data as { channelId?: string }).channelId === dm).length).toBe(3);
    expect(receiver.calls.length).toBe(goneCalls);
    expect((await host('events/delivery', { enabled: true })).body).toMatchObject({ enabled: true });
    await expect.poll(() => typesIn(dm)).toEqual(['conversation.started', 'message.sent', 'message.sent']);
    const since = about(dm)[0]!.createdAt;
    const ids = about(dm).map((event) => event.id);
    const redelivered = await host('events/redeliver', { since });
    expect(redelivered.body['queued']).toBeGreaterThanOrEqual(3);
    await expect.poll(() => about(dm).length).toBe(6);
    expect(about(dm).slice(3).map((event) => event.id)).toEqual(ids);
  });
});

describe('events from inbound mail', () => {
  /** Sends over real SMTP to the service's inbound listener, as a mail server forwards it. */
  async function sendSmtp(message: SendMailOptions): Promise<void> {
    const client = nodemailer.createTransport({ host: '127.0.0.1', port: service.inboundSmtpPort!, secure: false, ignoreTLS: true });
    try {
      await client.sendMail(message);
    } finally {
      client.close();
    }
  }

  it('a reply by e-mail is a message.sent via email and the first reply; a reply to a frozen conversation is reply.refused, a stranger\'s is not', async () => {
    const [poster, candidate] = [makeUser('Rhea'), makeUser('Ravi')];
    const dm = await sharedDm(service, poster, candidate);
    await send(dm, candidate, 'Could you share the spec?');
    await expect.poll(() => smtp.received.filter((mail) => (mail.to as AddressObject).value[0]?.address === poster.email).length).toBe(1);
    const replyTo = (smtp.received.find((mail) => (mail.to as AddressObject).value[0]?.address === poster.email)!.replyTo as AddressObject).value[0]!.address!;

    await sendSmtp({ from: poster.email, to: replyTo, subject: 'Re: your message', text: 'Sure, sending it today.' });
    await expect.poll(() => typesIn(dm)).toEqual(['conversation.started', 'message.sent', 'message.sent', 'conversation.first_reply']);
    expect(about(dm)[2]!.data).toMatchObject({ senderId: poster.sub, via: 'email' });

    await providerClient(fake).channel(CHANNEL_TYPE, dm).updatePartial({ set: { frozen: true } });
    // Someone else writing to the poster's reply address is dropped without a word, and without an event.
    await sendSmtp({ from: 'mallory@example.com', to: replyTo, subject: 'Re: your message', text: 'I am Rhea, honest.' });
    await sendSmtp({ from: poster.email, to: replyTo, subject: 'Re: your message', text: 'One more thing.' });
    await expect.poll(() => accepted('reply.refused', (data) => data['channelId'] === dm).map((event) => event.data))
      .toEqual([{ userId: poster.sub, channelId: dm, reason: 'frozen' }]);
  });

  it('a delivery report about our own e-mail is email.bounced for its recipient; a forged one is nothing', async () => {
    const [poster, candidate] = [makeUser('Bea'), makeUser('Bo')];
    const dm = await sharedDm(service, poster, candidate);
    await send(dm, candidate, 'Are you still hiring?');
    await expect.poll(() => smtp.received.filter((mail) => (mail.to as AddressObject).value[0]?.address === poster.email).length).toBe(1);
    const ours = smtp.received.find((mail) => (mail.to as AddressObject).value[0]?.address === poster.email)!.messageId!;
    const bounce = (quoted: string) => sendSmtp({ envelope: { from: '', to: [`bounces@${DOMAIN}`] }, raw: deliveryReport(DOMAIN, poster.email, [quoted]) });

    await bounce('<made-up@elsewhere.example>');
    await bounce(ours);
    await expect.poll(() => accepted('email.bounced', (data) => data['userId'] === poster.sub).length).toBe(1);
    // The forged report came first and in order: had it counted, its event would be here too (one per report).
    expect(receiver.calls.filter((call) => call.event.type === 'email.bounced' && (call.event.data as { userId: string }).userId === poster.sub)).toHaveLength(1);
  });
});
