import type { Event, UserResponse } from 'stream-chat';
import type { ChannelRecord } from '../store/records.js';
import { channelRef } from './channel-ref.js';

/** Event families the provider emits itself; a client may not forge them through `/event`. */
const PROVIDER_PREFIXES = ['message.', 'channel.', 'member.', 'reaction.', 'notification.', 'user.', 'health.', 'connection.', 'poll.', 'thread.', 'typing.'];

/** Whether `type` names one of the provider's own events (so it is not a custom one). */
export function isProviderEventType(type: string): boolean {
  return PROVIDER_PREFIXES.some((prefix) => type.startsWith(prefix));
}

/** A custom event (`channel.sendEvent({ type: 'bounty.updated', … })`) as the channel's watchers receive it. */
export function customEvent(args: { type: string; fields: Record<string, unknown>; channel: ChannelRecord; user: UserResponse; createdAt: string }): Event {
  const { type, fields, channel, user, createdAt } = args;
  return {
    ...fields,
    // Apps name custom types by augmenting CustomEventTypes; the fake cannot, so any name passes as one.
    type: type as Event['type'],
    ...channelRef(channel),
    user,
    created_at: createdAt,
  } satisfies Event;
}

/** A custom event sent to one user (`sendUserCustomEvent`), as each of that user's connections receives it. */
export function userCustomEvent(args: { type: string; fields: Record<string, unknown>; createdAt: string }): Event {
  const { type, fields, createdAt } = args;
  // Apps name custom types by augmenting CustomEventTypes; the fake cannot, so any name passes as one.
  return { ...fields, type: type as Event['type'], created_at: createdAt } satisfies Event;
}
