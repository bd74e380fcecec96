import type { Event, UserResponse } from 'stream-chat';
import type { UnreadCounts } from '../model/unread.js';
import type { ChannelRecord } from '../store/records.js';
import { channelRef } from './channel-ref.js';

/** `notification.mark_unread` to the user's connections: where unread starts, and their new totals. */
export function notificationMarkUnreadEvent(args: {
  channel: ChannelRecord;
  user: UserResponse;
  firstUnreadMessageId: string;
  lastReadAt: string;
  lastReadMessageId?: string;
  unreadMessages: number;
  counts: UnreadCounts;
  createdAt: string;
}): Event {
  const { channel, user, firstUnreadMessageId, lastReadAt, lastReadMessageId, unreadMessages, counts, createdAt } = args;
  return {
    type: 'notification.mark_unread',
    ...channelRef(channel),
    user,
    first_unread_message_id: firstUnreadMessageId,
    last_read_at: lastReadAt,
    ...(lastReadMessageId ? { last_read_message_id: lastReadMessageId } : {}),
    unread_messages: unreadMessages,
    created_at: createdAt,
    ...counts,
  } satisfies Event;
}
