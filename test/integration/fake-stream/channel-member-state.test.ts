// One member's view of a channel: hide / show, archive and pin (member partial update), stop-watching,
// mark unread; and channel-wide truncate and queryMembers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChannelData, ChannelFilters } from 'stream-chat';
import type { Provider } from '../helpers/provider';
import { eventsDuring, nextEvent, startProvider } from '../helpers/provider';

let provider: Provider;
// The owner's powers (freeze, cooldown, truncate) come from a hosted app's default -owner grants.
beforeAll(async () => { provider = await startProvider({ openGrants: true }); });
afterAll(async () => { await provider.close(); });

// Custom channel fields (tag) are not in the SDK's types unless a project augments them.
const where = (filter: Record<string, unknown>) => filter as ChannelFilters;
const data = (fields: Record<string, unknown>) => fields as ChannelData;

async function pair() {
  const alice = provider.id('alice');
  const bob = provider.id('bob');
  const a = await provider.connect(alice, { name: 'Alice' });
  const b = await provider.connect(bob, { name: 'Bob' });
  const id = provider.id('chat');
  await provider.createChannel(id, alice, [alice, bob]);
  const aliceChannel = a.channel('messaging', id);
  await aliceChannel.watch();
  const bobChannel = b.channel('messaging', id);
  await bobChannel.watch();
  return { alice, bob, a, b, aliceChannel, bobChannel };
}

describe('hide and show', () => {
  it('hides a channel from its member\'s list until a new message or show', async () => {
    const { a, aliceChannel, bobChannel } = await pair();
    const hiddenSeen = nextEvent(a, 'channel.hidden');
    await aliceChannel.hide();
    expect((await hiddenSeen).cid).toBe(aliceChannel.cid);
    expect(await a.queryChannels({ cid: aliceChannel.cid })).toHaveLength(0);
    expect(await a.queryChannels({ cid: aliceChannel.cid, hidden: true })).toHaveLength(1);

    await bobChannel.sendMessage({ text: 'are you there?' });
    expect(await a.queryChannels({ cid: aliceChannel.cid })).toHaveLength(1);

    await aliceChannel.hide();
    const visibleSeen = nextEvent(a, 'channel.visible');
    await aliceChannel.show();
    expect((await visibleSeen).cid).toBe(aliceChannel.cid);
    expect(await a.queryChannels({ cid: aliceChannel.cid })).toHaveLength(1);
  });
});

describe('archive and pin', () => {
  it('archives and pins for one member only, with member.updated, filters and pinned_at sort', async () => {
    const { alice, a, b, aliceChannel } = await pair();
    const tag = provider.id('tag');
    const otherId = provider.id('other');
    await provider.createChannel(otherId, alice, [alice], { tag });
    const other = a.channel('messaging', otherId);
    await other.watch();
    await provider.server().channel('messaging', aliceChannel.id!).updatePartial({ set: data({ tag }) });

    const updated = nextEvent(a, 'member.updated');
    const archived = await aliceChannel.archive();
    expect(archived?.archived_at).toEqual(expect.any(String));
    expect((await updated).member).toMatchObject({ user_id: alice });
    expect(aliceChannel.state.membership.archived_at).toEqual(expect.any(String));
    expect((await a.queryChannels(where({ tag, archived: true }))).map((channel) => channel.cid)).toEqual([aliceChannel.cid]);
    expect((await a.queryChannels(where({ tag, archived: false }))).map((channel) => channel.cid)).toEqual([other.cid]);
    expect(await b.queryChannels({ cid: aliceChannel.cid, archived: false })).toHaveLength(1);

    await aliceChannel.unarchive();
    expect(await a.queryChannels(where({ tag, archived: true }))).toHaveLength(0);

    const pinned = await other.pin();
    expect(pinned?.pinned_at).toEqual(expect.any(String));
    const sorted = await a.queryChannels(where({ tag }), [{ pinned_at: -1 }, { created_at: 1 }]);
    expect(sorted.map((channel) => channel.cid)).toEqual([other.cid, aliceChannel.cid]);
    expect((await a.queryChannels(where({ tag, pinned: true }))).map((channel) => channel.cid)).toEqual([other.cid]);
    await other.unpin();
    expect(await a.queryChannels(where({ tag, pinned: true }))).toHaveLength(0);
  });

  it('lets the server archive for a named user (what the product service does)', async () => {
    const { bob, b, aliceChannel } = await pair();
    await provider.server().channel('messaging', aliceChannel.id!).archive({ user_id: bob });
    expect(await b.queryChannels({ cid: aliceChannel.cid, archived: true })).toHaveLength(1);
  });
});

describe('stop watching', () => {
  it('stops message.new to that connection; the member gets notification.message_new instead', async () => {
    const { b, aliceChannel, bobChannel } = await pair();
    await bobChannel.stopWatching();
    const watched = eventsDuring(b, 'message.new', 500);
    const notified = nextEvent(b, 'notification.message_new');
    await aliceChannel.sendMessage({ text: 'after you left' });
    expect((await notified).message?.text).toBe('after you left');
    expect(await watched).toEqual([]);
  });
});

describe('mark unread', () => {
  it('marks a message and everything after it unread, with notification.mark_unread and new totals', async () => {
    const { bob, b, aliceChannel, bobChannel } = await pair();
    const ids: string[] = [];
    for (const text of ['one', 'two', 'three']) ids.push((await aliceChannel.sendMessage({ text })).message.id);
    await bobChannel.markRead();
    expect((await provider.server().getUnreadCount(bob)).total_unread_count).toBe(0);

    const seen = nextEvent(b, 'notification.mark_unread');
    await bobChannel.markUnread({ message_id: ids[1] });
    expect(await seen).toMatchObject({
      cid: bobChannel.cid,
      first_unread_message_id: ids[1],
      last_read_message_id: ids[0],
      unread_messages: 2,
      total_unread_count: 2,
      unread_channels: 1,
    });
    expect(bobChannel.state.read[bob]).toMatchObject({ unread_messages: 2, last_read_message_id: ids[0] });
    expect((await provider.server().getUnreadCount(bob)).total_unread_count).toBe(2);

    await aliceChannel.sendMessage({ text: 'four' });
    expect((await provider.server().getUnreadCount(bob)).total_unread_count).toBe(3);
  });
});

describe('truncate', () => {
  it('removes every message for everyone, resets unread counts and can leave a system message', async () => {
    const { bob, b, aliceChannel, bobChannel } = await pair();
    await bobChannel.stopWatching();
    await aliceChannel.sendMessage({ text: 'secret 1' });
    await aliceChannel.sendMessage({ text: 'secret 2' });
    expect((await provider.server().getUnreadCount(bob)).total_unread_count).toBe(2);
    await bobChannel.watch();

    const seen = nextEvent(b, 'channel.truncated');
    const { message } = await aliceChannel.truncate({ message: { text: 'History cleared' } });
    const event = await seen;
    expect(event.channel?.truncated_at).toEqual(expect.any(String));
    expect(message).toMatchObject({ type: 'system', text: 'History cleared' });
    expect(bobChannel.state.messages.map((one) => one.text)).toEqual(['History cleared']);

    const state = await b.channel('messaging', aliceChannel.id!).query({ messages: { limit: 10 } });
    expect(state.messages.map((one) => one.text)).toEqual(['History cleared']);
    expect((await provider.server().getUnreadCount(bob)).total_unread_count).toBeLessThanOrEqual(1);

    await aliceChannel.sendMessage({ text: 'fresh start' });
    const after = await b.channel('messaging', aliceChannel.id!).query({ messages: { limit: 10 } });
    expect(after.messages.map((one) => one.text)).toEqual(['History cleared', 'fresh start']);
  });
});

describe('query members', () => {
  it('filters, sorts and pages members, with their online state', async () => {
    const owner = provider.id('owner');
    const names = ['Zoe', 'Yann', 'Xena', 'Walt'];
    const ids = names.map(() => provider.id('m'));
    const o = await provider.connect(owner, { name: 'Olga' });
    await provider.server().upsertUsers(ids.map((id, index) => ({ id, name: names[index] })));
    const crowd = provider.id('crowd');
    await provider.createChannel(crowd, owner, [owner, ...ids]);
    const channel = o.channel('messaging', crowd);
    await channel.watch();
    await provider.server().channel('messaging', crowd).addModerators([ids[0]!]);

    const byName = await channel.queryMembers({ name: { $autocomplete: 'x' } });
    expect(byName.members.map((member) => member.user?.name)).toEqual(['Xena']);

    const moderators = await channel.queryMembers({ channel_role: 'channel_moderator' });
    expect(moderators.members.map((member) => member.user_id)).toEqual([ids[0]]);

    const sorted = await channel.queryMembers({}, { name: 1 }, { limit: 2, offset: 1 });
    // By name: Olga, Walt, Xena, Yann, Zoe; skip one, take two.
    expect(sorted.members.map((member) => member.user?.name)).toEqual(['Walt', 'Xena']);

    const listed = await channel.queryMembers({ id: { $in: [owner, ids[1]!] } });
    const online = Object.fromEntries(listed.members.map((member) => [member.user_id, member.user?.online]));
    expect(online).toEqual({ [owner]: true, [ids[1]!]: false });
  });
});
