// fake-stream pushes events to the app's webhook URL as the provider does: signed, identified, retried.
import { createHmac } from 'node:crypto';
import { StreamChat } from 'stream-chat';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createFakeStream } from '../../../fake-stream/app';
import type { RunningFakeStream } from '../../../fake-stream/app';
import type { WebhookAttempt } from '../../../fake-stream/webhooks/webhook-sender';
import { startWebhookReceiver } from '../helpers/webhookReceiver';
import type { WebhookReceiver } from '../helpers/webhookReceiver';

const KEY = 'webhook-test-key';
const SECRET = 'webhook-test-secret';
const RETRY_DELAYS = [150, 300];
// Long enough that no answer times out on a busy machine (a delivery retried there leaked into the next test), short
// enough for the test of an endpoint that never answers.
const TIMEOUT_MS = 1_500;

let fake: RunningFakeStream;
let receiver: WebhookReceiver;
let server: StreamChat;
const attempts: WebhookAttempt[] = [];
let counter = 0;

beforeAll(async () => {
  fake = await createFakeStream({ key: KEY, secret: SECRET, webhooks: { timeoutMs: TIMEOUT_MS, retryDelaysMs: RETRY_DELAYS } });
  fake.webhooks.onAttempt((attempt) => attempts.push(attempt));
  receiver = await startWebhookReceiver();
  server = new StreamChat(KEY, SECRET, { baseURL: fake.url });
  await server.upsertUsers([{ id: 'ada' }, { id: 'bob' }]);
  await server.updateAppSettings({ webhook_url: receiver.url, webhook_events: ['message.new', 'message.updated', 'message.deleted'] } as Parameters<StreamChat['updateAppSettings']>[0]);
});
afterEach(() => {
  receiver.received.splice(0);
  attempts.splice(0);
});
afterAll(async () => {
  await fake?.close();
  await receiver?.close();
});

async function dm(): Promise<string> {
  const id = `dm-${++counter}`;
  await server.channel('messaging', id, { members: ['ada', 'bob'], created_by_id: 'ada' } as never).create();
  return id;
}

const bodyOf = (index: number) => JSON.parse(receiver.received[index]!.body) as Record<string, unknown> & { type: string };

describe('webhooks', () => {
  it('the settings are set with updateAppSettings and read back; a bad URL is refused', async () => {
    const { app } = await server.getAppSettings();
    expect(app).toMatchObject({ webhook_url: receiver.url, webhook_events: ['message.new', 'message.updated', 'message.deleted'] });
    await expect(server.updateAppSettings({ webhook_url: 'ftp://nowhere' } as never)).rejects.toThrow(/webhook_url must be an http\(s\) URL/);
  });

  it('a new message is posted as the signed JSON event with the channel\'s members and the provider\'s headers', async () => {
    const channelId = await dm();
    const { message } = await server.channel('messaging', channelId).sendMessage({ text: 'hello @bob', user_id: 'ada', mentioned_users: ['bob'] });
    const [call] = await receiver.waitFor(1);
    const body = bodyOf(0);
    expect(body).toMatchObject({ type: 'message.new', cid: `messaging:${channelId}`, channel_id: channelId, channel_type: 'messaging', message: { id: message.id, text: 'hello @bob' }, user: { id: 'ada' } });
    expect((body['message'] as { mentioned_users: Array<{ id: string }> }).mentioned_users.map((user) => user.id)).toEqual(['bob']);
    expect((body['members'] as Array<{ user_id: string }>).map((member) => member.user_id).sort()).toEqual(['ada', 'bob']);
    expect(body).not.toHaveProperty('total_unread_count');
    expect(call!.headers['x-signature']).toBe(createHmac('sha256', SECRET).update(call!.body).digest('hex'));
    expect(server.verifyWebhook(call!.body, String(call!.headers['x-signature']))).toBe(true);
    expect(call!.headers).toMatchObject({ 'x-api-key': KEY, 'x-webhook-attempt': '1', 'content-type': 'application/json' });
    expect(call!.headers['x-webhook-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('edits and deletions are pushed too, each with an id of its own', async () => {
    const channelId = await dm();
    const { message } = await server.channel('messaging', channelId).sendMessage({ text: 'first', user_id: 'ada' });
    await server.updateMessage({ id: message.id, text: 'edited' }, 'ada');
    await server.deleteMessage(message.id);
    await receiver.waitFor(3);
    // Each call goes out on its own as the provider's do, so they may arrive in any order (a loaded CI machine
    // delivered the edit first): the receiver gets each event once.
    expect(receiver.received.map((_, index) => bodyOf(index).type).sort()).toEqual(['message.deleted', 'message.new', 'message.updated']);
    expect(new Set(receiver.received.map((call) => call.headers['x-webhook-id'])).size).toBe(3);
  });

  it('events the settings do not list are not pushed', async () => {
    await server.updateAppSettings({ webhook_events: ['message.deleted'] } as never);
    try {
      const channelId = await dm();
      const { message } = await server.channel('messaging', channelId).sendMessage({ text: 'not pushed', user_id: 'ada' });
      await server.deleteMessage(message.id);
      await receiver.waitFor(1);
      expect(receiver.received.map((_, index) => bodyOf(index).type)).toEqual(['message.deleted']);
    } finally {
      await server.updateAppSettings({ webhook_events: ['message.new', 'message.updated', 'message.deleted'] } as never);
    }
  });

  it('a 500 is retried with the same id and a growing back-off until a 2xx', async () => {
    receiver.replyWith({ status: 500 }, { status: 503 });
    const channelId = await dm();
    const started = Date.now();
    const answered = await server.channel('messaging', channelId).sendMessage({ text: 'retry me', user_id: 'ada' });
    // The message's own request never waits for the webhook.
    expect(Date.now() - started).toBeLessThan(RETRY_DELAYS[0]!);
    expect(answered.message.text).toBe('retry me');
    const calls = await receiver.waitFor(3);
    expect(calls.map((call) => call.headers['x-webhook-attempt'])).toEqual(['1', '2', '3']);
    expect(new Set(calls.map((call) => call.headers['x-webhook-id'])).size).toBe(1);
    expect(calls.every((call) => call.body === calls[0]!.body)).toBe(true);
    expect(calls[1]!.at - calls[0]!.at).toBeGreaterThanOrEqual(RETRY_DELAYS[0]! - 20);
    expect(calls[2]!.at - calls[1]!.at).toBeGreaterThanOrEqual(RETRY_DELAYS[1]! - 20);
    const id = String(calls[0]!.headers['x-webhook-id']);
    await expect.poll(() => attempts.filter((attempt) => attempt.webhookId === id).map((attempt) => attempt.status)).toEqual([500, 503, 200]);
  });

  it('an endpoint that does not answer in time is retried; after the last attempt it is given up', async () => {
    receiver.replyWith('hang', 'hang', 'hang');
    const channelId = await dm();
    await server.channel('messaging', channelId).sendMessage({ text: 'nobody answers', user_id: 'ada' });
    const calls = await receiver.waitFor(3);
    const mine = () => attempts.filter((attempt) => attempt.webhookId === calls[0]!.headers['x-webhook-id']);
    await expect.poll(() => mine().length, { timeout: 3 * TIMEOUT_MS }).toBe(3);
    expect(mine().map((attempt) => [attempt.status, attempt.error])).toEqual(Array(3).fill([null, `no answer within ${TIMEOUT_MS} ms`]));
    // No fourth attempt comes after the back-off is used up.
    await new Promise((resolve) => setTimeout(resolve, RETRY_DELAYS[1]! + TIMEOUT_MS));
    expect(receiver.received).toHaveLength(3);
  });
});
