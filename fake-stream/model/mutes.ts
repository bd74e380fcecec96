import type { FakeStreamContext } from '../context.js';
import type { ChannelMuteRecord, UserMuteRecord } from '../store/message-feature-records.js';

/** The viewer's live mute of channel `cid` (none when it ran out), as the channel's `muted` shows it. */
export function liveChannelMute(ctx: FakeStreamContext, userId: string, cid: string): ChannelMuteRecord | undefined {
  const mute = ctx.store.tables.channelMutes.get(`${userId}|${cid}`);
  return mute && !(mute.expires !== undefined && mute.expires <= ctx.clock.now().toISOString()) ? mute : undefined;
}

/** The user ids `userId` has muted, live ones only (the moderation report's `user_mutes`). */
export function liveUserMutes(ctx: FakeStreamContext, userId: string): UserMuteRecord[] {
  const now = ctx.clock.now().toISOString();
  return [...ctx.store.tables.userMutes.values()].filter((mute) => mute.user_id === userId && !(mute.expires !== undefined && mute.expires <= now));
}

/** An expiry `minutes` (user mutes) or `ms` (channel mutes) from now, or none. */
export function expiryAfter(ctx: FakeStreamContext, amount: number | undefined, unitMs: number): string | undefined {
  if (amount === undefined || amount <= 0) return undefined;
  return new Date(ctx.clock.now().getTime() + amount * unitMs).toISOString();
}
