import type { EventAPIResponse } from 'stream-chat';
import { actingUserId } from '../auth.js';
import { isoNow } from '../clock.js';
import type { FakeStreamContext } from '../context.js';
import { typingEvent } from '../events/typing-events.js';
import { Input } from '../http/input.js';
import type { Router } from '../http/router.js';
import { requireChannel, requireMember, toCid } from '../model/access.js';
import { toUserResponseById } from '../serializers/user.js';

/** `POST /channels/{type}/{id}/event`: typing.start / typing.stop to the channel's watchers. */
export function registerChannelEventRoutes(router: Router, ctx: FakeStreamContext): void {
  router.add('POST', '/channels/:type/:id/event', (request) => {
    const input = new Input('SendEvent', request.body);
    const event = input.object('event');
    if (input.optionalObject('event') === undefined) throw input.fail('field "event" is required');
    const type = event.string('type');
    if (type !== 'typing.start' && type !== 'typing.stop') throw input.fail(`event type "${type}" is not supported (typing.start, typing.stop)`);
    const userId = actingUserId(request.caller, event.optionalString('user_id') ?? event.object('user').optionalString('id'));
    if (userId === undefined) throw input.fail('event.user or event.user_id is required when using server-side auth');
    const channel = requireChannel(ctx, toCid(request.params.type ?? '', request.params.id ?? ''), 'SendEvent');
    requireMember(ctx, channel, userId, 'SendEvent');
    const parentId = event.optionalString('parent_id');
    const built = typingEvent({ type, channel, user: toUserResponseById(ctx, userId), createdAt: isoNow(ctx.clock), ...(parentId ? { parentId } : {}) });
    ctx.bus.emit('watchers', { cid: channel.cid, build: () => built });
    return { event: built } satisfies Omit<EventAPIResponse, 'duration'>;
  });
}
