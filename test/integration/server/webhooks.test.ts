// E-mail decided by the service from the provider's webhook: real fake-stream pushing signed webhooks to the
// real service, which e-mails through a real SMTP server. No browser: messages are sent with the server SDK.
import { createHmac } from 'node:crypto';
import { CHANNEL_TYPE } from '../../../src/contract/ids';
import type { AddressObject, ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFakeStream } from '../../../fake-stream/app';
import type { RunningFakeStream } from '../../../fake-stream/app';
import type { RunningServer } from '../../../src/server/startServer';
import { STREAM_WEBHOOK_PATH, WEBHOOK_MAX_BYTES } from '../../../src/server/webhooks/streamWebhookRoute';
import { API_KEY, API_SECRET, call, freePort, makeUser, openBountyWithTicket, providerClient, removeTemporaryFolders, sharedDm, startService, startSmtp, testConfig, uniqueId } from './harness';
import type { TestSmtp, TestUser } from './harness';
import { providerSession } from './attacks/hostile';

let fake: RunningFakeStream;
let smtp: TestSmtp;
let service: RunningServer;
const logLines: string[] = [];

beforeAll(async () => {
  fake = await createFakeStream({ key: API_KEY, secret: API_SECRET, webhooks: { timeoutMs: 2_000, retryDelaysMs: [100, 200] } });
  smtp = await startSmtp();
  // The service's public URL is where fake-stream reaches it: it registers its webhook there at start-up.
  const port = await freePort();
  const config = testConfig(fake, { smtpUrl: smtp.url });
  const notify = { ...config.notify, publicUrl: `http://127.0.0.1:${port}`, conversationUrl: 'https://jobs.example.com/messages/{channelId}' };
  service = await startService({ ...config, notify }, { port, log: (line) => logLines.push(line) });
});

afterAll(async () => {
  await service?.close();
  await smtp?.close();
  await fake?.close();
  removeTemporaryFolders();
});

const mailTo = (user: TestUser): ParsedMail[] => smtp.received.filter((mail) => (mail.to as AddressObject | undefined)?.value.some((to) => to.address === user.email));

/** Sends as `sender` with the provider's server SDK, as a mobile app or the host's own server would. */
async function sendWithSdk(channelId: string, sender: TestUser, text: string, mentioned: string[] = []): Promise<string> {
  const { message } = await providerClient(fake).channel(CHANNEL_TYPE, channelId).sendMessage({ text, user_id: sender.sub, ...(mentioned.length > 0 ? { mentioned_users: mentioned } : {}) });
  return message.id;
}

/** Posts a webhook call to the service as the provider would, signed with `secret`. */
async function postWebhook(body: string, headers: Record<string, string | undefined> = {}, secret = API_SECRET): Promise<{ status: number; body: Record<string, unknown> }> {
  const signature = createHmac('sha256', secret).update(body).digest('hex');
  const all: Record<string, string> = {};
  for (const [name, value] of Object.entries({ 'content-type': 'application/json', 'x-signature': signature, 'x-api-key': API_KEY, 'x-webhook-id': uniqueId('wh'), 'x-webhook-attempt': '1', ...headers })) {
    if (value !== undefined) all[name] = value;
  }
  const response = await fetch(`${service.url}${STREAM_WEBHOOK_PATH}`, { method: 'POST', headers: all, body });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}

/** A sentinel DM e-mail to someone else; once it arrived, anything queued before it has gone out too. */
async function flush(): Promise<void> {
  const [a, b] = [makeUser('Flush'), makeUser('Sentinel')];
  const dm = await sharedDm(service, a, b);
  await sendWithSdk(dm, a, 'sentinel');
  await expect.poll(() => mailTo(b).length, { timeout: 10_000 }).toBe(1);
}

describe('e-mail from the provider\'s webhook', () => {
  it('registers its webhook at the provider at start-up and logs it', async () => {
    const { app } = await providerClient(fake).getAppSettings();
    expect(app).toMatchObject({ webhook_url: `${service.url}${STREAM_WEBHOOK_PATH}`, webhook_events: ['message.new', 'message.updated'] });
    expect(logLines).toContain('provider webhook registered');
  });

  it('a message sent with the server SDK e-mails the offline DM partner, never the sender', async () => {
    const [candidate, poster] = [makeUser('Alice'), makeUser('Bob')];
    const dm = await sharedDm(service, candidate, poster);
    await sendWithSdk(dm, candidate, 'Hi Bob, is the bounty still open?');
    await expect.poll(() => mailTo(poster).length, { timeout: 10_000 }).toBe(1);
    const mail = mailTo(poster)[0]!;
    expect(mail.text).toContain('Hi Bob, is the bounty still open?');
    // What a mail client needs to trust it: a Message-ID, a Date, both parts, who wrote it, when, and where to reply.
    expect(mail.messageId).toMatch(/^<digest-\d+-\d+-[0-9a-f]{32}@bountychat\.invalid>$/);
    expect(Math.abs(mail.date!.getTime() - Date.now())).toBeLessThan(60_000);
    expect((mail.from as AddressObject).value[0]).toEqual({ name: `${candidate.name} via BountyChat`, address: 'no-reply@bountychat.invalid' });
    expect(mail.html).toContain('Hi Bob, is the bounty still open?');
    expect(mail.html).not.toMatch(/<img|<script/);
    expect(mail.text).toMatch(/sent at \d\d:\d\d UTC:/);
    expect(mail.text).toContain(`Open the conversation: https://jobs.example.com/messages/${dm}`);
    expect(mail.html).toMatch(new RegExp(`<a class="bc-button" href="https://jobs\\.example\\.com/messages/${dm}" style="[^"]*">Open the conversation</a>`));
    await flush();
    expect(mailTo(candidate)).toHaveLength(0);
  });

  it('an @-mention e-mails the offline mentioned member of a bounty channel and no one else', async () => {
    const [poster, mentioned, other, writer] = [makeUser('Poster'), makeUser('Mentioned'), makeUser('Other'), makeUser('Writer')];
    const bountyId = uniqueId('bounty');
    for (const user of [poster, mentioned, other, writer]) await call(service, 'get-or-create-user', user);
    expect((await openBountyWithTicket(service, poster, bountyId, poster, 'Fix the login bug')).status).toBe(200);
    for (const user of [mentioned, other, writer]) expect((await call(service, 'get-or-create-channel', user, { channelId: bountyId })).status).toBe(200);
    await sendWithSdk(bountyId, writer, 'Nobody is mentioned here');
    await sendWithSdk(bountyId, writer, `@${mentioned.name} can you look at this?`, [mentioned.sub]);
    await expect.poll(() => mailTo(mentioned).length, { timeout: 10_000 }).toBe(1);
    expect(mailTo(mentioned)[0]!.text).toContain('can you look at this?');
    expect(mailTo(mentioned)[0]!.text).not.toContain('Nobody is mentioned here');
    expect(mailTo(mentioned)[0]!.subject).toContain('Fix the login bug');
    await flush();
    expect([...mailTo(poster), ...mailTo(other), ...mailTo(writer)]).toHaveLength(0);
  });

  it('an online recipient gets no e-mail', async () => {
    const [sender, online] = [makeUser('Sender'), makeUser('Online')];
    const dm = await sharedDm(service, sender, online);
    const client = await providerSession(service, online);
    try {
      await sendWithSdk(dm, sender, 'you are here anyway');
      await flush();
      expect(mailTo(online)).toHaveLength(0);
    } finally {
      await client.disconnectUser();
    }
  });

  it('a recipient who muted the conversation, or its sender, gets no e-mail; an unmuted one does, and unmuting restores it', async () => {
    const [sender, channelMuter, personMuter, unmuted] = [makeUser('Writer'), makeUser('ChannelMuter'), makeUser('PersonMuter'), makeUser('Unmuted')];
    const toChannelMuter = await sharedDm(service, sender, channelMuter);
    const toPersonMuter = await sharedDm(service, sender, personMuter);
    const toUnmuted = await sharedDm(service, sender, unmuted);
    // Each recipient mutes at the provider, as her widget does (the provider's mute calls, made for her).
    const provider = providerClient(fake);
    await provider.channel(CHANNEL_TYPE, toChannelMuter).mute({ user_id: channelMuter.sub });
    await provider.muteUser(sender.sub, personMuter.sub);
    await sendWithSdk(toChannelMuter, sender, 'muted conversation');
    await sendWithSdk(toPersonMuter, sender, 'muted person');
    await sendWithSdk(toUnmuted, sender, 'nobody muted this');
    await expect.poll(() => mailTo(unmuted).length, { timeout: 10_000 }).toBe(1);
    await flush();
    expect([...mailTo(channelMuter), ...mailTo(personMuter)]).toHaveLength(0);
    // The sender's own request is refused for the same reason, whatever the browser claims.
    const messageId = await sendWithSdk(toPersonMuter, sender, 'asked by hand');
    const asked = await call(service, 'send-message-email', sender, { senderUserId: sender.sub, recipientUserId: personMuter.sub, messageId, isDM: true, channelName: '' });
    expect(asked).toMatchObject({ status: 200, body: { queued: false, reason: 'recipient_muted' } });

    await provider.channel(CHANNEL_TYPE, toChannelMuter).unmute({ user_id: channelMuter.sub });
    await provider.unmuteUser(sender.sub, personMuter.sub);
    await sendWithSdk(toChannelMuter, sender, 'heard again');
    await sendWithSdk(toPersonMuter, sender, 'heard again too');
    await expect.poll(() => [mailTo(channelMuter).length, mailTo(personMuter).length], { timeout: 10_000 }).toEqual([1, 1]);
    expect(mailTo(channelMuter)[0]!.text).not.toContain('muted conversation');
    expect(mailTo(personMuter)[0]!.text).not.toContain('muted person');
  });

  it('the webhook and send-message-email for the same message make one e-mail', async () => {
    const [sender, partner] = [makeUser('Twice'), makeUser('Partner')];
    const dm = await sharedDm(service, sender, partner);
    const messageId = await sendWithSdk(dm, sender, 'said once, e-mailed once');
    const answer = await call(service, 'send-message-email', sender, { senderUserId: sender.sub, recipientUserId: partner.sub, messageId, isDM: true, channelName: '' });
    expect(answer.status).toBe(200);
    await expect.poll(() => mailTo(partner).length, { timeout: 10_000 }).toBe(1);
    await flush();
    expect(mailTo(partner)).toHaveLength(1);
    expect(mailTo(partner)[0]!.text!.split('said once, e-mailed once')).toHaveLength(2);
  });

  it('a recipient the directory does not know is skipped and logged', async () => {
    const sender = makeUser('Known');
    const stranger = makeUser('Stranger');
    await call(service, 'get-or-create-user', sender);
    await providerClient(fake).upsertUsers([{ id: stranger.sub }]);
    const channelId = `dm-${uniqueId('x')}`;
    await providerClient(fake).channel(CHANNEL_TYPE, channelId, { members: [sender.sub, stranger.sub], created_by_id: sender.sub, kind: 'dm' } as never).create();
    await sendWithSdk(channelId, sender, 'to someone without an address');
    await expect.poll(() => logLines.includes('webhook: recipient not in the directory (no e-mail address); skipped'), { timeout: 10_000 }).toBe(true);
  });
});

describe('webhook calls that do nothing', () => {
  const body = (messageId: string) => JSON.stringify({ type: 'message.new', cid: 'messaging:x', message: { id: messageId, text: 'forged text' } });

  it('a forged signature, or none, is refused with 401 and records nothing', async () => {
    const webhookId = uniqueId('forged');
    const forged = await postWebhook(body('m-1'), { 'x-webhook-id': webhookId }, 'not-the-secret');
    expect(forged).toMatchObject({ status: 401, body: { error: { code: 'unauthorized', detail: 'the X-Signature header is missing or does not match the body' } } });
    expect((await postWebhook(body('m-1'), { 'x-signature': undefined })).status).toBe(401);
    expect((await postWebhook(body('m-1'), { 'x-signature': 'zz' })).status).toBe(401);
    // The same id, signed: it is new to the service, so the forged call left nothing behind.
    expect(await postWebhook(body('m-1'), { 'x-webhook-id': webhookId })).toMatchObject({ status: 200, body: { ok: true, duplicate: false } });
  });

  it('a retried webhook id does nothing twice', async () => {
    const [sender, partner] = [makeUser('Retry'), makeUser('Once')];
    const dm = await sharedDm(service, sender, partner);
    const messageId = await sendWithSdk(dm, sender, 'retried by the provider');
    const webhookId = uniqueId('retry');
    expect(await postWebhook(body(messageId), { 'x-webhook-id': webhookId })).toMatchObject({ status: 200, body: { duplicate: false } });
    expect(await postWebhook(body(messageId), { 'x-webhook-id': webhookId, 'x-webhook-attempt': '2' })).toMatchObject({ status: 200, body: { duplicate: true } });
    await expect.poll(() => mailTo(partner).length, { timeout: 10_000 }).toBe(1);
    await flush();
    expect(mailTo(partner)).toHaveLength(1);
    // The text came from the provider, not from the body.
    expect(mailTo(partner)[0]!.text).toContain('retried by the provider');
    expect(JSON.stringify(smtp.received.map((mail) => mail.text))).not.toContain('forged text');
  });

  it('an unknown event type answers 200 and does nothing; malformed JSON is 400; an oversized body 413', async () => {
    expect(await postWebhook(JSON.stringify({ type: 'user.banned', user: { id: 'x' } }))).toMatchObject({ status: 200, body: { ok: true, ignored: true } });
    expect(logLines).toContain('webhook ignored: event type not handled');
    expect(await postWebhook('{"type": "message.new",')).toMatchObject({ status: 400, body: { error: { code: 'invalid_json' } } });
    expect(await postWebhook(JSON.stringify({ type: 'message.new' }))).toMatchObject({ status: 400, body: { error: { detail: 'a message.new event must carry message.id' } } });
    const big = JSON.stringify({ type: 'message.new', message: { id: 'm', text: 'x'.repeat(WEBHOOK_MAX_BYTES) } });
    expect(await postWebhook(big)).toMatchObject({ status: 413, body: { error: { code: 'payload_too_large', detail: `the body is larger than ${WEBHOOK_MAX_BYTES} bytes` } } });
    const metrics = await (await fetch(`${service.url}/metrics`)).text();
    expect(metrics).toMatch(/endpoint="webhooks\/stream",status="401"/);
  });
});
