/**
 * Keeps a channel's data from going back in time. The SDK replaces a channel's data with every query answer
 * (`channel.data = state.channel`), and an answer the provider wrote before an update can reach the client after
 * that update's `channel.updated`: a capabilities re-query sent when a bounty was awarded, answered just after it was
 * closed, put the award back under the closed bounty, and the card read "Awarded" until the next update. An answer
 * older than the data the client holds (by the channel's `updated_at`) keeps the held data, capabilities too: the older
 * answer's would undo a newer query's (the composer came back under the closed bounty), and where the held ones are
 * as old, the re-query the newer update causes brings the current ones (the SDK's on a freeze, liveCapabilities.ts's).
 */
import type { ChannelResponse, StreamChat } from 'stream-chat';
import { olderChannelData } from '../../chat/channelDataAge.js';

/** The channel objects an answer carries: a channel query's one, or each of a channel list query's. */
function channelsIn(data: unknown): Array<{ channel: ChannelResponse }> {
  if (typeof data !== 'object' || data === null) return [];
  const answer = data as { channel?: unknown; channels?: unknown };
  const holders: unknown[] = Array.isArray(answer.channels) ? answer.channels : [answer];
  return holders.filter((holder): holder is { channel: ChannelResponse } => {
    const channel = (holder as { channel?: { cid?: unknown } } | null)?.channel;
    return typeof channel?.cid === 'string';
  });
}

/** Installs the check on `client`'s REST answers, before the SDK stores them (axios's response interceptors). */
export function keepNewestChannelData(client: StreamChat): void {
  client.axiosInstance.interceptors.response.use((response) => {
    for (const holder of channelsIn(response.data)) {
      const held = client.activeChannels[holder.channel.cid]?.data;
      if (!held || !olderChannelData(holder.channel.updated_at, held.updated_at)) continue;
      holder.channel = { ...holder.channel, ...held } as ChannelResponse;
    }
    return response;
  });
}
