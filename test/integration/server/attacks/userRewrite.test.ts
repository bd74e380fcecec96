// Finding 4: users rewriting their own name, image and role at the provider. The start-up check refuses
// update-user-owner for client roles; fake-stream honours it on connect and on the user update routes; the
// service writes users from the host's claims; and the widget cleans any name or image that still gets through.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFakeStream } from '../../../../fake-stream/app';
import { cleanUsersIn } from '../../../../src/chat/trustedUsers';
import { NAME_MAX_CHARS } from '../../../../src/contract/limits';
import type { RunningServer } from '../../../../src/server/startServer';
import { API_KEY, API_SECRET, call, makeUser, providerClient, removeTemporaryFolders, sharedDm, startService, testConfig } from '../harness';
import type { FakeStream } from '../harness';
import { providerStatus } from './hostile';
import { newUserClient } from '../../helpers/provider';

let fake: FakeStream;
let service: RunningServer;
const ada = makeUser('Ada');
const eve = makeUser('Eve');
const RLO_NAME = `\u202e${'Support team '.repeat(23)}`.slice(0, 300);
const TRACKER = 'http://tracker.example/pixel.png?u=ada';

beforeAll(async () => {
  fake = await createFakeStream({ key: API_KEY, secret: API_SECRET });
  service = await startService(testConfig(fake));
});

afterAll(async () => {
  await service?.close();
  await fake?.close();
  removeTemporaryFolders();
});

async function providerUser(id: string) {
  const { users } = await providerClient(fake).queryUsers({ id: { $eq: id } });
  return users[0] as Record<string, unknown> | undefined;
}

describe('Eve rewriting her own user at the provider', () => {
  it('connect with a 300-character RLO name, a tracking image and role admin changes nothing; the update routes refuse', async () => {
    const answer = await call(service, 'get-or-create-user', eve);
    const token = String(answer.body['token']);
    const eves = newUserClient(API_KEY, fake.url);
    await eves.connectUser({ id: eve.sub, name: RLO_NAME, image: TRACKER, role: 'admin' } as never, token);
    expect(await providerUser(eve.sub)).toMatchObject({ name: 'Eve', role: 'user' });
    expect((await providerUser(eve.sub))?.['image']).toBeUndefined();
    expect(await providerStatus(eves.upsertUser({ id: eve.sub, name: RLO_NAME }))).toBe(403);
    expect(await providerStatus(eves.partialUpdateUser({ id: eve.sub, set: { name: RLO_NAME, image: TRACKER } }))).toBe(403);
    expect((await providerUser(eve.sub))?.['name']).toBe('Eve');
    await eves.disconnectUser();
  });

  it("the host's name and image reach the provider through the service (the legitimate path)", async () => {
    const renamed = { ...eve, name: 'Eve Adams', image: 'https://img.example.com/eve.png' };
    expect((await call(service, 'get-or-create-user', renamed)).status).toBe(200);
    expect(await providerUser(eve.sub)).toMatchObject({ name: 'Eve Adams', image: 'https://img.example.com/eve.png' });
  });

  it('a record tampered by another path reaches the widget cleaned: no bidi override, capped, no foreign http image', async () => {
    await call(service, 'get-or-create-user', ada);
    const channelId = await sharedDm(service, ada, eve);
    await providerClient(fake).upsertUsers([{ id: eve.sub, name: RLO_NAME, image: TRACKER }]);
    const answer = await providerClient(fake).queryChannels({ cid: `bountychat:${channelId}` }, {}, { user_id: ada.sub });
    const raw = answer[0]!.state.members[eve.sub]!.user!;
    expect(raw.name).toBe(RLO_NAME);
    const member = { user: { ...raw } };
    cleanUsersIn({ members: [member] }, [fake.url]);
    expect(member.user.name).not.toMatch(/[\u202a-\u202e\u2066-\u2069]/);
    expect([...member.user.name!].length).toBeLessThanOrEqual(NAME_MAX_CHARS);
    expect(member.user.image).toBeUndefined();
  });
});
