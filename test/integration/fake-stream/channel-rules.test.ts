// Channel rules a sender meets: slow mode (cooldown, code 60, slow-mode capability, moderators exempt),
// frozen channels (sending refused, write capabilities gone) and the per-channel send-links switch.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChannelData } from 'stream-chat';
import type { Provider } from '../helpers/provider';
import { errorOf, nextEvent, startProvider } from '../helpers/provider';

let provider: Provider;
// The owner's powers (freeze, cooldown, truncate) come from a hosted app's default -owner grants.
beforeAll(async () => { provider = await startProvider({ openGrants: true }); });
afterAll(async () => { await provider.close(); });

// Custom channel fields (disable_links) are not in the SDK's types unless a project augments them.
const data = (fields: Record<string, unknown>) => fields as ChannelData;

/** Alice owns the channel (created server-side); Bob is a plain member; both watch it. */
async function ownedChannel(fields: Record<string, unknown> = {}) {
  const alice = provider.id('alice');
  const bob = provider.id('bob');
  const a = await provider.connect(alice);
  const b = await provider.connect(bob);
  const id = provider.id('room');
  await provider.server().channel('messaging', id, data({ created_by_id: alice, members: [alice, bob], ...fields })).create();
  const aliceChannel = a.channel('messaging', id);
  const bobChannel = b.channel('messaging', id);
  await aliceChannel.watch();
  await bobChannel.watch();
  return { alice, bob, a, b, id, aliceChannel, bobChannel };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('slow mode', () => {
  it('refuses a second message inside the cooldown with code 60, and accepts one after it', async () => {
    const { b, aliceChannel, bobChannel } = await ownedChannel();
    const updated = nextEvent(b, 'channel.updated');
    await aliceChannel.enableSlowMode(1);
    expect((await updated).channel).toMatchObject({ cooldown: 1 });
    expect(bobChannel.data).toMatchObject({ cooldown: 1 });
    // The event carries no capabilities (as the provider's); the channel's query has the new ones.
    const { channel } = await bobChannel.query({ state: false, messages: { limit: 0 } });
    expect(channel.own_capabilities).toContain('slow-mode');
    expect(channel.own_capabilities).not.toContain('skip-slow-mode');

    await bobChannel.sendMessage({ text: 'first' });
    const refused = await errorOf(bobChannel.sendMessage({ text: 'too soon' }));
    expect(refused.code).toBe(60);
    await pause(1100);
    const { message } = await bobChannel.sendMessage({ text: 'after the cooldown' });
    expect(message.text).toBe('after the cooldown');
  });

  it('exempts the owner and moderators (skip-slow-mode), and lifts when slow mode is disabled', async () => {
    const { bob, aliceChannel, bobChannel } = await ownedChannel({ cooldown: 30 });
    expect(aliceChannel.data?.own_capabilities).toEqual(expect.arrayContaining(['slow-mode', 'skip-slow-mode']));
    await aliceChannel.sendMessage({ text: 'owner 1' });
    await aliceChannel.sendMessage({ text: 'owner 2' });

    await bobChannel.sendMessage({ text: 'bob 1' });
    expect((await errorOf(bobChannel.sendMessage({ text: 'bob 2' }))).code).toBe(60);
    await provider.server().channel('messaging', aliceChannel.id!).addModerators([bob]);
    await bobChannel.sendMessage({ text: 'bob as moderator' });
    await provider.server().channel('messaging', aliceChannel.id!).demoteModerators([bob]);
    expect((await errorOf(bobChannel.sendMessage({ text: 'bob demoted' }))).code).toBe(60);

    await aliceChannel.disableSlowMode();
    await bobChannel.sendMessage({ text: 'slow mode off' });
    const state = await bobChannel.query({});
    expect(state.channel.own_capabilities).not.toContain('slow-mode');
  });

  it('does not apply to messages the server sends for a user', async () => {
    const { bob, id } = await ownedChannel({ cooldown: 30 });
    const serverChannel = provider.server().channel('messaging', id);
    await serverChannel.sendMessage({ text: 'system 1', user_id: bob });
    await serverChannel.sendMessage({ text: 'system 2', user_id: bob });
  });

  it('refuses a plain member setting the cooldown (403, code 17)', async () => {
    const { bobChannel } = await ownedChannel();
    expect(await errorOf(bobChannel.enableSlowMode(10))).toMatchObject({ status: 403, code: 17 });
  });
});

describe('frozen channels', () => {
  it('refuses new messages once frozen, drops write capabilities, and allows them again when unfrozen', async () => {
    const { b, aliceChannel, bobChannel } = await ownedChannel();
    const updated = nextEvent(b, 'channel.updated');
    await aliceChannel.updatePartial({ set: { frozen: true } });
    expect((await updated).channel).toMatchObject({ frozen: true });
    const state = await bobChannel.query({});
    expect(state.channel.frozen).toBe(true);
    expect(state.channel.own_capabilities).not.toContain('send-message');
    const refused = await errorOf(bobChannel.sendMessage({ text: 'anyone?' }));
    expect(refused).toMatchObject({ status: 403, code: 17 });

    await aliceChannel.updatePartial({ set: { frozen: false } });
    const { message } = await bobChannel.sendMessage({ text: 'thawed' });
    expect(message.text).toBe('thawed');
  });

  it('refuses a plain member freezing the channel (403, code 17)', async () => {
    const { bobChannel } = await ownedChannel();
    expect(await errorOf(bobChannel.updatePartial({ set: { frozen: true } }))).toMatchObject({ status: 403, code: 17 });
  });
});

describe('send-links per channel', () => {
  it('drops send-links where the channel switches links off, and refuses a message with a link there', async () => {
    const { aliceChannel, bobChannel } = await ownedChannel();
    expect(bobChannel.data?.own_capabilities).toContain('send-links');
    await bobChannel.sendMessage({ text: 'see https://example.com/brief' });

    await provider.server().channel('messaging', aliceChannel.id!).updatePartial({ set: data({ disable_links: true }) });
    const state = await bobChannel.query({});
    expect(state.channel.own_capabilities).not.toContain('send-links');
    expect(state.channel.own_capabilities).toContain('send-message');
    expect(await errorOf(bobChannel.sendMessage({ text: 'see www.example.com' }))).toMatchObject({ status: 403, code: 17 });
    const { message } = await bobChannel.sendMessage({ text: 'no links here' });
    expect(message.text).toBe('no links here');
  });
});
