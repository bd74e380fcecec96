// Attacks on channels, scripted as Eve with her own host token and provider token against real fake-stream
// (locked grants) and the service; each is refused while the legitimate path beside it works.
import { createHash } from 'node:crypto';
import type { ChannelData, StreamChat } from 'stream-chat';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../../src/server/startServer';
import { call, makeUser, openBountyWithTicket, postBounty, providerClient, removeTemporaryFolders, startFakeStream, startService, testConfig, ticketFor, uniqueId } from '../harness';
import type { FakeStream } from '../harness';
import { providerSession, providerStatus } from './hostile';
import { CHANNEL_TYPE } from '../../../../src/contract/ids';
import { SERVICE_USER_ID } from '../../../../src/server/provider/serviceUser';

let fake: FakeStream;
let service: RunningServer;
const ada = makeUser('Ada');
const bob = makeUser('Bob');
const eve = makeUser('Eve');
let evesClient: StreamChat;
const data = (fields: Record<string, unknown>) => fields as ChannelData;

beforeAll(async () => {
  fake = await startFakeStream();
  service = await startService(testConfig(fake));
  for (const user of [ada, bob]) await call(service, 'get-or-create-user', user);
  evesClient = await providerSession(service, eve);
});

afterAll(async () => {
  await evesClient?.disconnectUser();
  await service?.close();
  await fake?.close();
  removeTemporaryFolders();
});

async function channelAtProvider(channelId: string) {
  const [channel] = await providerClient(fake).queryChannels({ cid: `${CHANNEL_TYPE}:${channelId}` });
  return channel ? { members: Object.keys(channel.state.members).sort(), data: channel.data as Record<string, unknown> } : null;
}

describe('planting a DM', () => {
  it('Eve cannot create the DM of two others at the provider (the old plain-hash id or any other); the real DM has exactly its two members', async () => {
    const bountyId = await postBounty(service, bob);
    const [first, second] = [ada.sub, bob.sub].sort();
    const plainHashId = `dm-${createHash('sha256').update(JSON.stringify([first, second, bountyId])).digest('hex').slice(0, 40)}`;
    const planted = evesClient.channel(CHANNEL_TYPE, plainHashId, { members: [eve.sub, ada.sub, bob.sub] });
    expect(await providerStatus(planted.create())).toBe(403);
    expect(await channelAtProvider(plainHashId)).toBeNull();

    const dm = await call(service, 'create-dm-channel', ada, { userId: bob.sub, bountyId, candidateId: ada.sub });
    expect(dm.status).toBe(200);
    const channelId = String(dm.body['channelId']);
    expect(channelId).not.toBe(plainHashId);
    expect((await channelAtProvider(channelId))?.members).toEqual([ada.sub, bob.sub].sort());
    // Nor can she add herself to it or delete it afterwards with her own token.
    expect(await providerStatus(evesClient.channel(CHANNEL_TYPE, channelId).addMembers([eve.sub]))).toBe(403);
    expect(await call(service, 'delete-channel', eve, { channelId })).toMatchObject({ status: 404 });
    expect((await channelAtProvider(channelId))?.members).toEqual([ada.sub, bob.sub].sort());
  });
});

describe('owning someone else\'s bounty', () => {
  it('without the host\'s ticket Eve can neither create, name nor own a bounty; with it, the poster owns and names it', async () => {
    const bountyId = uniqueId('bounty');
    const phishing = { channelId: bountyId, bountyName: 'URGENT: re-verify payout at http://evil.test' };
    expect(await call(service, 'get-or-create-channel', eve, phishing)).toMatchObject({ status: 404, body: { error: { code: 'not_found' } } });
    expect(await providerStatus(evesClient.channel(CHANNEL_TYPE, bountyId, data({ name: phishing.bountyName, members: [eve.sub] })).create())).toBe(403);
    // A ticket for another bounty does not open this one.
    const other = await call(service, 'get-or-create-channel', eve, { channelId: bountyId, ticket: ticketFor(uniqueId('other'), eve, 'Mine') });
    expect(other).toMatchObject({ status: 403, body: { error: { code: 'forbidden' } } });
    expect(await channelAtProvider(bountyId)).toBeNull();

    // Eve opens the bounty page first: the host's ticket names Bob and the real title.
    expect((await openBountyWithTicket(service, eve, bountyId, bob, 'Fix the login bug')).status).toBe(200);
    const channel = await channelAtProvider(bountyId);
    expect(channel?.data).toMatchObject({ name: 'Fix the login bug', owner_id: bob.sub, created_by: expect.objectContaining({ id: SERVICE_USER_ID }) });
    expect(channel?.members).toEqual([bob.sub, eve.sub].sort());
    expect(await providerStatus(evesClient.channel(CHANNEL_TYPE, bountyId).updatePartial({ set: data({ name: phishing.bountyName }) }))).toBe(403);
    expect(await providerStatus(evesClient.channel(CHANNEL_TYPE, bountyId).delete())).toBe(403);
    for (const name of ['archive-channel', 'delete-channel', 'unarchive-channel']) {
      expect(await call(service, name, eve, { channelId: bountyId }), name).toMatchObject({ status: 403, body: { error: { code: 'forbidden' } } });
    }
    expect(await call(service, 'archive-channel', bob, { channelId: bountyId })).toMatchObject({ status: 200, body: { ok: true } });
    expect((await channelAtProvider(bountyId))?.data).toMatchObject({ name: 'Fix the login bug', archived: true });
  });

  it('a later ticket corrects a name and owner that are not the host\'s', async () => {
    const bountyId = uniqueId('bounty');
    await providerClient(fake).channel(CHANNEL_TYPE, bountyId, data({ created_by_id: eve.sub, members: [eve.sub], kind: 'bounty', bounty_id: bountyId, owner_id: eve.sub, name: 'URGENT: re-verify payout' })).create();
    expect((await openBountyWithTicket(service, ada, bountyId, bob, 'Dark mode')).status).toBe(200);
    expect((await channelAtProvider(bountyId))?.data).toMatchObject({ name: 'Dark mode', owner_id: bob.sub });
    expect((await call(service, 'archive-channel', eve, { channelId: bountyId })).status).toBe(403);
  });
});

describe('joining channels that are not bounties', () => {
  it('Eve is not added to a private channel created server-side for someone else; the answer is the one for a missing bounty', async () => {
    const privateId = uniqueId('private');
    await providerClient(fake).channel(CHANNEL_TYPE, privateId, data({ created_by_id: ada.sub, members: [ada.sub], name: 'Ada only' })).create();
    const answer = await call(service, 'get-or-create-channel', eve, { channelId: privateId });
    const missing = await call(service, 'get-or-create-channel', eve, { channelId: uniqueId('missing') });
    expect(answer.status).toBe(404);
    expect(answer.body.error).toEqual(missing.body.error);
    expect((await channelAtProvider(privateId))?.members).toEqual([ada.sub]);
    expect(await call(service, 'get-or-create-channel', eve, { channelId: 'ada!private' })).toMatchObject({ status: 400 });
  });

  it('a bounty channel the host created still lets others join without a ticket (rejoin)', async () => {
    const bountyId = uniqueId('bounty');
    await openBountyWithTicket(service, bob, bountyId, bob, 'Open to all');
    expect(await call(service, 'get-or-create-channel', ada, { channelId: bountyId })).toMatchObject({ status: 200, body: { channelId: bountyId } });
    expect((await channelAtProvider(bountyId))?.members).toEqual([ada.sub, bob.sub].sort());
  });
});

describe('probing who talks to whom', () => {
  it.each(['archive-channel', 'delete-channel', 'unarchive-channel', 'get-unread-messages'])('%s on someone else\'s DM answers exactly as on a DM that does not exist', async (name) => {
    const dm = await call(service, 'create-dm-channel', ada, { userId: ada.sub, bountyId: await postBounty(service, ada), candidateId: bob.sub });
    const existing = await call(service, name, eve, { channelId: dm.body['channelId'] });
    const missing = await call(service, name, eve, { channelId: `dm-${'0'.repeat(40)}` });
    expect(existing.status).toBe(404);
    expect({ status: missing.status, body: missing.body }).toEqual({ status: existing.status, body: existing.body });
  });
});
