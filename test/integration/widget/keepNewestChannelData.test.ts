// A channel's data never goes back in time in the widget's client (the bounty card and the composer read it): a
// query answer the provider wrote before an update, reaching the client after that update's channel.updated, keeps
// the update (a bounty awarded, then closed at once, stays closed); an answer as new as the held data is taken.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChannelData, StreamChat } from 'stream-chat';
import { keepNewestChannelData } from '../../../src/app/client/keepNewestChannelData.js';
import type { Provider } from '../helpers/provider';
import { nextEvent, startProvider } from '../helpers/provider';

let provider: Provider;
beforeAll(async () => { provider = await startProvider(); });
afterAll(async () => { await provider.close(); });

const data = (fields: Record<string, unknown>) => fields as ChannelData;
const CAPABILITY_QUERY = { state: false, messages: { limit: 0 }, watchers: { limit: 0 } } as const;

/**
 * Once armed, holds the next channel query's answer on the client's side (the provider already wrote it) until
 * `release`, as a busy network or main thread can; installed before the check, as the network comes before it.
 */
function holdNextAnswer(client: StreamChat): { arm: () => void; arrived: Promise<void>; release: () => void } {
  let holding = false;
  let arrivedNow!: () => void;
  let release!: () => void;
  const arrived = new Promise<void>((resolve) => { arrivedNow = resolve; });
  const released = new Promise<void>((resolve) => { release = resolve; });
  client.axiosInstance.interceptors.response.use(async (response) => {
    if (!holding || !String(response.config.url).endsWith('/query')) return response;
    holding = false;
    arrivedNow();
    await released;
    return response;
  });
  return { arm: () => { holding = true; }, arrived, release };
}

/** A bounty channel the poster owns, watched by a candidate whose client holds its next query answer. */
async function watchedBounty() {
  const poster = provider.id('poster');
  const candidate = provider.id('candidate');
  await provider.connect(poster);
  const client = await provider.connect(candidate);
  const held = holdNextAnswer(client);
  keepNewestChannelData(client);
  const id = await provider.newChannel('bounty', poster, [poster, candidate], { status: 'open' });
  const serverChannel = provider.server().channel('messaging', id);
  const channel = client.channel('messaging', id);
  return { client, held, serverChannel, channel };
}

describe("the client's copy of a channel's data", () => {
  it('keeps a close that came while an answer from before it was on its way', async () => {
    const { client, held, serverChannel, channel } = await watchedBounty();
    await channel.watch();
    const awarded = nextEvent(client, 'channel.updated');
    await serverChannel.updatePartial({ set: data({ status: 'awarded' }) });
    await awarded;
    // The re-query the award causes: the provider answers it with the award, the answer is slow to arrive.
    held.arm();
    const requery = channel.query(CAPABILITY_QUERY);
    await held.arrived;
    const closed = nextEvent(client, 'channel.updated');
    // The close freezes the channel: the SDK queries it again by itself, and that answer reports the capabilities.
    const capabilities = nextEvent(client, 'capabilities.changed');
    await serverChannel.updatePartial({ set: data({ status: 'closed', frozen: true }) });
    await closed;
    await capabilities;
    expect(channel.data).toMatchObject({ status: 'closed', frozen: true });
    held.release();
    await requery;
    expect(channel.data).toMatchObject({ status: 'closed', frozen: true });
    expect(channel.data?.own_capabilities).not.toContain('send-message');
  });

  it('takes an answer as new as what it holds', async () => {
    const { client, serverChannel, channel } = await watchedBounty();
    await channel.watch();
    const updated = nextEvent(client, 'channel.updated');
    await serverChannel.updatePartial({ set: data({ status: 'awarded', disable_links: true }) });
    await updated;
    expect(channel.data?.own_capabilities).toContain('send-links');
    await channel.query(CAPABILITY_QUERY);
    expect(channel.data).toMatchObject({ status: 'awarded' });
    expect(channel.data?.own_capabilities).not.toContain('send-links');
  });
});
