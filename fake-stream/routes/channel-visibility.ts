import type { APIResponse } from 'stream-chat';
import { actingUserId } from '../auth.js';
import { isoNow } from '../clock.js';
import type { FakeStreamContext } from '../context.js';
import { StreamError } from '../errors.js';
import { channelVisibilityEvent } from '../events/channel-lifecycle-events.js';
import { Input } from '../http/input.js';
import type { Router, RouteRequest } from '../http/router.js';
import { requireChannel, requireMember, toCid } from '../model/access.js';
import { toChannelResponse } from '../serializers/channel.js';
import { toUserResponseById } from '../serializers/user.js';

/**
 * `POST /channels/{type}/{id}/hide` and `/show` (one member's list; a new message shows it again) and
 * `/stop-watching` (this connection stops getting the channel's events).
 */
export function registerChannelVisibilityRoutes(router: Router, ctx: FakeStreamContext): void {
  router.add('POST', '/channels/:type/:id/hide', (request) => setHidden(ctx, request, true));
  router.add('POST', '/channels/:type/:id/show', (request) => setHidden(ctx, request, false));
  router.add('POST', '/channels/:type/:id/stop-watching', (request) => {
    const channel = requireChannel(ctx, toCid(request.params.type ?? '', request.params.id ?? ''), 'StopWatchingChannel');
    if (request.caller.kind !== 'user') throw new StreamError('inputInvalid', 'StopWatchingChannel failed with error: "only a connected user can stop watching"');
    if (request.connectionId === undefined) throw new StreamError('inputInvalid', 'StopWatchingChannel failed with error: "connection_id is required"');
    ctx.watchers.unwatch(request.connectionId, channel.cid);
    return {} satisfies Omit<APIResponse, 'duration'>;
  });
}

function setHidden(ctx: FakeStreamContext, request: RouteRequest, hidden: boolean): Omit<APIResponse, 'duration'> {
  const call = hidden ? 'HideChannel' : 'ShowChannel';
  const input = new Input(call, request.body);
  const userId = actingUserId(request.caller, input.optionalString('user_id'));
  if (userId === undefined) throw input.fail('field "user_id" is required when using server-side auth');
  const channel = requireChannel(ctx, toCid(request.params.type ?? '', request.params.id ?? ''), call);
  requireMember(ctx, channel, userId, call);
  const member = ctx.store.member(channel.cid, userId);
  if (!member) throw input.fail(`user ${userId} is not a member of ${channel.cid}`);
  if (member.hidden !== hidden) ctx.store.members.set({ ...member, hidden, updated_at: isoNow(ctx.clock) });
  const user = toUserResponseById(ctx, userId);
  const clearHistory = hidden && input.optionalBoolean('clear_history') === true;
  ctx.bus.emit('user', {
    userId,
    build: (recipientId) => channelVisibilityEvent({
      type: hidden ? 'channel.hidden' : 'channel.visible',
      channel: toChannelResponse(ctx, channel, recipientId),
      user,
      clearHistory,
      createdAt: isoNow(ctx.clock),
    }),
  });
  return {};
}
