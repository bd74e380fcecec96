import type { OwnUserResponse, UserResponse } from 'stream-chat';
import type { FakeStreamContext } from '../context.js';
import { liveBan } from '../model/safety.js';
import { unreadCounts } from '../model/unread.js';
import { channelMutesOf, userMutesOf } from './mutes.js';
import type { UserRecord } from '../store/records.js';

/** A user as every response and event shows it; `online` is live presence. */
export function toUserResponse(ctx: FakeStreamContext, user: UserRecord): UserResponse {
  return {
    ...user.custom,
    id: user.id,
    role: user.role,
    created_at: user.created_at,
    updated_at: user.updated_at,
    // A shadow ban shows to nobody, the banned user included.
    banned: liveBan(ctx, user.id)?.shadow === false,
    online: ctx.watchers.isOnline(user.id),
    ...(user.last_active ? { last_active: user.last_active } : {}),
  } satisfies UserResponse;
}

/** The user by id; an unknown id (a deleted user) shows as a bare user rather than failing the call. */
export function toUserResponseById(ctx: FakeStreamContext, userId: string): UserResponse {
  const user = ctx.store.users.get(userId);
  return user ? toUserResponse(ctx, user) : { id: userId };
}

/** `me` in health.check: the user plus unread counts, mutes and devices. */
export function toOwnUserResponse(ctx: FakeStreamContext, user: UserRecord): OwnUserResponse {
  return {
    ...toUserResponse(ctx, user),
    ...unreadCounts(ctx, user.id),
    channel_mutes: channelMutesOf(ctx, user.id),
    mutes: userMutesOf(ctx, user.id),
    devices: [],
    blocked_user_ids: blockedIdsOf(ctx, user.id),
    total_unread_count_by_team: null,
  } satisfies OwnUserResponse;
}

/** The ids the user has blocked, as `me` lists them. */
export function blockedIdsOf(ctx: FakeStreamContext, userId: string): string[] {
  return [...ctx.store.tables.blocks.values()].filter((block) => block.user_id === userId).map((block) => block.blocked_user_id);
}
