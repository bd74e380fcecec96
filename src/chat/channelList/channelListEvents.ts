/** Turns the provider's events into channel-list actions; events the list does not follow give undefined. */
import type { Event } from 'stream-chat';
import type { ChannelListAction } from './channelListReducer.js';
import { channelLook, countsUnread, memberOf, membersOf } from './channelRow.js';
import { isProductCid, isVouchedKind } from './vouchedChannels.js';

/**
 * The list's action for `event`, or undefined when the list ignores it. Events about channels of another type,
 * or whose channel data carries a kind the service never writes, are ignored: such a channel was not made by
 * the service (the list fetches the rest and checks their kind before showing them).
 */
export function channelListActionOf(event: Event): ChannelListAction | undefined {
  const cid = event.cid ?? event.channel?.cid;
  if (cid !== undefined && !isProductCid(cid)) return undefined;
  if (event.channel !== undefined && 'kind' in event.channel && !isVouchedKind(event.channel['kind'])) return undefined;
  const { message } = event;
  switch (event.type) {
    case 'message.new':
    case 'notification.message_new':
    case 'message.updated':
    case 'message.deleted':
      return cid && message ? { type: event.type, cid, message } : undefined;
    case 'notification.added_to_channel':
    case 'channel.visible':
    case 'notification.removed_from_channel':
    case 'channel.deleted':
    case 'channel.hidden':
      return cid ? { type: event.type, cid } : undefined;
    case 'channel.updated':
      if (!cid || !event.channel) return undefined;
      return {
        type: 'channel.updated', cid, ...channelLook(event.channel),
        ...(event.channel.members ? { members: membersOf(event.channel.members) } : {}),
        // The channel's config says whether it keeps read state (its capabilities follow at the next query).
        ...(typeof event.channel.config?.read_events === 'boolean' ? { readEvents: event.channel.config.read_events } : {}),
      };
    case 'capabilities.changed':
      return cid && event.own_capabilities ? { type: 'capabilities.changed', cid, readEvents: countsUnread(event.own_capabilities) } : undefined;
    case 'channel.truncated':
      return cid ? { type: 'channel.truncated', cid, ...(message ? { message } : {}) } : undefined;
    case 'message.read':
      return cid && event.user ? { type: 'message.read', cid, userId: event.user.id } : undefined;
    case 'notification.mark_read':
      // Without a channel it is "mark all read".
      return { type: 'notification.mark_read', ...(cid ? { cid } : {}) };
    case 'notification.mark_unread':
      return cid ? { type: 'notification.mark_unread', cid, unread: event.unread_messages ?? 0 } : undefined;
    case 'user.updated':
      return event.user ? { type: 'user.updated', user: memberOf(event.user) } : undefined;
    default:
      return undefined;
  }
}
