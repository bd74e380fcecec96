/**
 * Watches every bounty channel the user belongs to (the product service lists them), five at a time with a
 * 500 ms pause between batches, so events reach the widget for channels beyond the list's first page without
 * a burst that would trip the provider's rate limit. Channels the client already watches are skipped.
 */
import type { Channel, StreamChat } from 'stream-chat';
import type { ChannelShows } from '../../chat/channelShow.js';
import { inBatches, JOIN_BATCH } from '../../chat/batches.js';
import type { ServiceClient } from '../../service/index.js';
import { sleep } from './watchChannel.js';
import { CHANNEL_TYPE } from '../../contract/ids.js';

/** One channel as all-channels describes it (the fields read here). */
interface ListedChannel {
  channelId?: unknown;
  channelType?: unknown;
  kind?: unknown;
}

/** Starts joining; `stopped()` ends it between batches (destroy). */
export async function joinBountyChannels(client: StreamChat, service: ServiceClient, shows: ChannelShows<Channel>, stopped: () => boolean): Promise<void> {
  const { channels } = await service.allChannels();
  const bounties = (channels as ListedChannel[]).flatMap((listed) => {
    if (listed.kind !== 'bounty' || typeof listed.channelId !== 'string') return [];
    const type = typeof listed.channelType === 'string' ? listed.channelType : CHANNEL_TYPE;
    const channel = client.activeChannels[`${type}:${listed.channelId}`];
    return channel?.initialized ? [] : [client.channel(type, listed.channelId)];
  });
  await inBatches(bounties, { ...JOIN_BATCH, sleep, stopped }, (channel) => shows.watch(channel));
}
