// Channels: create (server and client side), watch/query with message pagination, queryChannels filters,
// sort and paging, and the members-only rule (403, code 17).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChannelData, ChannelFilters, StreamChat } from 'stream-chat';
import type { Provider } from '../helpers/provider';
import { errorOf, startProvider } from '../helpers/provider';

let provider: Provider;
let alice: string;
let bob: string;
let aliceClient: StreamChat;
beforeAll(async () => {
  provider = await startProvider();
  alice = provider.id('alice');
  bob = provider.id('bob');
  aliceClient = await provider.connect(alice, { name: 'Alice' });
});
afterAll(async () => { await provider.close(); });

// Custom channel fields (name, tag, is_production) are not in the SDK's types unless a project augments them.
const data = (fields: Record<string, unknown>) => fields as ChannelData;
const where = (filter: Record<string, unknown>) => filter as ChannelFilters;

describe('channels', () => {
  it('creates a channel server-side with created_by_id, members and custom fields', async () => {
    await provider.server().upsertUsers([{ id: bob }]);
    const id = provider.id('bounty');
    const created = provider.server().channel('messaging', id, data({ created_by_id: alice, members: [alice, bob], name: 'Logo design', is_production: true }));
    await created.create();

    const state = await aliceClient.channel('messaging', id).watch();
    expect(state.channel).toMatchObject({ id, cid: `messaging:${id}`, name: 'Logo design', is_production: true, created_by: { id: alice }, member_count: 2 });
    expect(state.members.map((member) => member.user_id).sort()).toEqual([alice, bob].sort());
    expect(state.channel.own_capabilities).toEqual(expect.arrayContaining(['send-message', 'read-events', 'typing-events']));
    expect(state.read?.map((read) => read.user.id).sort()).toEqual([alice, bob].sort());
    expect(state.watchers?.map((user) => user.id)).toContain(alice);
  });

  it('pages a channel\'s messages with id_lt, id_gt and id_around', async () => {
    const paged = provider.id('paged');
    await provider.createChannel(paged, alice, [alice]);
    const channel = aliceClient.channel('messaging', paged);
    await channel.watch();
    const ids: string[] = [];
    for (let index = 0; index < 7; index += 1) {
      const id = provider.id('m');
      await channel.sendMessage({ id, text: `message ${index}` });
      ids.push(id);
    }
    const latest = await channel.query({ messages: { limit: 3 } });
    expect(latest.messages.map((message) => message.id)).toEqual(ids.slice(4));
    const older = await channel.query({ messages: { limit: 3, id_lt: ids[4] } });
    expect(older.messages.map((message) => message.id)).toEqual(ids.slice(1, 4));
    const newer = await channel.query({ messages: { limit: 2, id_gt: ids[1] } });
    expect(newer.messages.map((message) => message.id)).toEqual(ids.slice(2, 4));
    const around = await channel.query({ messages: { limit: 3, id_around: ids[3] } });
    expect(around.messages.map((message) => message.id)).toEqual(ids.slice(2, 5));
    // Around the time of the sixth message: the first message sent at that time, which is the sixth unless the
    // fifth went out in the same millisecond.
    const at = latest.messages[1]!.created_at!;
    const all = await channel.query({ messages: { limit: 7 } });
    const firstAt = all.messages.find((message) => message.created_at! >= at)!.id;
    expect([ids[4], ids[5]]).toContain(firstAt);
    const aroundTime = await channel.query({ messages: { limit: 1, created_at_around: at } });
    expect(aroundTime.messages.map((message) => message.id)).toEqual([firstAt]);
  });

  it('queries channels by members, custom fields, cid and type, sorted by last_message_at with limit and offset', async () => {
    const tag = provider.id('tag');
    const make = async (production: boolean) => {
      const id = provider.id('q');
      await provider.createChannel(id, alice, [alice], { tag, is_production: production });
      const channel = aliceClient.channel('messaging', id);
      await channel.watch();
      return channel;
    };
    const [first, second, third] = [await make(true), await make(true), await make(false)];
    await second.sendMessage({ text: 'older' });
    await first.sendMessage({ text: 'newest' });

    const production = await aliceClient.queryChannels(where({ members: { $in: [alice] }, tag, is_production: true }), { last_message_at: -1 });
    expect(production.map((channel) => channel.id)).toEqual([first.id, second.id]);

    const byCid = await aliceClient.queryChannels({ type: 'messaging', cid: { $in: [third.cid, second.cid] } }, { created_at: 1 });
    expect(byCid.map((channel) => channel.id)).toEqual([second.id, third.id]);

    const paged = await aliceClient.queryChannels(where({ tag }), { created_at: 1 }, { limit: 1, offset: 1 });
    expect(paged.map((channel) => channel.id)).toEqual([second.id]);

    const disabled = await aliceClient.queryChannels(where({ tag, disabled: false }), {}, { limit: 10 });
    expect(disabled).toHaveLength(3);
  });

  it('queries channels server-side on behalf of a user', async () => {
    const tag = provider.id('srv');
    await provider.server().channel('messaging', provider.id('s'), data({ created_by_id: alice, members: [alice], tag })).create();
    const channels = await provider.server().queryChannels(where({ tag }), {}, { user_id: alice });
    expect(channels).toHaveLength(1);
    expect(channels[0]?.data?.own_capabilities).toContain('send-message');
  });

  it('refuses a non-member reading or writing a channel with HTTP 403, code 17', async () => {
    const id = provider.id('private');
    await provider.server().channel('messaging', id, { created_by_id: alice, members: [alice] }).create();
    const mallory = await provider.connect(provider.id('mallory'));
    const read = await errorOf(mallory.channel('messaging', id).watch());
    expect(read).toMatchObject({ status: 403, code: 17 });
    const write = await errorOf(mallory.channel('messaging', id).sendMessage({ text: 'let me in' }));
    expect(write).toMatchObject({ status: 403, code: 17 });
    const listed = await mallory.queryChannels({ cid: { $in: [`messaging:${id}`] } });
    expect(listed).toHaveLength(0);
  });
});
