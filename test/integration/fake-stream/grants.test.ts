// Channel-type grants: by default only server-side calls create channels, change members, rename or delete
// them, whatever a user's channel role; the grants are read and changed through the server API.
import type { ChannelData } from 'stream-chat';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf, startProvider } from '../helpers/provider';
import type { Provider } from '../helpers/provider';

let provider: Provider;
const data = (fields: Record<string, unknown>) => fields as ChannelData;
beforeAll(async () => { provider = await startProvider(); });
afterAll(async () => { await provider?.close(); });

describe('locked grants (the default)', () => {
  it('refuses a user who creates a channel with her own token; the server creates it', async () => {
    const eve = provider.id('eve');
    const e = await provider.connect(eve);
    const refused = await errorOf(e.channel('messaging', provider.id('planted'), { members: [eve] }).create());
    expect(refused).toMatchObject({ status: 403, code: 17 });
    expect(refused.message).toContain('create-channel');
    const id = await provider.newChannel('made', eve, [eve]);
    expect((await e.channel('messaging', id).watch()).channel.id).toBe(id);
  });

  it('refuses even the channel\'s creator who adds, removes, renames or deletes; the server may', async () => {
    const owner = provider.id('owner');
    const other = provider.id('other');
    const o = await provider.connect(owner);
    await provider.connect(other);
    const id = await provider.newChannel('owned', owner, [owner, other], { name: 'Real title' });
    const mine = o.channel('messaging', id);
    const state = await mine.watch();
    expect(state.channel.own_capabilities).not.toEqual(expect.arrayContaining(['update-channel']));
    expect(state.channel.own_capabilities).not.toContain('update-channel-members');
    expect(state.channel.own_capabilities).not.toContain('delete-channel');
    const stranger = provider.id('stranger');
    await provider.server().upsertUsers([{ id: stranger }]);
    for (const attempt of [
      mine.addMembers([stranger]),
      mine.removeMembers([other]),
      mine.updatePartial({ set: data({ name: 'URGENT: re-verify payout' }) }),
      mine.update(data({ name: 'URGENT: re-verify payout' })),
      mine.delete(),
    ]) {
      expect(await errorOf(attempt)).toMatchObject({ status: 403, code: 17 });
    }
    const server = provider.server().channel('messaging', id);
    await server.addMembers([stranger]);
    await server.updatePartial({ set: data({ name: 'Renamed by the service' }) });
    const after = await mine.query({});
    expect((after.channel as unknown as Record<string, unknown>)['name']).toBe('Renamed by the service');
    expect(after.members.map((member) => member.user_id).sort()).toEqual([owner, other, stranger].sort());
  });

  it('reports the grants through the server API, lets the server change them, and hides them from users', async () => {
    const type = await provider.server().getChannelType('messaging');
    expect(type.grants['user']).not.toContain('create-channel');
    expect(type.grants['channel_member']).not.toContain('update-channel-members');
    const user = provider.id('reader');
    const u = await provider.connect(user);
    expect(await errorOf(u.getChannelType('messaging'))).toMatchObject({ status: 403 });
    expect(await errorOf(u.updateChannelType('messaging', { grants: { user: ['create-channel'] } }))).toMatchObject({ status: 403 });
  });
});

describe('grants set through the server API', () => {
  it('lets users create channels once the server grants create-channel, and not after it revokes it', async () => {
    const own = await startProvider();
    try {
      const maker = own.id('maker');
      const m = await own.connect(maker);
      await own.server().updateChannelType('messaging', { grants: { user: ['create-channel'] } });
      expect((await own.server().getChannelType('messaging')).grants['user']).toEqual(['create-channel']);
      await m.channel('messaging', own.id('allowed'), { members: [maker] }).create();
      await own.server().updateChannelType('messaging', { grants: { user: [] } });
      expect(await errorOf(m.channel('messaging', own.id('again'), { members: [maker] }).create())).toMatchObject({ status: 403, code: 17 });
    } finally {
      await own.close();
    }
  });
});
