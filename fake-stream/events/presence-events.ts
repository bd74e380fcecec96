import type { Event, UserResponse } from 'stream-chat';
import type { ChannelRecord } from '../store/records.js';
import { channelRef } from './channel-ref.js';

/** `user.presence.changed`: the user (with `online` and `last_active`) came online or went offline. */
export function userPresenceChangedEvent(args: { user: UserResponse; createdAt: string }): Event {
  return { type: 'user.presence.changed', user: args.user, created_at: args.createdAt } satisfies Event;
}

/** `user.watching.start` / `user.watching.stop` to a channel's watchers, with the new watcher_count. */
export function userWatchingEvent(args: { type: 'user.watching.start' | 'user.watching.stop'; channel: ChannelRecord; user: UserResponse; watcherCount: number; createdAt: string }): Event {
  const { type, channel, user, watcherCount, createdAt } = args;
  return {
    type,
    ...channelRef(channel),
    user,
    watcher_count: watcherCount,
    created_at: createdAt,
  } satisfies Event;
}
