import type { FakeStreamContext } from '../context.js';

/** A user's unread figures as the SDK reads them from `me` and notification events. */
export type UnreadCounts = {
  total_unread_count: number;
  unread_count: number;
  unread_channels: number;
  unread_threads: number;
};

/** Sums the user's per-channel unread counters over live channels they are a member of. */
export function unreadCounts(ctx: FakeStreamContext, userId: string): UnreadCounts {
  let messages = 0;
  let channels = 0;
  for (const cid of ctx.store.channelIdsOf(userId)) {
    if (!ctx.store.liveChannel(cid)) continue;
    const unread = ctx.store.read(cid, userId)?.unread_messages ?? 0;
    messages += unread;
    if (unread > 0) channels += 1;
  }
  return { total_unread_count: messages, unread_count: messages, unread_channels: channels, unread_threads: 0 };
}
