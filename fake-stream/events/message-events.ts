import type { ChannelResponse, Event, MessageResponse, UserResponse } from 'stream-chat';
import type { UnreadCounts } from '../model/unread.js';
import type { ChannelRecord } from '../store/records.js';
import { channelRef } from './channel-ref.js';

/** `message.new` for a watcher of the channel, with that recipient's unread counts. */
export function messageNewEvent(args: {
  channel: ChannelRecord;
  message: MessageResponse;
  user: UserResponse;
  watcherCount: number;
  /** The recipient's totals; none in a channel that keeps no read state. */
  counts?: UnreadCounts;
  createdAt: string;
}): Event {
  const { channel, message, user, watcherCount, counts, createdAt } = args;
  return {
    type: 'message.new',
    ...channelRef(channel),
    message,
    user,
    watcher_count: watcherCount,
    created_at: createdAt,
    ...(channel.last_message_at ? { channel_last_message_at: channel.last_message_at } : {}),
    ...counts,
  } satisfies Event;
}

/** `notification.message_new` for a member who does not watch the channel (moves it up their list). */
export function notificationMessageNewEvent(args: {
  channel: ChannelResponse;
  message: MessageResponse;
  counts?: UnreadCounts;
  createdAt: string;
}): Event {
  const { channel, message, counts, createdAt } = args;
  return {
    type: 'notification.message_new',
    ...channelRef(channel),
    channel,
    message,
    created_at: createdAt,
    ...counts,
  } satisfies Event;
}
