// Presence: `online` on users and members, user.presence.changed to users watching a channel with that
// user, and watcher_count with user.watching.start / stop.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Provider } from '../helpers/provider';
import { eventsDuring, newUserClient, nextEvent, startProvider } from '../helpers/provider';

let provider: Provider;
beforeAll(async () => { provider = await startProvider(); });
afterAll(async () => { await provider.close(); });

describe('presence', () => {
  it('shows online on users and members while connected, and last_active after', async () => {
    const alice = provider.id('alice');
    const bob = provider.id('bob');
    const a = await provider.connect(alice);
    await provider.server().upsertUsers([{ id: bob }]);
    const channel = a.channel('messaging', await provider.newChannel('p', alice, [alice, bob]));
    const state = await channel.watch({ presence: true });
    const online = Object.fromEntries(state.members.map((member) => [member.user_id, member.user?.online]));
    expect(online).toEqual({ [alice]: true, [bob]: false });

    const b = newUserClient(provider.apiKey, provider.baseURL);
    await b.connectUser({ id: bob }, provider.token(bob));
    expect((await provider.server().queryUsers({ id: bob })).users[0]?.online).toBe(true);
    await b.disconnectUser();
    // The socket closes asynchronously on the provider's side.
    await vi.waitFor(async () => {
      const [after] = (await provider.server().queryUsers({ id: bob })).users;
      expect(after?.online).toBe(false);
      expect(after?.last_active).toEqual(expect.any(String));
    }, { timeout: 3000, interval: 50 });
  });

  it('sends user.presence.changed to a user watching a channel with them, and the SDK updates the member', async () => {
    const alice = provider.id('alice');
    const bob = provider.id('bob');
    const a = await provider.connect(alice);
    await provider.server().upsertUsers([{ id: bob }]);
    const channel = a.channel('messaging', await provider.newChannel('p', alice, [alice, bob]));
    await channel.watch({ presence: true });

    const cameOnline = nextEvent(a, 'user.presence.changed', 5000, (event) => event.user?.id === bob);
    const b = newUserClient(provider.apiKey, provider.baseURL);
    await b.connectUser({ id: bob }, provider.token(bob));
    expect((await cameOnline).user).toMatchObject({ id: bob, online: true });
    expect(channel.state.members[bob]?.user?.online).toBe(true);

    const wentOffline = nextEvent(a, 'user.presence.changed', 5000, (event) => event.user?.id === bob);
    await b.disconnectUser();
    expect((await wentOffline).user).toMatchObject({ id: bob, online: false });
    expect(channel.state.members[bob]?.user?.online).toBe(false);
  });

  it('does not tell users who share no channel', async () => {
    const stranger = await provider.connect(provider.id('stranger'));
    await stranger.channel('messaging', await provider.newChannel('alone', stranger.userID!, [stranger.userID!])).watch();
    const heard = eventsDuring(stranger, 'user.presence.changed', 400);
    const other = provider.id('other');
    const o = newUserClient(provider.apiKey, provider.baseURL);
    await o.connectUser({ id: other }, provider.token(other));
    expect(await heard).toEqual([]);
    await o.disconnectUser();
  });
});

describe('watchers', () => {
  it('counts watchers and sends user.watching.start / stop with watcher_count', async () => {
    const alice = provider.id('alice');
    const bob = provider.id('bob');
    const a = await provider.connect(alice);
    const b = await provider.connect(bob);
    const channel = a.channel('messaging', await provider.newChannel('w', alice, [alice, bob]));
    const first = await channel.watch();
    expect(first.watcher_count).toBe(1);

    const started = nextEvent(a, 'user.watching.start');
    const bobChannel = b.channel('messaging', channel.id!);
    const second = await bobChannel.watch();
    expect(second.watcher_count).toBe(2);
    expect(second.watchers?.map((user) => user.id).sort()).toEqual([alice, bob].sort());
    expect(await started).toMatchObject({ cid: channel.cid, user: { id: bob }, watcher_count: 2 });
    expect(channel.state.watcher_count).toBe(2);
    expect(channel.state.watchers[bob]).toBeDefined();

    // A second tab of Bob does not make him a second watcher.
    const tab = newUserClient(provider.apiKey, provider.baseURL);
    await tab.connectUser({ id: bob }, provider.token(bob));
    const noStart = eventsDuring(a, 'user.watching.start', 300);
    expect((await tab.channel('messaging', channel.id!).watch()).watcher_count).toBe(2);
    expect(await noStart).toEqual([]);
    await tab.disconnectUser();

    const stopped = nextEvent(a, 'user.watching.stop');
    await bobChannel.stopWatching();
    expect(await stopped).toMatchObject({ cid: channel.cid, user: { id: bob }, watcher_count: 1 });
    expect(channel.state.watcher_count).toBe(1);
    expect(channel.state.watchers[bob]).toBeUndefined();

    const rewatched = nextEvent(a, 'user.watching.start');
    await bobChannel.watch();
    await rewatched;
    const closed = nextEvent(a, 'user.watching.stop');
    await b.disconnectUser();
    expect(await closed).toMatchObject({ user: { id: bob }, watcher_count: 1 });
  });
});
