// Flags and mutes: flagging a message (once per user), muting users and channels (in `me`, on the
// client's mutedUsers / mutedChannels through notification events), and unmuting.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Provider } from '../helpers/provider';
import { errorOf, nextEvent, startProvider } from '../helpers/provider';
import { twoMembers } from '../helpers/two-members';

let provider: Provider;
beforeAll(async () => { provider = await startProvider(); });
afterAll(async () => { await provider.close(); });

describe('flags', () => {
  it('flags a message once per user', async () => {
    const { alice, b, aliceChannel } = await twoMembers(provider);
    const { message } = await aliceChannel.sendMessage({ text: 'buy cheap followers' });
    const { flag } = await b.flagMessage(message.id, { reason: 'spam' });
    expect(flag).toMatchObject({ target_message_id: message.id, channel_cid: aliceChannel.cid, message_user_id: alice });
    expect(await errorOf(b.flagMessage(message.id))).toMatchObject({ status: 400, code: 4 });
  });

  it('refuses to flag a message in a channel the user cannot see (HTTP 403, code 17)', async () => {
    const { aliceChannel } = await twoMembers(provider);
    const { message } = await aliceChannel.sendMessage({ text: 'private' });
    const stranger = await provider.connect(provider.id('stranger'));
    expect(await errorOf(stranger.flagMessage(message.id))).toMatchObject({ status: 403, code: 17 });
  });
});

describe('mutes', () => {
  it('mutes a user: the muter\'s clients learn it at once and `me` keeps it on the next connect', async () => {
    const { alice, bob, a } = await twoMembers(provider);
    const told = nextEvent(a, 'notification.mutes_updated');
    const answer = await a.muteUser(bob);
    expect(answer.mute).toMatchObject({ user: { id: alice }, target: { id: bob } });
    await told;
    expect(a.userMuteStatus(bob)).toBe(true);

    const again = await provider.connect(alice);
    expect(again.mutedUsers.map((mute) => mute.target.id)).toEqual([bob]);

    const untold = nextEvent(a, 'notification.mutes_updated');
    await a.unmuteUser(bob);
    await untold;
    expect(a.userMuteStatus(bob)).toBe(false);
  });

  it('mutes and unmutes a channel for the muting member only', async () => {
    const { a, b, aliceChannel, bobChannel } = await twoMembers(provider);
    const told = nextEvent(a, 'notification.channel_mutes_updated');
    const answer = await aliceChannel.mute();
    expect(answer.channel_mute.channel?.cid).toBe(aliceChannel.cid);
    await told;
    expect(aliceChannel.muteStatus().muted).toBe(true);
    expect(bobChannel.muteStatus().muted).toBe(false);
    expect(b.mutedChannels).toEqual([]);

    const untold = nextEvent(a, 'notification.channel_mutes_updated');
    await aliceChannel.unmute();
    await untold;
    expect(aliceChannel.muteStatus().muted).toBe(false);
  });

  it('shows the viewer\'s own channel mute as `muted` on channel queries, and the server reads it for a user', async () => {
    const { alice, bob, a, aliceChannel } = await twoMembers(provider);
    await aliceChannel.mute();
    const [mine] = await a.queryChannels({ cid: aliceChannel.cid }, {}, { watch: false, state: true });
    expect(mine?.data?.muted).toBe(true);
    const server = provider.server();
    const forUser = async (userId: string) => (await server.queryChannelsRequest({ cid: aliceChannel.cid }, [], { user_id: userId, state: true }))[0]?.channel;
    expect(await forUser(alice)).toMatchObject({ muted: true });
    expect(await forUser(bob)).toMatchObject({ muted: false });
    await aliceChannel.unmute();
    expect(await forUser(alice)).toMatchObject({ muted: false });
  });

  it('answers a user\'s own user mutes in the moderation report, for the server', async () => {
    const { alice, bob, a } = await twoMembers(provider);
    await a.muteUser(bob);
    const server = provider.server();
    const report = await server.moderation.getUserModerationReport(alice, { include_user_mutes: true });
    expect(report.user_mutes?.map((mute) => mute.target.id)).toEqual([bob]);
    expect((await server.moderation.getUserModerationReport(bob, { include_user_mutes: true })).user_mutes).toEqual([]);
    await a.unmuteUser(bob);
    expect((await server.moderation.getUserModerationReport(alice, { include_user_mutes: true })).user_mutes).toEqual([]);
  });

  it('refuses to mute oneself (HTTP 400, code 4)', async () => {
    const { alice, a } = await twoMembers(provider);
    expect(await errorOf(a.muteUser(alice))).toMatchObject({ status: 400, code: 4 });
  });
});
