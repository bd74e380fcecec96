import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../src/server/startServer';
import { call, makeUser, openBountyWithTicket, removeTemporaryFolders, startFakeStream, startService, testConfig, uniqueId } from './harness';
import type { FakeStream } from './harness';

let fake: FakeStream;
let service: RunningServer;
const ada = makeUser('Ada');
const bob = makeUser('Bob');
let channelId: string;
let dmId: string;

beforeAll(async () => {
  fake = await startFakeStream();
  service = await startService(testConfig(fake));
  await call(service, 'get-or-create-user', ada);
  await call(service, 'get-or-create-user', bob);
  channelId = uniqueId('bounty');
  expect((await openBountyWithTicket(service, ada, channelId, ada, 'Before the outage')).status).toBe(200);
  dmId = (await call(service, 'create-dm-channel', ada, { userId: ada.sub, bountyId: channelId, candidateId: bob.sub })).body['channelId'] as string;
  await fake.close(); // the provider goes away mid-test
});

afterAll(async () => {
  await service?.close();
  removeTemporaryFolders();
});

describe('when the provider is down', () => {
  it('get-or-create-user of a user the provider has not been told about → 502 with the catalogue text', async () => {
    const answer = await call(service, 'get-or-create-user', makeUser('Carol'));
    expect(answer.status).toBe(502);
    expect(answer.body).toEqual({ error: { code: 'provider_failed', message: 'Failed to get or create Stream Chat user', detail: 'the chat provider failed or could not be reached' } });
  });

  it('get-or-create-user of a user the provider already holds with the same claims needs no provider call', async () => {
    // The provider token is signed here; the widget meets the outage when it connects, and says so.
    expect((await call(service, 'get-or-create-user', ada)).status).toBe(200);
  });

  it.each([
    ['get-or-create-channel', () => ({ channelId }), 'Failed to get or create Stream Chat channel'],
    ['create-dm-channel', () => ({ userId: ada.sub, bountyId: 'c', candidateId: bob.sub }), 'Failed to create direct message channel'],
    ['get-unread-messages', () => ({ channelId: dmId }), 'Failed to get unread messages'],
    ['all-channels', () => undefined, 'Failed to get all channels'],
    ['send-message-email', () => ({ senderUserId: ada.sub, recipientUserId: bob.sub, messageContent: 'hi', isDM: true, channelName: dmId }), 'Failed to send message email notification'],
    ['send-private-chat-email', () => ({ userId: bob.sub }), 'Failed to send private chat email'],
    ['archive-channel', () => ({ channelId }), 'Failed to archive channel'],
    ['delete-channel', () => ({ channelId }), 'Failed to archive channel'],
    ['unarchive-channel', () => ({ channelId }), 'Failed to unarchive channel'],
    ['edit-message', () => ({ messageId: 'any-message', text: 'hello' }), 'Failed to edit message'],
  ])('%s → 502 with the catalogue text', async (name, body, message) => {
    const answer = await call(service, name, ada, body());
    expect(answer.status).toBe(502);
    expect(answer.body).toEqual({ error: { code: 'provider_failed', message, detail: 'the chat provider failed or could not be reached' } });
  });
});
