// Defence in depth: even on a provider whose grants let users create channels (started knowingly with
// BOUNTY_CHAT_ALLOW_OPEN_GRANTS), a channel planted under a DM's id is refused, not handed out.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFakeStream } from '../../../../fake-stream/app';
import type { RunningServer } from '../../../../src/server/startServer';
import { dmChannelId } from '../../../../src/server/channels/channelIds';
import { API_KEY, API_SECRET, call, makeUser, postBounty, providerClient, removeTemporaryFolders, startService, testConfig } from '../harness';
import type { FakeStream } from '../harness';
import { providerSession } from './hostile';
import { CHANNEL_TYPE } from '../../../../src/contract/ids';

let fake: FakeStream;
let service: RunningServer;
const lines: string[] = [];
const ada = makeUser('Ada');
const bob = makeUser('Bob');
const eve = makeUser('Eve');
// The service's DM-id secret, set so the test can play the worst case: the id leaked.
const DM_ID_SECRET = Buffer.alloc(32, 5);

beforeAll(async () => {
  fake = await createFakeStream({ key: API_KEY, secret: API_SECRET, openGrants: true });
  const config = testConfig(fake);
  service = await startService({ ...config, security: { ...config.security, allowOpenGrants: true, dmIdSecret: DM_ID_SECRET } }, { log: (line) => lines.push(line) });
  // The service created its channel type locked; open it as a careless operator would.
  await providerClient(fake).updateChannelType(CHANNEL_TYPE, { grants: { user: ['create-channel'] } });
  for (const user of [ada, bob]) await call(service, 'get-or-create-user', user);
});

afterAll(async () => {
  await service?.close();
  await fake?.close();
  removeTemporaryFolders();
});

describe('a planted DM', () => {
  it('is refused with the catalogue text and logged, even when Eve learnt the id; an untouched DM still works', async () => {
    const bountyId = await postBounty(service, ada);
    // The id leaked somehow (the secret is the service's; the test holds it to play the worst case).
    const id = dmChannelId(ada.sub, bob.sub, bountyId, DM_ID_SECRET);
    const evesClient = await providerSession(service, eve);
    await evesClient.channel(CHANNEL_TYPE, id, { members: [eve.sub, ada.sub, bob.sub], kind: 'dm', bounty_id: bountyId } as never).create();
    await evesClient.disconnectUser();

    const answer = await call(service, 'create-dm-channel', ada, { userId: ada.sub, bountyId, candidateId: bob.sub });
    expect(answer.status).toBe(409);
    expect(answer.body.error).toMatchObject({ code: 'conflict', message: 'Failed to create direct message channel' });
    expect(lines.some((line) => line.includes(`refused ${id}`) && line.includes(eve.sub))).toBe(true);

    const fine = await call(service, 'create-dm-channel', ada, { userId: ada.sub, bountyId: await postBounty(service, ada), candidateId: bob.sub });
    expect(fine.status).toBe(200);
    const [channel] = await providerClient(fake).queryChannels({ cid: `${CHANNEL_TYPE}:${String(fine.body['channelId'])}` });
    expect(Object.keys(channel!.state.members).sort()).toEqual([ada.sub, bob.sub].sort());
  });
});
