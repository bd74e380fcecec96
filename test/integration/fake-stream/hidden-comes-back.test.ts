// A hidden channel comes back on a new message, as the hosted provider does: the member who hid it is told
// (message.new while watching, notification.message_new otherwise) and their channel query lists it again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Provider } from '../helpers/provider';
import { nextEvent, startProvider } from '../helpers/provider';

let provider: Provider;
beforeAll(async () => { provider = await startProvider(); });
afterAll(async () => { await provider.close(); });

async function hiddenByAlice() {
  const alice = provider.id('alice');
  const bob = provider.id('bob');
  const a = await provider.connect(alice, { name: 'Alice' });
  const b = await provider.connect(bob, { name: 'Bob' });
  const aliceChannel = a.channel('messaging', await provider.newChannel('chat', alice, [alice, bob]));
  await aliceChannel.watch();
  const bobChannel = b.channel('messaging', aliceChannel.id ?? '');
  await bobChannel.watch();
  await aliceChannel.hide();
  return { a, alice, aliceChannel, bobChannel };
}

describe('a hidden channel', () => {
  it('while watched: a new message reaches the member as message.new and the channel is listed again', async () => {
    const { a, alice, aliceChannel, bobChannel } = await hiddenByAlice();
    const arrived = nextEvent(a, 'message.new');
    await bobChannel.sendMessage({ text: 'still interested?' });
    expect((await arrived).cid).toBe(aliceChannel.cid);
    expect((await a.queryChannels({ members: { $in: [alice] } })).map((c) => c.cid)).toContain(aliceChannel.cid);
  });

  it('not watched: the member gets notification.message_new and the channel is listed again', async () => {
    const { alice, aliceChannel, bobChannel } = await hiddenByAlice();
    const fresh = await provider.connect(alice, { name: 'Alice' });
    const arrived = nextEvent(fresh, 'notification.message_new');
    await bobChannel.sendMessage({ text: 'hello again' });
    expect((await arrived).cid).toBe(aliceChannel.cid);
    expect((await fresh.queryChannels({ members: { $in: [alice] } })).map((c) => c.cid)).toContain(aliceChannel.cid);
  });
});
