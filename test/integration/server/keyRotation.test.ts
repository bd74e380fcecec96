// Rotating the token key signs nobody out: the service started with the new key and the old one as
// BOUNTY_CHAT_TOKEN_KEY_PREVIOUS still takes a token (and a bounty ticket) sealed under the old one until it
// expires, counts each, and answers the same DM with its history; after its expiry the old token is refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHANNEL_TYPE } from '../../../src/contract/ids';
import type { RunningServer } from '../../../src/server/startServer';
import { createBountyTicket } from '../../../src/server/auth/bountyTicket';
import type { ServiceConfig } from '../../../src/server/config/serviceConfig';
import { manualClock } from '../../helpers/serverEngine';
import { TOKEN_KEY, authHeaders, call, makeUser, postBounty, providerClient, removeTemporaryFolders, sendAs, startFakeStream, startService, testConfig, uniqueId } from './harness';
import type { FakeStream, TestUser } from './harness';

const NEW_KEY = Buffer.alloc(32, 3);
const clock = manualClock(Date.now());
let fake: FakeStream;
let config: ServiceConfig;
let service: RunningServer;
const ada = makeUser('Ada');
const bob = makeUser('Bob');
const seconds = () => Math.floor(clock.now() / 1000);
/** Headers of a token sealed under `key`, valid for ten minutes of the service's clock. */
const sealedUnder = (user: TestUser, key: Buffer) => ({ headers: authHeaders(user, { exp: seconds() + 600 }, key) });

beforeAll(async () => {
  fake = await startFakeStream();
  config = testConfig(fake);
  service = await startService(config, { clock });
});

afterAll(async () => {
  await service?.close();
  await fake?.close();
  removeTemporaryFolders();
});

async function previousKeyCount(kind: string): Promise<number> {
  const text = await (await fetch(`${service.url}/metrics`)).text();
  const line = text.split('\n').find((entry) => entry.startsWith(`bountychat_previous_key_tokens_total{kind="${kind}"}`));
  return line ? Number(line.split(' ').pop()) : 0;
}

describe('a token key rotation', () => {
  it('keeps Alice signed in with her old token until it expires, on the same DM with its history', async () => {
    for (const user of [ada, bob]) await call(service, 'get-or-create-user', user);
    const bountyId = await postBounty(service, bob);
    const dm = await call(service, 'create-dm-channel', ada, { userId: bob.sub, bountyId, candidateId: ada.sub });
    const dmId = String(dm.body['channelId']);
    await sendAs(fake, dmId, ada, 'before the rotation');
    const oldToken = sealedUnder(ada, TOKEN_KEY);
    await service.close();

    service = await startService({ ...config, tokenKey: NEW_KEY, tokenKeyPrevious: TOKEN_KEY }, { clock });
    expect((await call(service, 'get-or-create-user', ada, undefined, oldToken)).status).toBe(200);
    const again = await call(service, 'create-dm-channel', ada, { userId: bob.sub, bountyId, candidateId: ada.sub }, oldToken);
    expect(again).toMatchObject({ status: 200, body: { channelId: dmId } });
    const state = await providerClient(fake).channel(CHANNEL_TYPE, dmId).query({ messages: { limit: 10 } });
    expect(state.messages.map((message) => message.text)).toEqual(['before the rotation']);
    expect(await previousKeyCount('token')).toBe(2);
    expect((await call(service, 'all-channels', bob, undefined, sealedUnder(bob, NEW_KEY))).status).toBe(200);
    expect(await previousKeyCount('token')).toBe(2);

    // A bounty ticket the host minted just before the rotation is taken too.
    const newBounty = uniqueId('bounty');
    const ticket = createBountyTicket({ bountyId: newBounty, name: 'Minted before', ownerId: bob.sub, exp: seconds() + 600 }, TOKEN_KEY);
    expect((await call(service, 'get-or-create-channel', bob, { channelId: newBounty, ticket }, sealedUnder(bob, NEW_KEY))).status).toBe(200);
    expect(await previousKeyCount('ticket')).toBe(1);

    clock.advance(601_000);
    const expired = await call(service, 'all-channels', ada, undefined, oldToken);
    expect(expired.status).toBe(401);
    expect(expired.body.error?.detail).toMatch(/expired/);
    expect((await call(service, 'all-channels', ada, undefined, sealedUnder(ada, NEW_KEY))).status).toBe(200);
    // A key that is neither is refused as before.
    expect((await call(service, 'all-channels', ada, undefined, sealedUnder(ada, Buffer.alloc(32, 8)))).status).toBe(401);
  });
});
