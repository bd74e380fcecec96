// Channel update, partial update and delete; adding and removing members and moderators, with the events
// each side sees (channel.updated, member.*, notification.added_to_channel / removed_from_channel,
// channel.deleted / notification.channel_deleted) and who may do what.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChannelData, PartialUpdateChannel } from 'stream-chat';
import type { Provider } from '../helpers/provider';
import { errorOf, nextEvent, startProvider } from '../helpers/provider';

let provider: Provider;
// These tests drive the update routes as a channel's own users would under permissive grants; the locked
// default, where only server-side calls may do this, is covered by grants.test.ts.
beforeAll(async () => { provider = await startProvider({ openGrants: true }); });
afterAll(async () => { await provider.close(); });

// Custom channel fields (name, topic) are not in the SDK's types unless a project augments them.
const data = (fields: Record<string, unknown>) => fields as ChannelData;

/** Alice owns a channel (created server-side) with Bob as a plain member; both are connected. */
async function ownedChannel(extraMembers: string[] = []) {
  const alice = provider.id('alice');
  const bob = provider.id('bob');
  const a = await provider.connect(alice, { name: 'Alice' });
  const b = await provider.connect(bob, { name: 'Bob' });
  const id = provider.id('room');
  await provider.server().upsertUsers(extraMembers.map((userId) => ({ id: userId })));
  await provider.server().channel('messaging', id, data({ created_by_id: alice, members: [alice, bob, ...extraMembers], name: 'Logo design', topic: 'logos' })).create();
  const aliceChannel = a.channel('messaging', id);
  const bobChannel = b.channel('messaging', id);
  await aliceChannel.watch();
  await bobChannel.watch();
  return { alice, bob, a, b, id, aliceChannel, bobChannel };
}

describe('channel update and partial update', () => {
  it('replaces the data on update and tells watchers with channel.updated', async () => {
    const { b, aliceChannel, bobChannel } = await ownedChannel();
    const seen = nextEvent(b, 'channel.updated');
    const { channel } = await aliceChannel.update(data({ name: 'Logo design — final' }));
    expect(channel).toMatchObject({ name: 'Logo design — final' });
    expect(channel).not.toHaveProperty('topic');
    expect((await seen).channel).toMatchObject({ name: 'Logo design — final' });
    expect(bobChannel.data).toMatchObject({ name: 'Logo design — final' });
  });

  it('sets and unsets single fields on partial update, keeping the rest', async () => {
    const { alice, b, aliceChannel } = await ownedChannel();
    const seen = nextEvent(b, 'channel.updated');
    const { channel } = await aliceChannel.updatePartial({ set: data({ budget: 300 }), unset: ['topic'] } as { set: ChannelData; unset: string[] } as PartialUpdateChannel);
    expect(channel).toMatchObject({ name: 'Logo design', budget: 300 });
    expect(channel).not.toHaveProperty('topic');
    expect((await seen).channel).toMatchObject({ budget: 300 });
    const [stored] = await provider.server().queryChannels({ cid: aliceChannel.cid }, {}, { user_id: alice });
    expect(stored?.data).toMatchObject({ name: 'Logo design', budget: 300 });
    expect(stored?.data).not.toHaveProperty('topic');
  });

  it('lets the server update a channel for everyone', async () => {
    const { b, id } = await ownedChannel();
    const seen = nextEvent(b, 'channel.updated');
    await provider.server().channel('messaging', id).updatePartial({ set: data({ status: 'closed' }) });
    expect((await seen).channel).toMatchObject({ status: 'closed' });
  });

  it('refuses a plain member changing the channel data with HTTP 403, code 17', async () => {
    const { bobChannel } = await ownedChannel();
    expect(await errorOf(bobChannel.updatePartial({ set: data({ name: 'mine now' }) }))).toMatchObject({ status: 403, code: 17 });
    expect(await errorOf(bobChannel.update(data({ name: 'mine now' })))).toMatchObject({ status: 403, code: 17 });
  });
});

describe('members and moderators', () => {
  it('adds a member: watchers get member.added, the new member gets notification.added_to_channel and may read', async () => {
    const { a, aliceChannel } = await ownedChannel();
    const carol = provider.id('carol');
    const c = await provider.connect(carol, { name: 'Carol' });
    const watcherSees = nextEvent(a, 'member.added');
    const carolSees = nextEvent(c, 'notification.added_to_channel');
    const { members } = await aliceChannel.addMembers([carol]);
    expect(members.map((member) => member.user_id)).toContain(carol);
    expect((await watcherSees).member).toMatchObject({ user_id: carol, user: { id: carol, name: 'Carol' } });
    expect(await carolSees).toMatchObject({ cid: aliceChannel.cid, channel: { cid: aliceChannel.cid }, member: { user_id: carol } });
    expect(aliceChannel.state.members[carol]).toBeDefined();
    const carolChannels = await c.queryChannels({ cid: aliceChannel.cid });
    expect(carolChannels.map((channel) => channel.cid)).toEqual([aliceChannel.cid]);
  });

  it('removes a member: watchers get member.removed, the removed user gets notification.removed_from_channel and loses access', async () => {
    const { a, b, bob, id, aliceChannel, bobChannel } = await ownedChannel();
    const watcherSees = nextEvent(a, 'member.removed');
    const bobSees = nextEvent(b, 'notification.removed_from_channel');
    await aliceChannel.removeMembers([bob]);
    expect((await watcherSees).user?.id).toBe(bob);
    expect(await bobSees).toMatchObject({ cid: bobChannel.cid, channel: { cid: bobChannel.cid } });
    expect(aliceChannel.state.members[bob]).toBeUndefined();
    expect(await errorOf(b.channel('messaging', id).query({}))).toMatchObject({ status: 403, code: 17 });
    expect(await b.queryChannels({ cid: bobChannel.cid })).toHaveLength(0);
  });

  it('lets a member leave by removing themselves', async () => {
    const { a, bob, bobChannel, aliceChannel } = await ownedChannel();
    const watcherSees = nextEvent(a, 'member.removed');
    await bobChannel.removeMembers([bob]);
    expect((await watcherSees).user?.id).toBe(bob);
    expect(Object.keys(aliceChannel.state.members)).not.toContain(bob);
  });

  it('refuses a plain member making moderators (403, code 17)', async () => {
    const { alice, bobChannel } = await ownedChannel();
    expect(await errorOf(bobChannel.demoteModerators([alice]))).toMatchObject({ status: 403, code: 17 });
  });

  it('promotes and demotes a moderator, whose capabilities follow the role', async () => {
    const { a, b, bob, aliceChannel, bobChannel } = await ownedChannel();
    expect(bobChannel.data?.own_capabilities).not.toContain('freeze-channel');
    const promoted = nextEvent(a, 'member.updated');
    await aliceChannel.addModerators([bob]);
    expect((await promoted).member).toMatchObject({ user_id: bob, channel_role: 'channel_moderator', is_moderator: true });
    const asModerator = await b.channel('messaging', bobChannel.id!).query({});
    expect(asModerator.channel.own_capabilities).toEqual(expect.arrayContaining(['freeze-channel', 'update-channel', 'skip-slow-mode']));
    await bobChannel.updatePartial({ set: data({ topic: 'moderated' }) });

    const demoted = nextEvent(a, 'member.updated');
    await aliceChannel.demoteModerators([bob]);
    expect((await demoted).member).toMatchObject({ user_id: bob, channel_role: 'channel_member', is_moderator: false });
    expect(await errorOf(bobChannel.updatePartial({ set: data({ topic: 'not any more' }) }))).toMatchObject({ status: 403, code: 17 });
  });
});

describe('channel delete', () => {
  it('tells watchers (channel.deleted) and members elsewhere (notification.channel_deleted); the channel is gone', async () => {
    const carol = provider.id('carol');
    const { b, a, id, aliceChannel } = await ownedChannel([carol]);
    const c = await provider.connect(carol);
    const watcherSees = nextEvent(b, 'channel.deleted');
    const carolSees = nextEvent(c, 'notification.channel_deleted');
    const { channel } = await aliceChannel.delete();
    expect(channel).toMatchObject({ cid: aliceChannel.cid });
    expect(channel.deleted_at).toEqual(expect.any(String));
    expect((await watcherSees).cid).toBe(aliceChannel.cid);
    expect((await carolSees).cid).toBe(aliceChannel.cid);
    expect(await a.queryChannels({ cid: aliceChannel.cid })).toHaveLength(0);
    expect(await errorOf(b.channel('messaging', id).sendMessage({ text: 'anyone?' }))).toMatchObject({ status: 404, code: 16 });
  });

  it('refuses a plain member deleting the channel (403, code 17)', async () => {
    const { bobChannel } = await ownedChannel();
    expect(await errorOf(bobChannel.delete())).toMatchObject({ status: 403, code: 17 });
  });

  it('starts afresh when a deleted channel id is created again', async () => {
    const { alice, id, aliceChannel } = await ownedChannel();
    await aliceChannel.sendMessage({ text: 'old times' });
    await provider.server().channel('messaging', id).delete({ hard_delete: true });
    const again = provider.server().channel('messaging', id, { created_by_id: alice, members: [alice] });
    const state = await again.create();
    expect(state.messages).toEqual([]);
    expect(state.members.map((member) => member.user_id)).toEqual([alice]);
  });
});
