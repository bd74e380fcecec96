import type { ChannelMute, Mute } from 'stream-chat';
import type { FakeStreamContext } from '../context.js';
import type { ChannelMuteRecord, UserMuteRecord } from '../store/message-feature-records.js';
import { toChannelResponse } from './channel.js';
import { toUserResponseById } from './user.js';

/** Whether a mute with an expiry has run out. */
function expired(ctx: FakeStreamContext, mute: { expires?: string }): boolean {
  return mute.expires !== undefined && mute.expires <= ctx.clock.now().toISOString();
}

/** One user mute as `me.mutes` and the mute call show it. */
export function toMuteResponse(ctx: FakeStreamContext, mute: UserMuteRecord): Mute & { expires?: string } {
  return {
    user: toUserResponseById(ctx, mute.user_id),
    target: toUserResponseById(ctx, mute.target_id),
    created_at: mute.created_at,
    updated_at: mute.updated_at,
    ...(mute.expires ? { expires: mute.expires } : {}),
  } satisfies Mute;
}

/** One channel mute as `me.channel_mutes` shows it (the SDK keys mute status on `channel.cid`). */
export function toChannelMuteResponse(ctx: FakeStreamContext, mute: ChannelMuteRecord): ChannelMute {
  const channel = ctx.store.channels.get(mute.cid);
  return {
    user: toUserResponseById(ctx, mute.user_id),
    ...(channel ? { channel: toChannelResponse(ctx, channel, mute.user_id) } : {}),
    created_at: mute.created_at,
    updated_at: mute.updated_at,
    ...(mute.expires ? { expires: mute.expires } : {}),
  } satisfies ChannelMute;
}

/** The user's live user mutes (for `me.mutes`). */
export function userMutesOf(ctx: FakeStreamContext, userId: string): Mute[] {
  return [...ctx.store.tables.userMutes.values()].filter((mute) => mute.user_id === userId && !expired(ctx, mute)).map((mute) => toMuteResponse(ctx, mute));
}

/** The user's live channel mutes (for `me.channel_mutes`). */
export function channelMutesOf(ctx: FakeStreamContext, userId: string): ChannelMute[] {
  return [...ctx.store.tables.channelMutes.values()]
    .filter((mute) => mute.user_id === userId && !expired(ctx, mute) && ctx.store.liveChannel(mute.cid) !== undefined)
    .map((mute) => toChannelMuteResponse(ctx, mute));
}
