// Two connected users who both watch one new messaging channel: the setup most message-feature tests need.
import type { Channel, StreamChat } from 'stream-chat';
import type { Provider } from './provider';

/** Alice (creator) and Bob, each with their own client and their own watched view of the same channel. */
export type TwoMembers = { alice: string; bob: string; a: StreamChat; b: StreamChat; aliceChannel: Channel; bobChannel: Channel };

/** Connects two fresh users, creates a channel with both as members (server-side, Alice its creator), and has both watch it. */
export async function twoMembers(provider: Provider): Promise<TwoMembers> {
  const alice = provider.id('alice');
  const bob = provider.id('bob');
  const a = await provider.connect(alice, { name: 'Alice' });
  const b = await provider.connect(bob, { name: 'Bob' });
  const id = provider.id('chat');
  await provider.createChannel(id, alice, [alice, bob]);
  const aliceChannel = a.channel('messaging', id);
  await aliceChannel.watch();
  const bobChannel = b.channel('messaging', aliceChannel.id!);
  await bobChannel.watch();
  return { alice, bob, a, b, aliceChannel, bobChannel };
}
