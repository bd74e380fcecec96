import type { ChannelMemberResponse } from 'stream-chat';
import type { FakeStreamContext } from '../context.js';
import type { MemberRecord } from '../store/records.js';
import { toUserResponseById } from './user.js';

/** A channel member with its user. */
export function toMemberResponse(ctx: FakeStreamContext, member: MemberRecord): ChannelMemberResponse {
  return {
    ...member.custom,
    user_id: member.user_id,
    user: toUserResponseById(ctx, member.user_id),
    channel_role: member.channel_role,
    role: member.channel_role === 'channel_member' ? 'member' : member.channel_role === 'owner' ? 'owner' : 'moderator',
    is_moderator: member.channel_role !== 'channel_member',
    created_at: member.created_at,
    updated_at: member.updated_at,
    banned: false,
    shadow_banned: false,
    notifications_muted: false,
    archived_at: member.archived_at ?? null,
    pinned_at: member.pinned_at ?? null,
  } satisfies ChannelMemberResponse;
}
