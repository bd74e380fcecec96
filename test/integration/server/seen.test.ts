// The list's "New" decided by the service: mark-seen (membership checked at the provider, identity from the token)
// and get-seen-channels (one request for a list), against real fake-stream; on SQLite and on PostgreSQL. A mark
// reaches the user's other devices at once, as a custom event to her connections only.
import type { StreamChat } from 'stream-chat';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEEN_EVENT } from '../../../src/contract/ids';
import type { RunningServer } from '../../../src/server/startServer';
import { eventsDuring, nextEvent } from '../helpers/provider';
import { providerSession } from './attacks/hostile';
import { call, makeUser, removeTemporaryFolders, sharedDm, startFakeStream, startService, testConfig } from './harness';
import type { FakeStream, TestUser } from './harness';

let fake: FakeStream;
let service: RunningServer;
const sessions: StreamChat[] = [];
beforeAll(async () => {
  fake = await startFakeStream();
  service = await startService(testConfig(fake));
});
afterAll(async () => {
  await Promise.all(sessions.map((session) => session.disconnectUser()));
  await service?.close();
  await fake?.close();
  removeTemporaryFolders();
});

describe('mark-seen and get-seen-channels', () => {
  let ada: TestUser;
  let bob: TestUser;
  let stranger: TestUser;
  let dm: string;

  beforeAll(async () => {
    ada = makeUser('ada');
    bob = makeUser('bob');
    stranger = makeUser('eve');
    dm = await sharedDm(service, ada, bob);
    await call(service, 'get-or-create-user', stranger);
  });

  it("records a member's open for every device of hers, and only hers", async () => {
    expect((await call(service, 'get-seen-channels', ada, { channelIds: [dm] })).body).toEqual({ seen: [] });
    const marked = await call(service, 'mark-seen', ada, { channelId: dm });
    expect(marked.status).toBe(200);
    expect(marked.body).toEqual({ channelId: dm, seen: true });
    // Another token of the same user (a second device) reads it; the other member has not opened it.
    expect((await call(service, 'get-seen-channels', { ...ada }, { channelIds: [dm, 'no-such-bounty'] })).body).toEqual({ seen: [dm] });
    expect((await call(service, 'get-seen-channels', bob, { channelIds: [dm] })).body).toEqual({ seen: [] });
    // Opened again: the same answer.
    expect((await call(service, 'mark-seen', ada, { channelId: dm })).status).toBe(200);
  });

  it("tells every connection of hers that she opened it, and no one else's", async () => {
    const carol = makeUser('carol');
    const dan = makeUser('dan');
    const theirs = await sharedDm(service, carol, dan);
    const [phone, laptop, other] = await Promise.all([providerSession(service, carol), providerSession(service, carol), providerSession(service, dan)]);
    sessions.push(phone, laptop, other);
    const heard = [nextEvent(phone, SEEN_EVENT), nextEvent(laptop, SEEN_EVENT)];
    const notHeard = eventsDuring(other, SEEN_EVENT, 500);
    expect((await call(service, 'mark-seen', carol, { channelId: theirs })).status).toBe(200);
    for (const event of await Promise.all(heard)) expect(event).toMatchObject({ type: SEEN_EVENT, channel_id: theirs });
    expect(await notHeard).toEqual([]);
  });

  it("refuses a stranger's mark like an unknown channel, and records nothing for her", async () => {
    const refused = await call(service, 'mark-seen', stranger, { channelId: dm });
    expect(refused.status).toBe(404);
    expect((await call(service, 'mark-seen', stranger, { channelId: 'no-such-bounty' })).status).toBe(404);
    expect((await call(service, 'get-seen-channels', stranger, { channelIds: [dm] })).body).toEqual({ seen: [] });
  });

  it('refuses bad bodies with a clear error', async () => {
    const notAnId = await call(service, 'mark-seen', ada, { channelId: 'no spaces allowed' });
    expect(notAnId.status).toBe(400);
    expect(notAnId.body.error?.detail).toMatch(/^channelId /);
    const tooMany = await call(service, 'get-seen-channels', ada, { channelIds: Array.from({ length: 201 }, (_, i) => `b${i}`) });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error?.detail).toMatch(/at most 200/);
    expect((await call(service, 'get-seen-channels', ada, {})).status).toBe(400);
  });
});
