// Capabilities that change while a member watches the channel reach that member's SDK without a reload:
// freezing, switching links off, slow mode and a role change each arrive as the provider's events, and the
// SDK's channel state follows (channel.updated; member.updated, after which a re-query reports
// capabilities.changed). Also: a bounced message resubmitted unchanged ("Send Anyway") goes through.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChannelData } from 'stream-chat';
import type { Provider } from '../helpers/provider';
import { nextEvent, startProvider } from '../helpers/provider';

let provider: Provider;
beforeAll(async () => { provider = await startProvider({ blocklist: ['scam'] }); });
afterAll(async () => { await provider.close(); });

const data = (fields: Record<string, unknown>) => fields as ChannelData;

/** Alice owns the channel (created server-side); Bob is a plain member watching it. */
async function watchedByBob() {
  const alice = provider.id('alice');
  const bob = provider.id('bob');
  await provider.connect(alice);
  const b = await provider.connect(bob);
  const id = provider.id('room');
  const serverChannel = provider.server().channel('messaging', id, data({ created_by_id: alice, members: [alice, bob] }));
  await serverChannel.create();
  const bobChannel = b.channel('messaging', id);
  await bobChannel.watch();
  return { alice, bob, b, serverChannel, bobChannel };
}

describe('capability changes reach a watching member', () => {
  it('freezing: channel.updated with frozen, then capabilities.changed without send-message; unfreezing restores it', async () => {
    const { b, serverChannel, bobChannel } = await watchedByBob();
    expect(bobChannel.data?.own_capabilities).toContain('send-message');
    const updated = nextEvent(b, 'channel.updated');
    const changed = nextEvent(b, 'capabilities.changed');
    await serverChannel.updatePartial({ set: { frozen: true } });
    expect((await updated).channel?.frozen).toBe(true);
    expect((await changed).own_capabilities).not.toContain('send-message');
    expect(bobChannel.data?.own_capabilities).not.toContain('send-message');
    expect(bobChannel.data?.own_capabilities).not.toContain('upload-file');
    expect(bobChannel.data?.own_capabilities).not.toContain('send-reaction');

    const restored = nextEvent(b, 'capabilities.changed');
    await serverChannel.updatePartial({ unset: ['frozen'] });
    expect((await restored).own_capabilities).toContain('send-message');
  });

  it('links switched off: channel.updated without capabilities; a re-query reports capabilities.changed without send-links', async () => {
    const { b, serverChannel, bobChannel } = await watchedByBob();
    expect(bobChannel.data?.own_capabilities).toContain('send-links');
    const updated = nextEvent(b, 'channel.updated');
    await serverChannel.updatePartial({ set: data({ disable_links: true }) });
    const event = await updated;
    expect(event.channel).toMatchObject({ disable_links: true });
    expect(event.channel).not.toHaveProperty('own_capabilities');
    const changed = nextEvent(b, 'capabilities.changed');
    await bobChannel.query({ state: false, messages: { limit: 0 }, watchers: { limit: 0 } });
    expect((await changed).own_capabilities).not.toContain('send-links');
    expect(bobChannel.data?.own_capabilities).not.toContain('send-links');
    expect(bobChannel.data?.own_capabilities).toContain('send-message');
  });

  it('slow mode: channel.updated with the cooldown, and the SDK\'s cooldown timer takes it', async () => {
    const { b, serverChannel, bobChannel } = await watchedByBob();
    const updated = nextEvent(b, 'channel.updated');
    await serverChannel.update({ cooldown: 30 } as ChannelData);
    expect((await updated).channel?.cooldown).toBe(30);
    expect(bobChannel.data?.cooldown).toBe(30);
    expect(bobChannel.cooldownTimer.state.getLatestValue()).toMatchObject({ cooldownConfigSeconds: 30, canSkipCooldown: false });
  });

  it('a role change: member.updated with the new role; a re-query then reports capabilities.changed with skip-slow-mode', async () => {
    const { bob, b, serverChannel, bobChannel } = await watchedByBob();
    const updated = nextEvent(b, 'member.updated');
    await serverChannel.addModerators([bob]);
    const event = await updated;
    expect(event.member?.user_id ?? event.member?.user?.id).toBe(bob);
    expect(event.member?.channel_role).toBe('channel_moderator');
    expect(bobChannel.state.membership.channel_role).toBe('channel_moderator');

    const changed = nextEvent(b, 'capabilities.changed');
    await bobChannel.query({ state: false, messages: { limit: 0 }, watchers: { limit: 0 } });
    expect((await changed).own_capabilities).toContain('skip-slow-mode');
  });
});

describe('bounce then send anyway', () => {
  it('delivers a bounced message when it is resubmitted unchanged under the same id, but bounces a new one', async () => {
    const { b, serverChannel } = await watchedByBob();
    const channel = b.channel('messaging', serverChannel.id!);
    const first = await channel.sendMessage({ id: `${serverChannel.id!}-m1`, text: 'not a scam' });
    expect(first.message.type).toBe('error');
    const arrived = nextEvent(b, 'message.new');
    // The same id and text again: what the bounce prompt's "Send Anyway" sends.
    const again = await channel.sendMessage({ id: `${serverChannel.id!}-m1`, text: 'not a scam' });
    expect(again.message.type).toBe('regular');
    expect((await arrived).message?.id).toBe(`${serverChannel.id!}-m1`);
    const other = await channel.sendMessage({ id: `${serverChannel.id!}-m2`, text: 'another scam' });
    expect(other.message.type).toBe('error');
  });
});
