import type { ChannelMemberResponse, ChannelResponse, Event } from 'stream-chat';
import type { UnreadCounts } from '../model/unread.js';
import type { ChannelRecord } from '../store/records.js';
import { channelRef } from './channel-ref.js';

/** `member.added` / `member.updated` / `member.removed` to watchers (and the member's own other connections). */
export function memberEvent(args: { type: 'member.added' | 'member.updated' | 'member.removed'; channel: ChannelRecord; member: ChannelMemberResponse; memberCount: number; createdAt: string }): Event {
  const { type, channel, member, memberCount, createdAt } = args;
  return {
    type,
    ...channelRef(channel),
    member,
    ...(member.user ? { user: member.user } : {}),
    channel_member_count: memberCount,
    created_at: createdAt,
  } satisfies Event;
}

/** `notification.removed_from_channel` to a user who is no longer a member (the channel leaves their list). */
export function notificationRemovedFromChannelEvent(args: { channel: ChannelResponse; member: ChannelMemberResponse; counts: UnreadCounts; createdAt: string }): Event {
  const { channel, member, counts, createdAt } = args;
  return {
    type: 'notification.removed_from_channel',
    ...channelRef(channel),
    channel,
    member,
    ...(member.user ? { user: member.user } : {}),
    created_at: createdAt,
    ...counts,
  } satisfies Event;
}
