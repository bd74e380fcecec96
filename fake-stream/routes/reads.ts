import type { EventAPIResponse } from 'stream-chat';
import { actingUserId } from '../auth.js';
import { tracksReads } from '../channel-config.js';
import { isoNow } from '../clock.js';
import type { FakeStreamContext } from '../context.js';
import { messageReadEvent, notificationMarkReadEvent } from '../events/read-events.js';
import { Input } from '../http/input.js';
import type { Router } from '../http/router.js';
import { requireChannel, requireMember, toCid } from '../model/access.js';
import { unreadCounts } from '../model/unread.js';
import { channelTimeline } from '../query/message-page.js';
import { toUserResponseById } from '../serializers/user.js';

/** `POST /channels/{type}/{id}/read`: mark read (to the latest or a given message). */
export function registerReadRoutes(router: Router, ctx: FakeStreamContext): void {
  router.add('POST', '/channels/:type/:id/read', (request) => {
    const input = new Input('MarkRead', request.body);
    const readerId = actingUserId(request.caller, input.optionalString('user_id'));
    if (readerId === undefined) throw input.fail('field "user_id" is required when using server-side auth');
    const channel = requireChannel(ctx, toCid(request.params.type ?? '', request.params.id ?? ''), 'MarkRead');
    requireMember(ctx, channel, readerId, 'MarkRead');
    if (!ctx.store.member(channel.cid, readerId)) throw input.fail(`user ${readerId} is not a member of ${channel.cid}`);
    const lastReadMessageId = input.optionalString('message_id') ?? channelTimeline(ctx, channel).at(-1)?.id;
    const now = isoNow(ctx.clock);
    const user = toUserResponseById(ctx, readerId);
    const event = messageReadEvent({ channel, user, lastReadMessageId, createdAt: now });
    // Without read events the channel keeps no read state: the call is answered, but nothing is stored or announced.
    if (!tracksReads(ctx, channel)) return { event } satisfies Omit<EventAPIResponse, 'duration'>;
    ctx.store.reads.set({
      cid: channel.cid,
      user_id: readerId,
      last_read: now,
      unread_messages: 0,
      ...(lastReadMessageId ? { last_read_message_id: lastReadMessageId } : {}),
    });
    ctx.bus.emit('watchers', { cid: channel.cid, build: () => event });
    ctx.bus.emit('user', {
      userId: readerId,
      exceptConnectionId: request.connectionId,
      build: (recipientId) => notificationMarkReadEvent({ channel, user, counts: unreadCounts(ctx, recipientId), lastReadMessageId, createdAt: now }),
    });
    return { event } satisfies Omit<EventAPIResponse, 'duration'>;
  });
}
