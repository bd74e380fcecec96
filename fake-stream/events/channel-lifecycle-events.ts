import type { ChannelResponse, Event, MessageResponse, UserResponse } from 'stream-chat';
import { channelRef } from './channel-ref.js';

/**
 * `channel.updated` to watchers: new data, frozen, cooldown. Like the provider's, it carries no
 * own_capabilities: the SDK keeps the ones it has and re-queries the channel when `frozen` changes (then
 * reports `capabilities.changed`); a client that needs them after another change queries the channel.
 */
export function channelUpdatedEvent(args: { channel: ChannelResponse; user?: UserResponse; message?: MessageResponse; createdAt: string }): Event {
  const { channel: { own_capabilities: _perUser, ...channel }, user, message, createdAt } = args;
  return {
    type: 'channel.updated',
    ...channelRef(channel),
    channel,
    created_at: createdAt,
    ...(user ? { user } : {}),
    ...(message ? { message } : {}),
  } satisfies Event;
}

/** `channel.deleted` to watchers, `notification.channel_deleted` to members not watching: the SDK drops the channel. */
export function channelDeletedEvent(args: { type: 'channel.deleted' | 'notification.channel_deleted'; channel: ChannelResponse; createdAt: string }): Event {
  const { type, channel, createdAt } = args;
  return {
    type,
    ...channelRef(channel),
    channel,
    created_at: createdAt,
  } satisfies Event;
}

/** `channel.hidden` / `channel.visible` to the user who hid or showed the channel (their list drops or regains it). */
export function channelVisibilityEvent(args: { type: 'channel.hidden' | 'channel.visible'; channel: ChannelResponse; user: UserResponse; clearHistory?: boolean; createdAt: string }): Event {
  const { type, channel, user, clearHistory, createdAt } = args;
  return {
    type,
    ...channelRef(channel),
    channel,
    user,
    created_at: createdAt,
    ...(type === 'channel.hidden' ? { clear_history: clearHistory === true } : {}),
  } satisfies Event;
}

/** `channel.truncated` to watchers: the SDK drops messages older than `channel.truncated_at`. */
export function channelTruncatedEvent(args: { channel: ChannelResponse; user?: UserResponse; message?: MessageResponse; createdAt: string }): Event {
  const { channel, user, message, createdAt } = args;
  return {
    type: 'channel.truncated',
    ...channelRef(channel),
    channel,
    created_at: createdAt,
    ...(user ? { user } : {}),
    ...(message ? { message } : {}),
  } satisfies Event;
}
