import type { Event, UserResponse } from 'stream-chat';
import type { ChannelRecord } from '../store/records.js';
import { channelRef } from './channel-ref.js';

/** `typing.start` / `typing.stop` to the channel's watchers; `parent_id` marks typing in a thread. */
export function typingEvent(args: { type: 'typing.start' | 'typing.stop'; channel: ChannelRecord; user: UserResponse; parentId?: string; createdAt: string }): Event {
  const { type, channel, user, parentId, createdAt } = args;
  return {
    type,
    ...channelRef(channel),
    user,
    created_at: createdAt,
    ...(parentId ? { parent_id: parentId } : {}),
  } satisfies Event;
}
