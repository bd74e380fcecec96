import type { APIResponse } from 'stream-chat';
import { actingUserId } from '../auth.js';
import { tracksReads } from '../channel-config.js';
import { isoNow } from '../clock.js';
import type { FakeStreamContext } from '../context.js';
import { StreamError } from '../errors.js';
import { notificationMarkUnreadEvent } from '../events/unread-events.js';
import { Input } from '../http/input.js';
import type { Router } from '../http/router.js';
import { requireChannel, requireMember, toCid } from '../model/access.js';
import { unreadCounts, unreadFrom } from '../model/unread.js';
import { channelTimeline } from '../query/message-page.js';
import { toUserResponseById } from '../serializers/user.js';

/**
 * `POST /channels/{type}/{id}/unread`: the member's read state moves back to just before a message (by id or
 * timestamp); that message and every later one from others count as unread again.
 */
export function registerMarkUnreadRoutes(router: Router, ctx: FakeStreamContext): void {
  router.add('POST', '/channels/:type/:id/unread', (request) => {
    const call = 'MarkUnread';
    const input = new Input(call, request.body);
    const userId = actingUserId(request.caller, input.optionalString('user_id') ?? input.object('user').optionalString('id'));
    if (userId === undefined) throw input.fail('field "user_id" is required when using server-side auth');
    const channel = requireChannel(ctx, toCid(request.params.type ?? '', request.params.id ?? ''), call);
    requireMember(ctx, channel, userId, call);
    if (!ctx.store.member(channel.cid, userId)) throw input.fail(`user ${userId} is not a member of ${channel.cid}`);
    // Without read events the channel keeps no read state: nothing to move back.
    if (!tracksReads(ctx, channel)) return {} satisfies Omit<APIResponse, 'duration'>;
    const timeline = channelTimeline(ctx, channel);
    const messageId = input.optionalString('message_id');
    const timestamp = input.optionalString('message_timestamp');
    if (messageId === undefined && timestamp === undefined) throw input.fail('message_id or message_timestamp is required');
    const first = messageId !== undefined
      ? timeline.findIndex((message) => message.id === messageId)
      : timeline.findIndex((message) => message.created_at >= timestamp!);
    if (first < 0) throw new StreamError('notFound', `${call} failed with error: "message ${messageId ?? timestamp ?? ''} is not in channel ${channel.cid}"`);
    const firstUnread = timeline[first]!;
    const lastRead = first > 0 ? timeline[first - 1] : undefined;
    const unreadMessages = unreadFrom(timeline, first, userId);
    const lastReadAt = lastRead?.created_at ?? new Date(new Date(firstUnread.created_at).getTime() - 1).toISOString();
    ctx.store.reads.set({
      cid: channel.cid,
      user_id: userId,
      last_read: lastReadAt,
      unread_messages: unreadMessages,
      ...(lastRead ? { last_read_message_id: lastRead.id } : {}),
    });
    const user = toUserResponseById(ctx, userId);
    const createdAt = isoNow(ctx.clock);
    ctx.bus.emit('user', {
      userId,
      build: (recipientId) => notificationMarkUnreadEvent({
        channel,
        user,
        firstUnreadMessageId: firstUnread.id,
        lastReadAt,
        ...(lastRead ? { lastReadMessageId: lastRead.id } : {}),
        unreadMessages,
        counts: unreadCounts(ctx, recipientId),
        createdAt,
      }),
    });
    return {} satisfies Omit<APIResponse, 'duration'>;
  });
}
