// The widget's provider rules against the real SDK, fake-stream and the product service: watching a bounty
// channel the user is not in fails with "no access" (code 17 here; code 40 or "don't have access" elsewhere),
// so the widget joins through get-or-create-channel and watches again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectChat } from '../../../src/app/client/connectChat.js';
import type { ChatConnection } from '../../../src/app/client/connectChat.js';
import { createWidgetShows } from '../../../src/app/client/watchChannel.js';
import { createServiceClient } from '../../../src/service/index.js';
import type { ServiceClient } from '../../../src/service/index.js';
import { makeHostUser, startBackend } from '../../e2e/helpers/backend.js';
import type { Backend, HostUser } from '../../e2e/helpers/backend.js';
import { CHANNEL_TYPE } from '../../../src/contract/ids';

let backend: Backend;
const open: ChatConnection[] = [];
beforeAll(async () => { backend = await startBackend(); });
afterAll(async () => {
  await Promise.all(open.map((chat) => chat.disconnect()));
  await backend?.close();
});

async function signIn(user: HostUser): Promise<{ service: ServiceClient; chat: ChatConnection }> {
  const service = createServiceClient({ apiHost: backend.apiHost, credentials: async () => backend.mintToken(user) });
  const chat = await connectChat(service);
  open.push(chat);
  return { service, chat };
}

/** A bounty channel `title` its poster created; `prefix` names it. */
async function postersBounty(prefix: string, title: string): Promise<{ poster: HostUser; bountyId: string }> {
  const poster = makeHostUser('Poster', 'poster');
  const bountyId = `${prefix}-${Math.random().toString(36).slice(2, 8)}`;
  const owner = await signIn(poster);
  await owner.service.getOrCreateChannel({ channelId: bountyId, ticket: backend.mintBountyTicket(bountyId, poster, title) });
  return { poster, bountyId };
}

describe('watching a channel the user is not in', () => {
  it('joins through the product service, then watches', async () => {
    const { poster, bountyId } = await postersBounty('bounty-join', 'Fix the login page');
    const candidate = makeHostUser('Cand');

    const { service, chat } = await signIn(candidate);
    const channel = chat.client.channel(CHANNEL_TYPE, bountyId);
    // Without joining, the provider refuses.
    const refused = await chat.client.channel(CHANNEL_TYPE, bountyId).watch().then(() => null, (error: unknown) => error as { code?: number });
    expect(refused?.code).toBeDefined();

    const joins: string[] = [];
    const shows = createWidgetShows((id) => { joins.push(id); return service.getOrCreateChannel({ channelId: id }); }, async () => undefined);
    await shows.watch(channel);
    expect(shows.status(channel)).toBe('shown');
    expect(joins).toEqual([bountyId]);
    expect(channel.initialized).toBe(true);
    expect(Object.keys(channel.state.members).sort()).toEqual([candidate.sub, poster.sub].sort());
    // Joining an existing channel leaves its name as the owner set it.
    expect((channel.data as Record<string, unknown> | undefined)?.['name']).toBe('Fix the login page');
  });

  it('a member watches at once, without joining', async () => {
    const poster = makeHostUser('Owner', 'poster');
    const bountyId = `bounty-own-${Math.random().toString(36).slice(2, 8)}`;
    const { service, chat } = await signIn(poster);
    await service.getOrCreateChannel({ channelId: bountyId, ticket: backend.mintBountyTicket(bountyId, poster, 'Own bounty') });
    const joins: string[] = [];
    await createWidgetShows(async (id) => { joins.push(id); }, async () => undefined).watch(chat.client.channel(CHANNEL_TYPE, bountyId));
    expect(joins).toEqual([]);
  });

  it('two callers at once (openDM and the panel) share one watch and one join; a later call finds the channel shown', async () => {
    const { bountyId } = await postersBounty('bounty-twice', 'Shared watch');
    const candidate = makeHostUser('Cand');
    const { service, chat } = await signIn(candidate);
    const channel = chat.client.channel(CHANNEL_TYPE, bountyId);
    let watches = 0;
    const watch = channel.watch.bind(channel);
    channel.watch = (...args: Parameters<typeof watch>) => { watches++; return watch(...args); };
    const joins: string[] = [];
    const join = (id: string) => { joins.push(id); return service.getOrCreateChannel({ channelId: id }); };

    const shows = createWidgetShows(join, async () => undefined);
    await Promise.all([shows.watch(channel), shows.watch(channel)]);
    // Refused once, joined once, watched once more.
    expect(watches).toBe(2);
    expect(joins).toEqual([bountyId]);
    expect(channel.initialized).toBe(true);

    // Its state is live now: nothing is asked of the provider again.
    await shows.watch(channel);
    expect(watches).toBe(2);
    expect(joins).toEqual([bountyId]);
  });
});
