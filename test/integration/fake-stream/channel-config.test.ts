// Channel config as the provider keeps it: a channel type's features (createChannelType, updateChannelType) and
// one channel's `config_overrides`, each reflected in the channel's `config` and its members' own_capabilities.
// A type without read events keeps no read state (no unread counts, no totals in events); an override reaches
// watchers as channel.updated with the new config, after which a re-query reports capabilities.changed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChannelData, StreamChat } from 'stream-chat';
import type { Provider } from '../helpers/provider';
import { errorOf, nextEvent, startProvider } from '../helpers/provider';

let provider: Provider;
beforeAll(async () => { provider = await startProvider(); });
afterAll(async () => { await provider.close(); });

const data = (fields: Record<string, unknown>) => fields as ChannelData;
const capabilitiesQuery = { state: false, messages: { limit: 0 }, watchers: { limit: 0 } };

/** Alice (owner) and Bob in a new channel of `type` created server-side; both watch it. */
async function room(type: string, extra: Record<string, unknown> = {}) {
  const alice = provider.id('alice');
  const bob = provider.id('bob');
  const a = await provider.connect(alice);
  const b = await provider.connect(bob);
  const id = provider.id('room');
  const serverChannel = provider.server().channel(type, id, data({ created_by_id: alice, members: [alice, bob], ...extra }));
  await serverChannel.create();
  const aliceChannel = a.channel(type, id);
  const bobChannel = b.channel(type, id);
  await aliceChannel.watch();
  await bobChannel.watch();
  return { alice, bob, a, b, serverChannel, aliceChannel, bobChannel };
}

/** A new channel type with `features`, no commands unless asked. */
async function newType(features: Record<string, unknown>): Promise<string> {
  const name = provider.id('type').replace(/[^\w-]/g, '-');
  await provider.server().createChannelType({ name, commands: [], ...features });
  return name;
}

const totalUnread = async (client: StreamChat) => (await client.getUnreadCount()).total_unread_count;

describe('a channel type without read events', () => {
  it('has read_events off in its config, no read-events capability, and keeps no unread counts or totals', async () => {
    const type = await newType({ read_events: false });
    expect((await provider.server().getChannelType(type)).read_events).toBe(false);
    const { a, b, aliceChannel, bobChannel, bob } = await room(type);
    expect(bobChannel.data?.config?.read_events).toBe(false);
    expect(bobChannel.getConfig()?.read_events).toBe(false);
    expect(bobChannel.data?.own_capabilities).not.toContain('read-events');
    expect(bobChannel.data?.own_capabilities).toContain('send-message');

    // A messaging channel next to it still counts: its message.new carries Bob's totals, this one's none.
    const counted = await room('messaging');
    const quiet = nextEvent(b, 'message.new', 5000, (event) => event.cid === bobChannel.cid);
    await aliceChannel.sendMessage({ text: 'not counted' });
    const event = await quiet;
    expect(event.message?.text).toBe('not counted');
    expect(event).not.toHaveProperty('total_unread_count');
    expect(event).not.toHaveProperty('unread_channels');
    expect(bobChannel.countUnread()).toBe(0);

    const countedEvent = nextEvent(counted.b, 'message.new', 5000, (e) => e.cid === counted.bobChannel.cid);
    await counted.aliceChannel.sendMessage({ text: 'counted' });
    expect(await countedEvent).toMatchObject({ total_unread_count: 1, unread_channels: 1 });
    expect(await totalUnread(counted.b)).toBe(1);
    expect(await totalUnread(b)).toBe(0);

    // No read state in the channel, and a server-side mark-read announces nothing: Alice's next event is her own message.
    const state = await bobChannel.query({ messages: { limit: 10 } });
    expect(state.read ?? []).toEqual([]);
    const next = nextEvent(a, 'message.new', 5000, (e) => e.cid === aliceChannel.cid);
    const reads: string[] = [];
    a.on('message.read', (e) => { if (e.cid === aliceChannel.cid) reads.push(e.user?.id ?? ''); });
    await provider.server().channel(type, bobChannel.id!).markRead({ user_id: bob });
    await bobChannel.sendMessage({ text: 'after the read' });
    expect((await next).message?.text).toBe('after the read');
    expect(reads).toEqual([]);
  });

  it('switching read events off on the type: the channel config and capabilities follow at the next query, and on again', async () => {
    const type = await newType({ read_events: true });
    const { b, bobChannel } = await room(type);
    expect(bobChannel.data?.own_capabilities).toContain('read-events');

    await provider.server().updateChannelType(type, { read_events: false });
    expect((await provider.server().getChannelType(type)).read_events).toBe(false);
    const off = nextEvent(b, 'capabilities.changed');
    await bobChannel.query(capabilitiesQuery);
    expect((await off).own_capabilities).not.toContain('read-events');
    expect(bobChannel.getConfig()?.read_events).toBe(false);

    await provider.server().updateChannelType(type, { read_events: true });
    const on = nextEvent(b, 'capabilities.changed');
    await bobChannel.query(capabilitiesQuery);
    expect((await on).own_capabilities).toContain('read-events');
  });

  it('refuses an unknown channel type and users changing types', async () => {
    expect(await errorOf(provider.server().getChannelType(provider.id('nosuch')))).toMatchObject({ status: 404, code: 16 });
    const u = await provider.connect(provider.id('user'));
    expect(await errorOf(u.createChannelType({ name: provider.id('mine') }))).toMatchObject({ status: 403 });
    expect(await errorOf(provider.server().updateChannelType('messaging', { uploads: 'no' } as unknown as { uploads: boolean }))).toMatchObject({ status: 400, code: 4 });
  });
});

describe('config overrides of one channel', () => {
  it('uploads switched off: channel.updated carries the config, a re-query drops upload-file; other channels keep it; unsetting restores it', async () => {
    const { b, serverChannel, bobChannel } = await room('messaging');
    const other = await room('messaging');
    expect(bobChannel.data?.own_capabilities).toContain('upload-file');

    const updated = nextEvent(b, 'channel.updated');
    await serverChannel.updatePartial({ set: { config_overrides: { uploads: false } } });
    const event = await updated;
    expect(event.channel?.config?.uploads).toBe(false);
    expect(event.channel).not.toHaveProperty('own_capabilities');
    expect(event.channel).not.toHaveProperty('config_overrides');
    expect(bobChannel.data?.config?.uploads).toBe(false);

    const changed = nextEvent(b, 'capabilities.changed');
    await bobChannel.query(capabilitiesQuery);
    expect((await changed).own_capabilities).not.toContain('upload-file');
    expect(bobChannel.data?.own_capabilities).toContain('send-message');
    expect(bobChannel.getConfig()?.uploads).toBe(false);
    await other.bobChannel.query(capabilitiesQuery);
    expect(other.bobChannel.data?.own_capabilities).toContain('upload-file');

    const back = nextEvent(b, 'channel.updated');
    await serverChannel.updatePartial({ unset: ['config_overrides'] });
    expect((await back).channel?.config?.uploads).toBe(true);
    const restored = nextEvent(b, 'capabilities.changed');
    await bobChannel.query(capabilitiesQuery);
    expect((await restored).own_capabilities).toContain('upload-file');
  });

  it('set merges into the overrides, update replaces them, and a channel can be created with them', async () => {
    const { serverChannel, bobChannel } = await room('messaging', { config_overrides: { reactions: false } });
    expect(bobChannel.data?.own_capabilities).not.toContain('send-reaction');
    await serverChannel.updatePartial({ set: { config_overrides: { replies: false } } });
    await bobChannel.query(capabilitiesQuery);
    expect(bobChannel.data?.config).toMatchObject({ reactions: false, replies: false, uploads: true });
    expect(bobChannel.data?.own_capabilities).not.toContain('send-reply');

    await serverChannel.update(data({ config_overrides: { typing_events: false } }));
    await bobChannel.query(capabilitiesQuery);
    expect(bobChannel.data?.config).toMatchObject({ reactions: true, replies: true, typing_events: false });
    expect(bobChannel.data?.own_capabilities).not.toContain('send-typing-events');
    expect(bobChannel.data?.own_capabilities).toContain('send-reaction');
  });

  it('only the server changes them, and only what the provider lets one channel override', async () => {
    const { a, aliceChannel, serverChannel } = await room('messaging');
    const asOwner = a.channel('messaging', aliceChannel.id!);
    expect(await errorOf(asOwner.updatePartial({ set: { config_overrides: { uploads: false } } }))).toMatchObject({ status: 403, code: 17 });
    const readEvents = await errorOf(serverChannel.updatePartial({ set: { config_overrides: { read_events: false } } }));
    expect(readEvents).toMatchObject({ status: 400, code: 4 });
    expect(readEvents.message).toContain('read_events');
    expect(await errorOf(serverChannel.updatePartial({ set: { config_overrides: { uploads: 'no' } as unknown as { uploads: boolean } } }))).toMatchObject({ status: 400, code: 4 });
  });
});

describe('system and ephemeral messages', () => {
  it('a server-side system message reaches the members as type system; a user may not send one', async () => {
    const { alice, b, bobChannel, aliceChannel } = await room('messaging');
    const arrived = nextEvent(b, 'message.new', 5000, (event) => event.cid === bobChannel.cid);
    await provider.server().channel('messaging', bobChannel.id!).sendMessage({ text: 'Alice joined the bounty', type: 'system', user_id: alice });
    expect((await arrived).message).toMatchObject({ type: 'system', text: 'Alice joined the bounty' });
    expect(bobChannel.state.latestMessages.at(-1)?.type).toBe('system');
    expect(await errorOf(aliceChannel.sendMessage({ text: 'me too', type: 'system' }))).toMatchObject({ status: 400, code: 4 });
  });

  it('/giphy where the channel enables it: an ephemeral message for the sender only, never stored; elsewhere plain text', async () => {
    const { b, serverChannel, aliceChannel, bobChannel } = await room('messaging');
    const plain = await aliceChannel.sendMessage({ text: '/giphy cats' });
    expect(plain.message.type).toBe('regular');

    // stream-chat types config_overrides without commands, which the provider takes (its channel-level settings list them).
    await serverChannel.updatePartial({ set: { config_overrides: { commands: ['giphy'] } as Record<string, unknown> } });
    await aliceChannel.query(capabilitiesQuery);
    expect(aliceChannel.getConfig()?.commands?.map((command) => command.name)).toEqual(['giphy']);
    // Bob's next message.new must be the message Alice sends after the command, not the command.
    const bobsNext = nextEvent(b, 'message.new', 5000, (event) => event.cid === bobChannel.cid);
    const answer = await aliceChannel.sendMessage({ text: '/giphy dogs' });
    expect(answer.message).toMatchObject({ type: 'ephemeral', command: 'giphy', args: 'dogs' });
    expect(answer.message.attachments?.[0]).toMatchObject({ type: 'giphy', title: 'dogs' });
    expect(answer.message.attachments?.[0]?.actions?.map((action) => action.value)).toEqual(['send', 'shuffle', 'cancel']);
    await aliceChannel.sendMessage({ text: 'after the gif' });
    expect((await bobsNext).message?.text).toBe('after the gif');
    const history = await bobChannel.query({ messages: { limit: 10 } });
    expect(history.messages.map((message) => message.text)).toEqual(['/giphy cats', 'after the gif']);
  });
});
