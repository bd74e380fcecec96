import type { Event, UserResponse } from 'stream-chat';
import type { UnreadCounts } from '../model/unread.js';
import type { ChannelRecord } from '../store/records.js';
import { channelRef } from './channel-ref.js';

/** `message.read` to the channel's watchers: someone read up to a message. */
export function messageReadEvent(args: { channel: ChannelRecord; user: UserResponse; lastReadMessageId?: string; createdAt: string }): Event {
  const { channel, user, lastReadMessageId, createdAt } = args;
  return {
    type: 'message.read',
    ...channelRef(channel),
    user,
    created_at: createdAt,
    ...(lastReadMessageId ? { last_read_message_id: lastReadMessageId } : {}),
  } satisfies Event;
}

/** `notification.mark_read` to the reader's own connections, with their new totals. */
export function notificationMarkReadEvent(args: { channel: ChannelRecord; user: UserResponse; counts: UnreadCounts; lastReadMessageId?: string; createdAt: string }): Event {
  const { channel, user, counts, lastReadMessageId, createdAt } = args;
  return {
    type: 'notification.mark_read',
    ...channelRef(channel),
    user,
    created_at: createdAt,
    ...(lastReadMessageId ? { last_read_message_id: lastReadMessageId } : {}),
    ...counts,
  } satisfies Event;
}
