import type { EventAPIResponse } from 'stream-chat';
import { actingUserId } from '../auth.js';
import { tracksReads } from '../channel-config.js';
import { isoNow } from '../clock.js';
import type { FakeStreamContext } from '../context.js';
import { StreamError } from '../errors.js';
import { messageReadEvent, notificationMarkReadEvent } from '../events/read-events.js';
import { Input } from '../http/input.js';
import type { Router } from '../http/router.js';
import { requireChannel, requireMember, toCid } from '../model/access.js';
import { unreadCounts, unreadFrom } from '../model/unread.js';
import { channelTimeline } from '../query/message-page.js';
import { toUserResponseById } from '../serializers/user.js';

/** `POST /channels/{type}/{id}/read`: mark read, to the newest message or up to a given one (`message_id`). */
export function registerReadRoutes(router: Router, ctx: FakeStreamContext): void {
  router.add('POST', '/channels/:type/:id/read', (request) => {
    const input = new Input('MarkRead', request.body);
    const readerId = actingUserId(request.caller, input.optionalString('user_id'));
    if (readerId === undefined) throw input.fail('field "user_id" is required when using server-side auth');
    const channel = requireChannel(ctx, toCid(request.params.type ?? '', request.params.id ?? ''), 'MarkRead');
    requireMember(ctx, channel, readerId, 'MarkRead');
    if (!ctx.store.member(channel.cid, readerId)) throw input.fail(`user ${readerId} is not a member of ${channel.cid}`);
    const timeline = channelTimeline(ctx, channel);
    const messageId = input.optionalString('message_id');
    // With a message, the read state goes up to that message: later ones from others stay unread.
    const upTo = messageId === undefined ? undefined : timeline.findIndex((message) => message.id === messageId);
    if (upTo !== undefined && upTo < 0) throw new StreamError('notFound', `MarkRead failed with error: "message ${messageId ?? ''} is not in channel ${channel.cid}"`);
    const named = upTo === undefined ? undefined : timeline[upTo]!;
    const lastReadMessageId = (named ?? timeline.at(-1))?.id;
    const now = isoNow(ctx.clock);
    const user = toUserResponseById(ctx, readerId);
    const event = messageReadEvent({ channel, user, lastReadMessageId, createdAt: now });
    // Without read events the channel keeps no read state: the call is answered, but nothing is stored or announced.
    if (!tracksReads(ctx, channel)) return { event } satisfies Omit<EventAPIResponse, 'duration'>;
    const stored = ctx.store.read(channel.cid, readerId);
    // A mark never takes back a later read (another tab's, say).
    if (named === undefined || stored === undefined || stored.last_read < named.created_at) {
      ctx.store.reads.set({
        cid: channel.cid,
        user_id: readerId,
        last_read: named?.created_at ?? now,
        unread_messages: upTo === undefined ? 0 : unreadFrom(timeline, upTo + 1, readerId),
        ...(lastReadMessageId ? { last_read_message_id: lastReadMessageId } : {}),
      });
    }
    ctx.bus.emit('watchers', { cid: channel.cid, build: () => event });
    ctx.bus.emit('user', {
      userId: readerId,
      exceptConnectionId: request.connectionId,
      build: (recipientId) => notificationMarkReadEvent({ channel, user, counts: unreadCounts(ctx, recipientId), lastReadMessageId, createdAt: now }),
    });
    return { event } satisfies Omit<EventAPIResponse, 'duration'>;
  });
}
