// Finding 6: the start-up check is an allow-list over every channel type and the app, and the service user
// creates every channel, so no member holds the provider's `-owner` grants on one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFakeStream } from '../../../../fake-stream/app';
import type { RunningServer } from '../../../../src/server/startServer';
import { CHANNEL_TYPE } from '../../../../src/contract/ids';
import { SERVICE_USER_ID } from '../../../../src/server/provider/serviceUser';
import { API_KEY, API_SECRET, call, makeUser, openBountyWithTicket, providerClient, removeTemporaryFolders, sendAs, startService, testConfig, uniqueId } from '../harness';
import type { FakeStream } from '../harness';
import { providerSession, providerStatus } from './hostile';

let locked: FakeStream;
let open: FakeStream;
let service: RunningServer;
const ada = makeUser('Ada');
const bob = makeUser('Bob');

beforeAll(async () => {
  locked = await createFakeStream({ key: API_KEY, secret: API_SECRET });
  open = await createFakeStream({ key: API_KEY, secret: API_SECRET, openGrants: true });
});

afterAll(async () => {
  await service?.close();
  await locked?.close();
  await open?.close();
  removeTemporaryFolders();
});

describe('the start-up grant check', () => {
  it("refuses a hosted app's open defaults, naming each type/role: permission over every type and the app", async () => {
    // A custom role is a client role too.
    await providerClient(open).updateChannelType('team', { grants: { support_agent: ['update-channel'] } });
    const refused = await startService(testConfig(open)).then(() => null, (error: Error) => error.message);
    expect(refused).toContain('messaging/user: create-channel');
    expect(refused).toContain('messaging/user: truncate-channel-owner');
    expect(refused).toContain('messaging/channel_member: update-channel-members');
    expect(refused).toContain('livestream/user: create-message');
    expect(refused).toContain('team/support_agent: update-channel');
    expect(refused).toContain('app/user: update-user-owner');
    expect(refused).toContain('app/user: search-user');
    expect(refused).toContain('BOUNTY_CHAT_ALLOW_OPEN_GRANTS=1');
    // The product's own type was created locked: nothing refused on it.
    expect(refused).not.toContain(`${CHANNEL_TYPE}/`);
  });

  it('refuses when the app settings switch auth or permission checks off, even with BOUNTY_CHAT_ALLOW_OPEN_GRANTS=1', async () => {
    const fake = await createFakeStream({ key: API_KEY, secret: API_SECRET });
    try {
      await providerClient(fake).updateAppSettings({ disable_auth_checks: true, disable_permissions_checks: true });
      const config = testConfig(fake);
      const refused = await startService({ ...config, security: { ...config.security, allowOpenGrants: true } }).then(() => null, (error: Error) => error.message);
      expect(refused).toContain('disable_auth_checks is on');
      expect(refused).toContain('disable_permissions_checks is on');
    } finally {
      await fake.close();
    }
  });

  it('starts on a locked app, creating its channel type locked and the service user', async () => {
    service = await startService(testConfig(locked));
    const server = providerClient(locked);
    const type = await server.getChannelType(CHANNEL_TYPE);
    expect(type.grants['user']).toEqual([]);
    expect(type.grants['channel_member']).toContain('create-message');
    expect(type.grants['channel_member']).not.toContain('update-channel-members');
    const { users } = await server.queryUsers({ id: { $eq: SERVICE_USER_ID } });
    expect(users).toHaveLength(1);
  });
});

describe("a bounty's poster at the provider", () => {
  it('holds no -owner grant: the service user created the channel; she still writes, and archives through the service', async () => {
    const fake = await createFakeStream({ key: API_KEY, secret: API_SECRET, openGrants: true });
    const config = testConfig(fake);
    const openService = await startService({ ...config, security: { ...config.security, allowOpenGrants: true } });
    try {
      // Even with a careless operator's -owner grants on the product's type.
      await providerClient(fake).updateChannelType(CHANNEL_TYPE, { grants: { user: ['truncate-channel-owner', 'update-channel-owner', 'delete-channel-owner', 'update-channel-frozen-owner'] } });
      const bountyId = uniqueId('bounty');
      expect((await openBountyWithTicket(openService, ada, bountyId, ada, 'Fix the login bug')).status).toBe(200);
      expect((await openBountyWithTicket(openService, bob, bountyId, ada, 'Fix the login bug')).status).toBe(200);
      await sendAs(fake, bountyId, bob, "Bob's proposal");
      const adas = await providerSession(openService, ada);
      const channel = adas.channel(CHANNEL_TYPE, bountyId);
      await channel.watch();
      expect(channel.data?.own_capabilities).not.toContain('truncate-channel');
      expect(channel.data?.own_capabilities).not.toContain('update-any-message');
      expect(await providerStatus(channel.truncate())).toBe(403);
      expect(await providerStatus(channel.updatePartial({ set: { name: 'Pay me first' } as never }))).toBe(403);
      expect(await providerStatus(channel.update({ frozen: true } as never))).toBe(403);
      expect(await providerStatus(channel.delete())).toBe(403);
      const bobs = channel.state.messages.find((message) => message.user?.id === bob.sub)!;
      expect(await providerStatus(adas.updateMessage({ id: bobs.id, text: 'Bob agrees to work for free' }))).toBe(403);
      // The legitimate path: she writes, and archives through the service, which checks owner_id.
      expect(await providerStatus(channel.sendMessage({ text: 'Thanks Bob' }))).toBe(0);
      expect((await call(openService, 'archive-channel', ada, { channelId: bountyId })).status).toBe(200);
      await adas.disconnectUser();
    } finally {
      await openService.close();
      await fake.close();
    }
  });

  it("fake-stream gives a channel's creator exactly the type's -owner grants, not a moderator's", async () => {
    const server = providerClient(locked);
    await server.upsertUsers([{ id: ada.sub }, { id: bob.sub }]);
    const id = uniqueId('legacy');
    await server.channel('messaging', id, { created_by_id: ada.sub, members: [ada.sub, bob.sub] }).create();
    const [channel] = await server.queryChannels({ cid: `messaging:${id}` }, {}, { user_id: ada.sub });
    expect(channel!.data?.own_capabilities).toContain('send-message');
    for (const capability of ['truncate-channel', 'update-any-message', 'delete-any-message', 'freeze-channel', 'ban-channel-members']) {
      expect(channel!.data?.own_capabilities).not.toContain(capability);
    }
  });
});
