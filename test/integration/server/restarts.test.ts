// A DM's id never changes once made: the service restarted on the same store with other secrets (a new token
// key, a new DM-id secret) answers the same DM with its history, and a DM made before the registry existed
// (its id an HMAC under a secret derived from the token key, as the service made them then) is found, not doubled.
import { SERVICE_USER_ID } from '../../../src/server/provider/serviceUser';
import { hkdfSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHANNEL_TYPE } from '../../../src/contract/ids';
import type { RunningServer } from '../../../src/server/startServer';
import { dmChannelId } from '../../../src/server/channels/channelIds';
import type { ServiceConfig } from '../../../src/server/config/serviceConfig';
import { TOKEN_KEY, authHeaders, call, makeUser, postBounty, providerClient, removeTemporaryFolders, sendAs, startFakeStream, startService, testConfig } from './harness';
import type { FakeStream, TestUser } from './harness';

const NEW_KEY = Buffer.alloc(32, 4);
let fake: FakeStream;
let config: ServiceConfig;
let service: RunningServer;
const ada = makeUser('Ada');
const bob = makeUser('Bob');
/** Calls as `user` with a token sealed under the restarted service's key. */
const asNew = (user: TestUser) => ({ headers: authHeaders(user, {}, NEW_KEY) });

beforeAll(async () => {
  fake = await startFakeStream();
  config = testConfig(fake);
  service = await startService(config);
});

afterAll(async () => {
  await service?.close();
  await fake?.close();
  removeTemporaryFolders();
});

async function historyOf(channelId: string): Promise<string[]> {
  const state = await providerClient(fake).channel(CHANNEL_TYPE, channelId).query({ messages: { limit: 50 } });
  return state.messages.map((message) => message.text ?? '');
}

describe('a restart with new secrets', () => {
  it('answers the same DM, with its history, and a DM made under the old derivation is found, not made twice', async () => {
    for (const user of [ada, bob]) await call(service, 'get-or-create-user', user);
    const bountyId = await postBounty(service, ada);
    const before = await call(service, 'create-dm-channel', bob, { userId: ada.sub, bountyId, candidateId: bob.sub });
    expect(before.status).toBe(200);
    const dmId = String(before.body['channelId']);
    await sendAs(fake, dmId, bob, 'sent before the restart');
    // As the service made DMs before the registry: the id an HMAC under a secret derived from the token key.
    const oldBounty = await postBounty(service, ada);
    const oldSecret = Buffer.from(hkdfSync('sha256', TOKEN_KEY, Buffer.alloc(0), 'bountychat dm channel ids', 32));
    const oldId = dmChannelId(ada.sub, bob.sub, oldBounty, oldSecret);
    await providerClient(fake).channel(CHANNEL_TYPE, oldId, {
      created_by_id: SERVICE_USER_ID, members: [ada.sub, bob.sub], kind: 'dm', bounty_id: oldBounty, candidate_id: bob.sub, owner_id: ada.sub,
    } as never).create();
    await sendAs(fake, oldId, ada, 'from the old days');
    await service.close();

    service = await startService({ ...config, tokenKey: NEW_KEY, security: { ...config.security, dmIdSecret: Buffer.alloc(32, 6) } });
    const after = await call(service, 'create-dm-channel', ada, { userId: ada.sub, bountyId, candidateId: bob.sub }, asNew(ada));
    expect(after).toMatchObject({ status: 200, body: { channelId: dmId } });
    expect(await historyOf(dmId)).toEqual(['sent before the restart']);

    const found = await call(service, 'create-dm-channel', bob, { userId: ada.sub, bountyId: oldBounty, candidateId: bob.sub }, asNew(bob));
    expect(found).toMatchObject({ status: 200, body: { channelId: oldId } });
    expect(await historyOf(oldId)).toEqual(['from the old days']);
    const dms = await providerClient(fake).queryChannels({ type: CHANNEL_TYPE, kind: 'dm', bounty_id: oldBounty, members: { $in: [ada.sub] } } as never);
    expect(dms.map((channel) => channel.id)).toEqual([oldId]);
    const listed = await call(service, 'all-channels', ada, undefined, asNew(ada));
    const ids = (listed.body['channels'] as Array<{ channelId: string }>).map((row) => row.channelId);
    expect(ids.filter((id) => id.startsWith('dm-')).sort()).toEqual([dmId, oldId].sort());
  });
});
