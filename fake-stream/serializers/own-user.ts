import type { OwnUserResponse } from 'stream-chat';
import type { FakeStreamContext } from '../context.js';
import { unreadCounts } from '../model/unread.js';
import type { UserRecord } from '../store/records.js';
import { channelMutesOf, userMutesOf } from './mutes.js';
import { toUserResponse } from './user.js';

/**
 * `me` in health.check: the user plus unread counts, mutes and devices. Apart from user.ts: its muted channels'
 * responses show users, so the plain user (which channels, members and messages show) cannot import this.
 */
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
