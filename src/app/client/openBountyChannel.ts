/**
 * The bounty's channel, made ready to show. With the host's ticket the product service creates it (or corrects
 * its name and owner) and adds the user. Without one the user may only join a channel that already exists, and
 * needs to only when she is not a member yet: the widget watches first, so a member's open costs no request to
 * the service; on the provider's "no access" it joins through the service (which refuses a channel that does not
 * exist or is no bounty's) and watches again.
 */
import type { Channel, StreamChat } from 'stream-chat';
import type { ChannelShows } from '../../chat/channelShow.js';
import { CHANNEL_TYPE } from '../../contract/ids.js';
import type { ChannelRef } from '../../contract/responses.js';
import type { ServiceClient } from '../../service/index.js';

/** Opens `bountyId`'s channel for the user: returns its reference once the client watches it (or the service made it). */
export async function openBountyChannel(
  client: StreamChat,
  service: ServiceClient,
  shows: ChannelShows<Channel>,
  bountyId: string,
  ticket?: { token: string; iv: string },
): Promise<ChannelRef> {
  if (ticket) return service.getOrCreateChannel({ channelId: bountyId, ticket: { token: ticket.token, iv: ticket.iv } });
  await shows.watch(client.channel(CHANNEL_TYPE, bountyId));
  return { channelType: CHANNEL_TYPE, channelId: bountyId };
}
