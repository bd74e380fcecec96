import { tracksReads } from '../channel-config.js';
import type { FakeStreamContext } from '../context.js';
import type { MessageRecord } from '../store/records.js';

/** A user's unread figures as the SDK reads them from `me` and notification events. */
export type UnreadCounts = {
  total_unread_count: number;
  unread_count: number;
  unread_channels: number;
  unread_threads: number;
};

/** Sums the user's per-channel unread counters over live channels they are a member of that keep read state (runs once per recipient of a fan-out). */
export function unreadCounts(ctx: FakeStreamContext, userId: string): UnreadCounts {
  let messages = 0;
  let channels = 0;
  for (const cid of ctx.store.channelIdSetOf(userId)) {
    const channel = ctx.store.liveChannel(cid);
    if (!channel || !tracksReads(ctx, channel)) continue;
    const unread = ctx.store.read(cid, userId)?.unread_messages ?? 0;
    messages += unread;
    if (unread > 0) channels += 1;
  }
  return { total_unread_count: messages, unread_count: messages, unread_channels: channels, unread_threads: 0 };
}

/** Whether two recipients' unread figures are the same, or both absent (so they can share one event). */
export function sameUnreadCounts(a: UnreadCounts | undefined, b: UnreadCounts | undefined): boolean {
  if (!a || !b) return a === b;
  return a.total_unread_count === b.total_unread_count && a.unread_count === b.unread_count
    && a.unread_channels === b.unread_channels && a.unread_threads === b.unread_threads;
}

/** How many of `timeline`'s messages from index `first` on count as unread for `userId`: everyone's but her own. */
export function unreadFrom(timeline: readonly MessageRecord[], first: number, userId: string): number {
  return timeline.slice(first).filter((message) => message.user_id !== userId).length;
}
