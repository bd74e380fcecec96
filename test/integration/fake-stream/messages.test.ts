// Messages: client-chosen ids, duplicates refused, message.new to watchers and notification.message_new
// (with the recipient's unread counts) to members who are not watching; get message; typing events.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Provider } from '../helpers/provider';
import { errorOf, eventsDuring, nextEvent, startProvider } from '../helpers/provider';

let provider: Provider;
beforeAll(async () => { provider = await startProvider(); });
afterAll(async () => { await provider.close(); });

async function pair() {
  const alice = provider.id('alice');
  const bob = provider.id('bob');
  const a = await provider.connect(alice);
  const b = await provider.connect(bob);
  const channel = a.channel('messaging', await provider.newChannel('chat', alice, [alice, bob]));
  await channel.watch();
  return { alice, bob, a, b, channel };
}

describe('messages', () => {
  it('keeps the client-chosen id and refuses a duplicate with HTTP 400, code 4, "already exists"', async () => {
    const { channel } = await pair();
    const id = provider.id('msg');
    const { message } = await channel.sendMessage({ id, text: 'first' });
    expect(message).toMatchObject({ id, text: 'first', type: 'regular' });
    const failure = await errorOf(channel.sendMessage({ id, text: 'again' }));
    expect(failure).toMatchObject({ status: 400, code: 4 });
    expect(failure.message).toContain('already exists');
  });

  it('delivers message.new to a watcher and raises their unread count', async () => {
    const { bob, b, channel } = await pair();
    const bobChannel = b.channel('messaging', channel.id!);
    await bobChannel.watch();
    const arrived = nextEvent(b, 'message.new');
    await channel.sendMessage({ text: 'hello Bob' });
    const event = await arrived;
    expect(event).toMatchObject({ cid: channel.cid, message: { text: 'hello Bob' }, unread_count: 1, total_unread_count: 1, unread_channels: 1 });
    expect(event.user?.id).not.toBe(bob);
    expect(bobChannel.countUnread()).toBe(1);
  });

  it('sends notification.message_new with unread counts to a member who is not watching', async () => {
    const { b, channel } = await pair();
    const arrived = nextEvent(b, 'notification.message_new');
    const noMessageNew = eventsDuring(b, 'message.new', 400);
    await channel.sendMessage({ text: 'ping' });
    await channel.sendMessage({ text: 'pong' });
    const event = await arrived;
    expect(event).toMatchObject({ cid: channel.cid, channel: { cid: channel.cid }, message: { text: 'ping' }, unread_channels: 1 });
    expect(event.total_unread_count).toBeGreaterThanOrEqual(1);
    expect(await noMessageNew).toEqual([]);
  });

  it('returns a message by id to members only', async () => {
    const { channel } = await pair();
    const { message } = await channel.sendMessage({ text: 'find me' });
    const fetched = await provider.server().getMessage(message.id);
    expect(fetched.message).toMatchObject({ id: message.id, text: 'find me', cid: channel.cid });
    const stranger = await provider.connect(provider.id('stranger'));
    expect(await errorOf(stranger.getMessage(message.id))).toMatchObject({ status: 403, code: 17 });
  });

  it('fans typing.start and typing.stop out to the watchers', async () => {
    const { alice, b, channel } = await pair();
    await b.channel('messaging', channel.id!).watch();
    const started = nextEvent(b, 'typing.start');
    await channel.keystroke();
    expect((await started).user?.id).toBe(alice);
    const stopped = nextEvent(b, 'typing.stop');
    await channel.stopTyping();
    expect((await stopped).user?.id).toBe(alice);
    expect(b.channel('messaging', channel.id!).state.typing[alice]).toBeUndefined();
  });
});
