import type { Event, MessageResponse, UserResponse } from 'stream-chat';
import type { ChannelRecord } from '../store/records.js';
import { channelRef } from './channel-ref.js';

/** `message.updated` (edit, pin, unpin, a parent whose reply_count changed) for a watcher. */
export function messageUpdatedEvent(args: { channel: ChannelRecord; message: MessageResponse; user: UserResponse; createdAt: string }): Event {
  const { channel, message, user, createdAt } = args;
  return {
    type: 'message.updated',
    ...channelRef(channel),
    message,
    user,
    created_at: createdAt,
  } satisfies Event;
}

/** `message.deleted`; `hard_delete` tells the SDK to drop the message instead of showing it as deleted. */
export function messageDeletedEvent(args: { channel: ChannelRecord; message: MessageResponse; user: UserResponse; hardDelete: boolean; createdAt: string }): Event {
  const { channel, message, user, hardDelete, createdAt } = args;
  return {
    type: 'message.deleted',
    ...channelRef(channel),
    message,
    user,
    hard_delete: hardDelete,
    created_at: createdAt,
  } satisfies Event;
}
