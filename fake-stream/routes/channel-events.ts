import type { EventAPIResponse } from 'stream-chat';
import { actingUserId } from '../auth.js';
import { isoNow } from '../clock.js';
import type { FakeStreamContext } from '../context.js';
import { customEvent, isProviderEventType } from '../events/custom-events.js';
import { typingEvent } from '../events/typing-events.js';
import { Input } from '../http/input.js';
import type { Router } from '../http/router.js';
import { requireChannel, requireMember, toCid } from '../model/access.js';
import { toUserResponseById } from '../serializers/user.js';

/** `POST /channels/{type}/{id}/event`: typing.start / typing.stop and custom events to the channel's watchers. */
export function registerChannelEventRoutes(router: Router, ctx: FakeStreamContext): void {
  router.add('POST', '/channels/:type/:id/event', (request) => {
    const input = new Input('SendEvent', request.body);
    const event = input.object('event');
    if (input.optionalObject('event') === undefined) throw input.fail('field "event" is required');
    const type = event.string('type');
    const typing = type === 'typing.start' || type === 'typing.stop';
    if (!typing && isProviderEventType(type)) throw input.fail(`event type "${type}" is reserved for the provider's own events; custom events use another name`);
    const userId = actingUserId(request.caller, event.optionalString('user_id') ?? event.object('user').optionalString('id'));
    if (userId === undefined) throw input.fail('event.user or event.user_id is required when using server-side auth');
    const channel = requireChannel(ctx, toCid(request.params.type ?? '', request.params.id ?? ''), 'SendEvent');
    requireMember(ctx, channel, userId, 'SendEvent');
    const parentId = event.optionalString('parent_id');
    const user = toUserResponseById(ctx, userId);
    const createdAt = isoNow(ctx.clock);
    // Anything that is not typing is a custom event: its own fields travel as sent, identity fields are ours.
    const built = typing
      ? typingEvent({ type, channel, user, createdAt, ...(parentId ? { parentId } : {}) })
      : customEvent({ type, fields: event.fields, channel, user, createdAt });
    ctx.bus.emit('watchers', { cid: channel.cid, build: () => built });
    return { event: built } satisfies Omit<EventAPIResponse, 'duration'>;
  });
}
