// The provider's block API and app-wide ban as fake-stream answers them through the unmodified SDK: a block
// refuses the blocked user's messages in the 1-on-1 channel, takes her write capabilities there and hides the
// channel from the blocker; a ban refuses every message (a shadow ban lets none reach others) and can time out.
import { randomBytes } from 'node:crypto';
import { StreamChat } from 'stream-chat';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFakeStream } from '../../../fake-stream/app';
import type { Provider } from '../helpers/provider';
import { errorOf, nextEvent, startProvider } from '../helpers/provider';
import { twoMembers } from '../helpers/two-members';

let provider: Provider;
beforeAll(async () => { provider = await startProvider(); });
afterAll(async () => { await provider.close(); });

describe('block', () => {
  it('blocks, lists and unblocks; the blocked user can no longer write to the blocker in their 1-on-1 channel', async () => {
    const { alice, bob, a, aliceChannel, bobChannel } = await twoMembers(provider);
    const answer = await a.blockUser(bob);
    expect(answer).toMatchObject({ blocked_by_user_id: alice, blocked_user_id: bob });
    expect((await a.getBlockedUsers()).blocks.map((block) => block.blocked_user_id)).toEqual([bob]);

    expect(await errorOf(bobChannel.sendMessage({ text: 'are you there?' }))).toMatchObject({ status: 403, code: 17 });
    await bobChannel.query({ messages: { limit: 0 } });
    expect(bobChannel.data?.own_capabilities).not.toContain('send-message');
    // The blocker may still write (she sees nothing of him, but the channel is hers too).
    await aliceChannel.sendMessage({ text: 'last word' });

    await a.unBlockUser(bob);
    expect((await a.getBlockedUsers()).blocks).toEqual([]);
    await bobChannel.sendMessage({ text: 'hello again' });
  });

  it('hides the 1-on-1 channel from the blocker unless hidden channels are asked for, then marks it blocked', async () => {
    const { bob, a, aliceChannel } = await twoMembers(provider);
    await a.blockUser(bob);
    expect(await a.queryChannels({ cid: aliceChannel.cid }, {}, { watch: false })).toEqual([]);
    const [shown] = await a.queryChannels({ cid: aliceChannel.cid, hidden: true }, {}, { watch: false });
    expect(shown?.data?.blocked).toBe(true);
  });

  it('leaves group channels alone and refuses blocking oneself or an unknown user', async () => {
    const { alice, bob, a } = await twoMembers(provider);
    const carol = provider.id('carol');
    const c = await provider.connect(carol, { name: 'Carol' });
    const group = provider.id('group');
    await provider.createChannel(group, alice, [alice, bob, carol]);
    await a.blockUser(bob);
    const b = await provider.connect(bob);
    await b.channel('messaging', group).sendMessage({ text: 'group still works' });
    expect(await errorOf(a.blockUser(alice))).toMatchObject({ status: 400, code: 4 });
    expect(await errorOf(c.blockUser(provider.id('nobody')))).toMatchObject({ status: 404, code: 16 });
  });
});

describe('ban', () => {
  it('bans app-wide: the user is told, shows as banned, cannot write anywhere until unbanned', async () => {
    const { bob, b, bobChannel } = await twoMembers(provider);
    const server = provider.server();
    const told = nextEvent(b, 'user.banned');
    await server.banUser(bob, { reason: 'scam' });
    await told;
    expect(await errorOf(bobChannel.sendMessage({ text: 'pay me on telegram' }))).toMatchObject({ status: 403, code: 17 });
    expect((await server.queryUsers({ id: bob })).users[0]?.banned).toBe(true);
    await bobChannel.query({ messages: { limit: 0 } });
    expect(bobChannel.data?.own_capabilities).not.toContain('send-message');

    await server.unbanUser(bob);
    await bobChannel.sendMessage({ text: 'sorry' });
  });

  it('a shadow ban answers the sender as sent while nobody else receives it', async () => {
    const { bob, aliceChannel, bobChannel } = await twoMembers(provider);
    await provider.server().banUser(bob, { shadow: true });
    const { message } = await bobChannel.sendMessage({ text: 'wire me the deposit' });
    expect(message.shadowed).toBe(true);
    await aliceChannel.query({ messages: { limit: 10 } });
    expect(aliceChannel.state.messages.map((m) => m.text)).not.toContain('wire me the deposit');
  });

  it('a user token cannot ban', async () => {
    const { bob, a } = await twoMembers(provider);
    expect(await errorOf(a.banUser(bob))).toMatchObject({ status: 403, code: 17 });
  });

  it('a timed ban runs out after its minutes', async () => {
    let offsetMs = 0;
    const secret = randomBytes(24).toString('hex');
    const fake = await createFakeStream({ key: 'ban-clock', secret, port: 0, clock: { now: () => new Date(Date.now() + offsetMs) } });
    try {
      const server = new StreamChat('ban-clock', secret, { baseURL: fake.url });
      server.setBaseURL(fake.url);
      await server.upsertUsers([{ id: 'poster' }, { id: 'pitcher' }]);
      await server.channel('messaging', 'timed', { created_by_id: 'poster', members: ['poster', 'pitcher'] }).create();
      const asPitcher = server.channel('messaging', 'timed');
      await server.banUser('pitcher', { timeout: 1 });
      expect(await errorOf(asPitcher.sendMessage({ text: 'too soon', user_id: 'pitcher' }))).toMatchObject({ status: 403 });
      offsetMs = 61_000;
      await asPitcher.sendMessage({ text: 'after the timeout', user_id: 'pitcher' });
    } finally {
      await fake.close();
    }
  });
});
