import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../src/server/startServer';
import { authHeaders, call, makeUser, openBountyWithTicket, providerClient, removeTemporaryFolders, startFakeStream, startService, testConfig, uniqueId } from './harness';
import type { FakeStream } from './harness';
import { CHANNEL_TYPE } from '../../../src/contract/ids';

let fake: FakeStream;
let service: RunningServer;
const ada = makeUser('Ada');
const bob = makeUser('Bob');
const eve = makeUser('Eve');
let bountyId: string;
let dmId: string;

beforeAll(async () => {
  fake = await startFakeStream();
  service = await startService(testConfig(fake));
  for (const user of [ada, bob, eve]) await call(service, 'get-or-create-user', user);
  bountyId = uniqueId('bounty');
  await openBountyWithTicket(service, ada, bountyId, ada, 'Ada’s bounty');
  await call(service, 'get-or-create-channel', bob, { channelId: bountyId });
  dmId = (await call(service, 'create-dm-channel', ada, { userId: ada.sub, bountyId, candidateId: bob.sub })).body['channelId'] as string;
});

afterAll(async () => {
  await service?.close();
  await fake?.close();
  removeTemporaryFolders();
});

async function membersOf(channelId: string): Promise<string[]> {
  const [channel] = await providerClient(fake).queryChannels({ cid: `${CHANNEL_TYPE}:${channelId}` }, {}, { user_id: ada.sub });
  return Object.keys(channel?.state.members ?? {}).sort();
}

describe('tokens', () => {
  it.each([
    ['no headers', {}],
    ['a tampered token', (() => {
      const headers = authHeaders(eve);
      const bytes = Buffer.from(headers['x-auth-token']!, 'base64url');
      bytes[3] = (bytes[3] ?? 0) ^ 0xff;
      return { ...headers, 'x-auth-token': bytes.toString('base64url') };
    })()],
    ['an expired token', authHeaders(eve, { exp: Math.floor(Date.now() / 1000) - 1 })],
    ['a token sealed with another key', authHeaders(eve, {}, Buffer.alloc(32, 3))],
    ['garbage', { 'x-auth-token': 'nonsense', 'x-auth-iv': 'nonsense' }],
  ])('%s → 401 with the endpoint’s catalogue text, and nothing happens', async (_case, headers) => {
    const channelId = uniqueId('bounty');
    const answer = await call(service, 'get-or-create-channel', null, { channelId }, { headers });
    expect(answer.status).toBe(401);
    expect(answer.body.error).toMatchObject({ code: 'unauthorized', message: 'Failed to get or create Stream Chat channel' });
    expect(await membersOf(channelId)).toEqual([]);
  });

  it('401 on every endpoint without a token', async () => {
    for (const name of ['get-or-create-user', 'create-dm-channel', 'get-unread-messages', 'send-message-email', 'send-private-chat-email', 'archive-channel', 'delete-channel', 'unarchive-channel', 'edit-message']) {
      expect((await call(service, name, null, {})).status, name).toBe(401);
    }
    expect((await call(service, 'all-channels', null)).status).toBe(401);
  });
});

describe('authorisation', () => {
  it('nobody creates a DM they are not part of', async () => {
    const answer = await call(service, 'create-dm-channel', eve, { userId: ada.sub, bountyId: uniqueId('b'), candidateId: bob.sub });
    expect(answer.status).toBe(403);
    expect(answer.body.error).toMatchObject({ code: 'forbidden', message: 'Failed to create direct message channel' });
  });

  it('nobody joins a DM through get-or-create-channel', async () => {
    const answer = await call(service, 'get-or-create-channel', eve, { channelId: dmId });
    expect(answer.status).toBe(400);
    expect(answer.body.error?.detail).toMatch(/channelId must not start with dm-/);
    expect(await membersOf(dmId)).toEqual([ada.sub, bob.sub].sort());
  });

  it('unread counts only for the caller’s own channels', async () => {
    const answer = await call(service, 'get-unread-messages', eve, { channelId: dmId });
    expect(answer.status).toBe(404);
    expect(answer.body.error?.code).toBe('not_found');
    expect(answer.body.error?.message).toBe('Failed to get unread messages');
  });

  it('the sender of an e-mail is the caller', async () => {
    const answer = await call(service, 'send-message-email', eve, {
      senderUserId: ada.sub, recipientUserId: bob.sub, messageContent: 'forged', isDM: true, channelName: dmId,
    });
    expect(answer.status).toBe(403);
    expect(answer.body.error?.message).toBe('Failed to send message email notification');
  });

  it('message e-mails only between members of the channel', async () => {
    const answer = await call(service, 'send-message-email', eve, {
      senderUserId: eve.sub, recipientUserId: ada.sub, messageContent: 'spam', isDM: true, channelName: dmId,
    });
    expect(answer.status).toBe(404);
    expect(answer.body.error?.detail).toMatch(/no e-mail/);
  });

  it('private-chat e-mails only to someone the caller shares a DM with', async () => {
    const answer = await call(service, 'send-private-chat-email', eve, { userId: ada.sub });
    expect(answer.status).toBe(403);
    expect(answer.body.error?.message).toBe('Failed to send private chat email');
  });

  it.each([
    ['archive-channel', 'Failed to archive channel'],
    ['delete-channel', 'Failed to archive channel'],
    ['unarchive-channel', 'Failed to unarchive channel'],
  ])('%s only by the owner, not by another member', async (name, message) => {
    const answer = await call(service, name, bob, { channelId: bountyId });
    expect(answer.status).toBe(403);
    expect(answer.body.error).toMatchObject({ code: 'forbidden', message });
    expect(await membersOf(bountyId)).toEqual([ada.sub, bob.sub].sort());
  });

  it.each(['archive-channel', 'delete-channel', 'unarchive-channel'])('%s of a channel that does not exist → 404', async (name) => {
    const answer = await call(service, name, ada, { channelId: uniqueId('missing') });
    expect(answer.status).toBe(404);
    expect(answer.body.error?.code).toBe('not_found');
  });
});
