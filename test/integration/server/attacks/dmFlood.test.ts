// Issue 21, finding 8: Eve, signed in with her own token, cannot open DMs with Ada without end. A DM needs a
// bounty the service knows, and one pair has at most BOUNTY_CHAT_DMS_PER_PAIR (5) of them; a DM that exists
// is always answered, and Ada's DMs with others are not touched.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHANNEL_TYPE } from '../../../../src/contract/ids';
import type { RunningServer } from '../../../../src/server/startServer';
import { call, makeUser, postBounty, providerClient, removeTemporaryFolders, startFakeStream, startService, testConfig, uniqueId } from '../harness';
import type { FakeStream } from '../harness';

let fake: FakeStream;
let service: RunningServer;
const ada = makeUser('Ada');
const bob = makeUser('Bob');
const eve = makeUser('Eve');

beforeAll(async () => {
  fake = await startFakeStream();
  service = await startService(testConfig(fake));
  for (const user of [ada, bob, eve]) await call(service, 'get-or-create-user', user);
});

afterAll(async () => {
  await service?.close();
  await fake?.close();
  removeTemporaryFolders();
});

const dmsOf = async (userId: string) =>
  (await providerClient(fake).queryChannels({ type: CHANNEL_TYPE, kind: 'dm', members: { $in: [userId] } } as never, {}, { limit: 30 })).map((channel) => channel.id);

describe('a flood of DMs', () => {
  it('about a bounty the service does not know is refused with 404, and nothing is made', async () => {
    for (const bountyId of [uniqueId('bounty'), 'bounty-made-up']) {
      const answer = await call(service, 'create-dm-channel', eve, { userId: eve.sub, bountyId, candidateId: ada.sub });
      expect(answer.status).toBe(404);
      expect(answer.body.error).toMatchObject({ code: 'not_found', message: 'Failed to create direct message channel' });
      expect(answer.body.error?.detail).toContain(`there is no bounty channel ${bountyId}`);
    }
    // A channel that exists but is not a bounty's is not a bounty either.
    const lookalike = uniqueId('bounty');
    await providerClient(fake).channel(CHANNEL_TYPE, lookalike, { created_by_id: bob.sub, members: [bob.sub] } as never).create();
    const aboutOther = await call(service, 'create-dm-channel', eve, { userId: eve.sub, bountyId: lookalike, candidateId: ada.sub });
    expect(aboutOther.status).toBe(404);
    expect(await dmsOf(eve.sub)).toEqual([]);
  });

  it('stops at five per pair with a message naming the limit; the existing ones and other pairs still work', async () => {
    const bounties: string[] = [];
    for (let i = 0; i < 6; i++) bounties.push(await postBounty(service, bob));
    const made: string[] = [];
    for (const bountyId of bounties.slice(0, 5)) {
      const answer = await call(service, 'create-dm-channel', eve, { userId: eve.sub, bountyId, candidateId: ada.sub });
      expect(answer.status).toBe(200);
      made.push(String(answer.body['channelId']));
    }
    const sixth = await call(service, 'create-dm-channel', eve, { userId: eve.sub, bountyId: bounties[5]!, candidateId: ada.sub });
    expect(sixth.status).toBe(403);
    expect(sixth.body.error).toMatchObject({ code: 'forbidden', message: 'Failed to create direct message channel' });
    expect(sixth.body.error?.detail).toMatch(/already have 5 direct messages.*BOUNTY_CHAT_DMS_PER_PAIR/);
    // Ada asking is the same pair: no way around the limit from the other side.
    expect((await call(service, 'create-dm-channel', ada, { userId: eve.sub, bountyId: bounties[5]!, candidateId: ada.sub })).status).toBe(403);
    expect((await dmsOf(eve.sub)).sort()).toEqual([...made].sort());

    const again = await call(service, 'create-dm-channel', ada, { userId: eve.sub, bountyId: bounties[0], candidateId: ada.sub });
    expect(again).toMatchObject({ status: 200, body: { channelId: made[0] } });
    expect((await call(service, 'create-dm-channel', bob, { userId: bob.sub, bountyId: bounties[5]!, candidateId: ada.sub })).status).toBe(200);
  });
});
