import type { GetUnreadCountAPIResponse } from 'stream-chat';
import { actingUserId } from '../auth.js';
import { tracksReads } from '../channel-config.js';
import type { FakeStreamContext } from '../context.js';
import { StreamError } from '../errors.js';
import type { Router } from '../http/router.js';
import { unreadCounts } from '../model/unread.js';

/** `GET /unread`: a user's unread totals, per channel and per channel type (getUnreadCount). */
export function registerUnreadRoutes(router: Router, ctx: FakeStreamContext): void {
  router.add('GET', '/unread', (request) => {
    const userId = actingUserId(request.caller, request.query.get('user_id') ?? undefined);
    if (userId === undefined) throw new StreamError('inputInvalid', 'GetUnreadCount failed with error: "user_id is required when using server-side auth"');
    const channels: GetUnreadCountAPIResponse['channels'] = [];
    const byType = new Map<string, { channel_count: number; unread_count: number }>();
    for (const cid of ctx.store.channelIdsOf(userId)) {
      const channel = ctx.store.liveChannel(cid);
      const read = ctx.store.read(cid, userId);
      if (!channel || !read || read.unread_messages === 0 || !tracksReads(ctx, channel)) continue;
      channels.push({ channel_id: cid, last_read: read.last_read, unread_count: read.unread_messages });
      const type = byType.get(channel.type) ?? { channel_count: 0, unread_count: 0 };
      byType.set(channel.type, { channel_count: type.channel_count + 1, unread_count: type.unread_count + read.unread_messages });
    }
    return {
      channels,
      channel_type: [...byType].map(([channel_type, counts]) => ({ channel_type, ...counts })),
      threads: [],
      total_unread_count: unreadCounts(ctx, userId).total_unread_count,
      total_unread_threads_count: 0,
    } satisfies Omit<GetUnreadCountAPIResponse, 'duration'>;
  });
}
