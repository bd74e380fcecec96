// Reads: markRead sends message.read to watchers and notification.mark_read to the reader's other
// connections; read state shows in the channel; unread counts are right in `me` after reconnecting.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Provider } from '../helpers/provider';
import { newUserClient, nextEvent, startProvider } from '../helpers/provider';

let provider: Provider;
beforeAll(async () => { provider = await startProvider(); });
afterAll(async () => { await provider.close(); });

describe('reads', () => {
  it('counts unread messages in me, and clears them on markRead with events to watchers and other tabs', async () => {
    const alice = provider.id('alice');
    const bob = provider.id('bob');
    const a = await provider.connect(alice);
    const channel = a.channel('messaging', await provider.newChannel('inbox', alice, [alice, bob]));
    await channel.watch();
    await provider.server().upsertUsers([{ id: bob }]);
    await channel.sendMessage({ text: 'one' });
    await channel.sendMessage({ text: 'two' });

    // Bob was offline: his first health.check carries the counts.
    const bobTab1 = newUserClient(provider.apiKey, provider.baseURL);
    const me = await bobTab1.connectUser({ id: bob }, provider.token(bob));
    expect(me?.me).toMatchObject({ total_unread_count: 2, unread_count: 2, unread_channels: 1 });
    const bobTab2 = newUserClient(provider.apiKey, provider.baseURL);
    await bobTab2.connectUser({ id: bob }, provider.token(bob));

    const bobChannel = bobTab1.channel('messaging', channel.id!);
    const state = await bobChannel.watch();
    expect(state.read?.find((read) => read.user.id === bob)?.unread_messages).toBe(2);

    const aliceSees = nextEvent(a, 'message.read', 5000, (event) => event.user?.id === bob);
    const otherTabSees = nextEvent(bobTab2, 'notification.mark_read');
    await bobChannel.markRead();
    expect((await aliceSees).cid).toBe(channel.cid);
    expect(await otherTabSees).toMatchObject({ cid: channel.cid, total_unread_count: 0, unread_channels: 0 });
    expect(channel.state.read[bob]?.unread_messages).toBe(0);

    await bobTab1.disconnectUser();
    await bobTab2.disconnectUser();
    const again = newUserClient(provider.apiKey, provider.baseURL);
    const reconnected = await again.connectUser({ id: bob }, provider.token(bob));
    expect(reconnected?.me).toMatchObject({ total_unread_count: 0, unread_channels: 0 });
    await again.disconnectUser();
  });

  it('lets the server mark a channel read for a user', async () => {
    const alice = provider.id('alice');
    const bob = provider.id('bob');
    await provider.server().upsertUsers([{ id: alice }, { id: bob }]);
    const channel = provider.server().channel('messaging', provider.id('srv'), { created_by_id: alice, members: [alice, bob] });
    await channel.create();
    await channel.sendMessage({ text: 'for bob', user_id: alice });
    expect((await provider.server().getUnreadCount(bob)).total_unread_count).toBe(1);
    await channel.markRead({ user_id: bob });
    expect((await provider.server().getUnreadCount(bob)).total_unread_count).toBe(0);
  });

  it('marks up to a given message: later messages from others stay unread, a mark never takes a later read back, and an unknown message is refused', async () => {
    const alice = provider.id('alice');
    const bob = provider.id('bob');
    await provider.server().upsertUsers([{ id: alice }, { id: bob }]);
    const channel = provider.server().channel('messaging', provider.id('upto'), { created_by_id: alice, members: [alice, bob] });
    await channel.create();
    const sent = [];
    for (const text of ['one', 'two', 'three', 'four']) sent.push((await channel.sendMessage({ text, user_id: alice })).message);
    const bobClient = await provider.connect(bob);
    const bobChannel = bobClient.channel('messaging', channel.id!);
    await bobChannel.watch();
    // The SDK's options type does not name message_id; the provider's call takes it.
    const upTo = (id: string) => bobChannel.markRead({ message_id: id } as Parameters<typeof bobChannel.markRead>[0]);

    expect((await upTo(sent[1]!.id))?.event.last_read_message_id).toBe(sent[1]!.id);
    expect((await provider.server().getUnreadCount(bob)).total_unread_count).toBe(2);
    const [seen] = await provider.server().queryChannels({ cid: channel.cid });
    expect(seen!.state.read[bob]).toMatchObject({ unread_messages: 2, last_read_message_id: sent[1]!.id });

    await bobChannel.markRead();
    await upTo(sent[0]!.id);
    expect((await provider.server().getUnreadCount(bob)).total_unread_count).toBe(0);

    await expect(upTo('no-such-message')).rejects.toMatchObject({ status: 404 });
    await bobClient.disconnectUser();
  });
});
