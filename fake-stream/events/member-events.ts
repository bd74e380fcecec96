import type { ChannelMemberResponse, ChannelResponse, Event } from 'stream-chat';
import type { UnreadCounts } from '../model/unread.js';
import { channelRef } from './channel-ref.js';

/** `notification.added_to_channel` to a user who just became a member (the channel appears in their list). */
export function notificationAddedToChannelEvent(args: { channel: ChannelResponse; member: ChannelMemberResponse; counts: UnreadCounts; createdAt: string }): Event {
  const { channel, member, counts, createdAt } = args;
  return {
    type: 'notification.added_to_channel',
    ...channelRef(channel),
    channel,
    member,
    user: member.user,
    created_at: createdAt,
    ...counts,
  } satisfies Event;
}
