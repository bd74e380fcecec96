import jwt from 'jsonwebtoken';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../src/server/startServer';
import { API_SECRET, call, makeUser, openBountyWithTicket, postBounty, providerClient, removeTemporaryFolders, sendAs, startFakeStream, startService, testConfig, uniqueId } from './harness';
import type { FakeStream } from './harness';
import { CHANNEL_TYPE } from '../../../src/contract/ids';
import { SERVICE_USER_ID } from '../../../src/server/provider/serviceUser';

let fake: FakeStream;
let service: RunningServer;
const ada = makeUser('Ada');
const bob = makeUser('Bob');
const cy = makeUser('Cy');

beforeAll(async () => {
  fake = await startFakeStream();
  service = await startService(testConfig(fake));
  for (const user of [ada, bob, cy]) expect((await call(service, 'get-or-create-user', user)).status).toBe(200);
});

afterAll(async () => {
  await service?.close();
  await fake?.close();
  removeTemporaryFolders();
});

type ChannelRow = { channelId: string; archived: boolean; unread: number; kind: string | null; createdBy: string | null; name: string | null };
async function channelsOf(user: typeof ada): Promise<ChannelRow[]> {
  const answer = await call(service, 'all-channels', user);
  expect(answer.status).toBe(200);
  return answer.body['channels'] as ChannelRow[];
}

describe('the ten endpoints, happy paths', () => {
  it('get-or-create-user answers the caller, a provider token for them, the API key and base URL — never the e-mail', async () => {
    const answer = await call(service, 'get-or-create-user', { ...ada, image: 'https://img.example.com/ada.png' });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      user: { id: ada.sub, name: 'Ada', role: 'candidate', image: 'https://img.example.com/ada.png' },
      apiKey: 'bounty-test-key',
      baseUrl: fake.url,
    });
    expect(JSON.stringify(answer.body)).not.toContain(ada.email);
    const payload = jwt.verify(answer.body['token'] as string, API_SECRET) as { user_id: string; exp: number };
    expect(payload.user_id).toBe(ada.sub);
    expect(payload.exp).toBeGreaterThan(Date.now() / 1000);
    const { users } = await providerClient(fake).queryUsers({ id: { $in: [ada.sub] } });
    expect(users[0]).toMatchObject({ id: ada.sub, name: 'Ada', role: 'user', bounty_role: 'candidate' });
    expect(JSON.stringify(users)).not.toContain(ada.email);
  });

  it('get-or-create-channel creates a bounty channel owned and named as the host\'s ticket says, and lets others join it', async () => {
    const channelId = uniqueId('bounty');
    const first = await openBountyWithTicket(service, ada, channelId, ada, 'Fix the login bug');
    expect(first).toMatchObject({ status: 200, body: { channelId, channelType: CHANNEL_TYPE } });
    const second = await call(service, 'get-or-create-channel', bob, { channelId });
    expect(second).toMatchObject({ status: 200, body: { channelId, channelType: CHANNEL_TYPE } });
    const [channel] = await providerClient(fake).queryChannels({ cid: `${CHANNEL_TYPE}:${channelId}` }, {}, { user_id: ada.sub });
    expect(Object.keys(channel!.state.members).sort()).toEqual([ada.sub, bob.sub].sort());
    // The service user creates it; the poster owns it through owner_id.
    expect(channel!.data?.created_by?.id).toBe(SERVICE_USER_ID);
    expect((channel!.data as Record<string, unknown> | undefined)?.['owner_id']).toBe(ada.sub);
    expect((channel!.data as Record<string, unknown> | undefined)?.['name']).toBe('Fix the login bug');
    expect((await channelsOf(bob)).map((row) => row.channelId)).toContain(channelId);
  });

  it('create-dm-channel gives the same dm- channel whichever side creates it, with just the two of them', async () => {
    const bountyId = await postBounty(service, ada);
    const fromAda = await call(service, 'create-dm-channel', ada, { userId: ada.sub, bountyId, candidateId: bob.sub });
    const fromBob = await call(service, 'create-dm-channel', bob, { userId: ada.sub, bountyId, candidateId: bob.sub });
    expect(fromAda.status).toBe(200);
    expect(fromAda.body).toEqual(fromBob.body);
    const channelId = fromAda.body['channelId'] as string;
    expect(channelId).toMatch(/^dm-[a-f0-9]{40}$/);
    expect(fromAda.body['channelType']).toBe(CHANNEL_TYPE);
    const [channel] = await providerClient(fake).queryChannels({ cid: `${CHANNEL_TYPE}:${channelId}` }, {}, { user_id: ada.sub });
    expect(Object.keys(channel!.state.members).sort()).toEqual([ada.sub, bob.sub].sort());
    expect((await channelsOf(cy)).map((row) => row.channelId)).not.toContain(channelId);
  });

  it('create-dm-channel with a user the provider knows but the service has never seen keeps their profile', async () => {
    const server = providerClient(fake);
    const dana = uniqueId('dana');
    await server.upsertUser({ id: dana, name: 'Dana Elsewhere', image: 'https://img.example.com/dana.png' });
    const answer = await call(service, 'create-dm-channel', ada, { userId: ada.sub, bountyId: await postBounty(service, ada), candidateId: dana });
    expect(answer.status).toBe(200);
    const { users } = await server.queryUsers({ id: { $in: [dana] } });
    expect(users[0]).toMatchObject({ id: dana, name: 'Dana Elsewhere', image: 'https://img.example.com/dana.png' });
  });

  it('get-unread-messages counts what the caller has not read', async () => {
    const bountyId = await postBounty(service, ada);
    const dm = await call(service, 'create-dm-channel', ada, { userId: ada.sub, bountyId, candidateId: bob.sub });
    const channelId = dm.body['channelId'] as string;
    const provider = providerClient(fake);
    await provider.channel(CHANNEL_TYPE, channelId).sendMessage({ text: 'hello Ada', user_id: bob.sub });
    await provider.channel(CHANNEL_TYPE, channelId).sendMessage({ text: 'still there?', user_id: bob.sub });
    expect(await call(service, 'get-unread-messages', ada, { channelId })).toMatchObject({ status: 200, body: { channelId, unread: 2 } });
    expect(await call(service, 'get-unread-messages', bob, { channelId })).toMatchObject({ status: 200, body: { channelId, unread: 0 } });
    const row = (await channelsOf(ada)).find((channel) => channel.channelId === channelId);
    expect(row).toMatchObject({ kind: 'dm', unread: 2, createdBy: ada.sub });
  });

  it('all-channels lists only the caller’s channels', async () => {
    const mine = uniqueId('bounty');
    await openBountyWithTicket(service, cy, mine, cy, 'Cy only');
    expect((await channelsOf(cy)).find((row) => row.channelId === mine)).toMatchObject({ name: 'Cy only', bountyTitle: 'Cy only', kind: 'bounty', archived: false });
    expect((await channelsOf(bob)).map((row) => row.channelId)).not.toContain(mine);
  });

  it('archive-channel, unarchive-channel and delete-channel work for the owner', async () => {
    const channelId = uniqueId('bounty');
    await openBountyWithTicket(service, ada, channelId, ada, 'To archive');
    expect(await call(service, 'archive-channel', ada, { channelId, reason: 'filled' })).toMatchObject({ status: 200, body: { ok: true } });
    expect((await channelsOf(ada)).find((row) => row.channelId === channelId)?.archived).toBe(true);
    expect(await call(service, 'unarchive-channel', ada, { channelId })).toMatchObject({ status: 200, body: { ok: true } });
    expect((await channelsOf(ada)).find((row) => row.channelId === channelId)?.archived).toBe(false);
    expect(await call(service, 'delete-channel', ada, { channelId })).toMatchObject({ status: 200, body: { ok: true } });
    expect((await channelsOf(ada)).map((row) => row.channelId)).not.toContain(channelId);
  });

  it('send-message-email and send-private-chat-email answer { queued: true } at once', async () => {
    const dm = await call(service, 'create-dm-channel', bob, { userId: ada.sub, bountyId: await postBounty(service, bob), candidateId: bob.sub });
    const channelId = dm.body['channelId'] as string;
    const messageId = await sendAs(fake, channelId, bob, 'hi');
    const message = { senderUserId: bob.sub, recipientUserId: ada.sub, messageId, isDM: true, channelName: 'Bob' };
    expect(await call(service, 'send-message-email', bob, message)).toMatchObject({ status: 200, body: { queued: true } });
    expect(await call(service, 'send-private-chat-email', bob, { userId: ada.sub })).toMatchObject({ status: 200, body: { queued: true } });
  });
});
