import { randomUUID } from 'node:crypto';
import type { TruncateChannelAPIResponse } from 'stream-chat';
import { actingUserId } from '../auth.js';
import type { FakeStreamContext } from '../context.js';
import { channelTruncatedEvent } from '../events/channel-lifecycle-events.js';
import { Input } from '../http/input.js';
import type { Router } from '../http/router.js';
import { requireChannel, requireMember, toCid } from '../model/access.js';
import { requireCapability } from '../model/channel-permissions.js';
import { storeAndPublishNewMessage } from '../model/messages.js';
import { toChannelResponse } from '../serializers/channel.js';
import { toMessageResponse } from '../serializers/message.js';
import { toUserResponseById } from '../serializers/user.js';
import type { MessageRecord } from '../store/records.js';

/**
 * `POST /channels/{type}/{id}/truncate`: messages up to `truncated_at` (default now) leave the channel for
 * everyone, unread counts reset; `hard_delete` removes them for good; an optional system message follows.
 */
export function registerTruncateRoutes(router: Router, ctx: FakeStreamContext): void {
  router.add('POST', '/channels/:type/:id/truncate', (request) => {
    const call = 'TruncateChannel';
    const input = new Input(call, request.body);
    const named = input.optionalString('user_id') ?? input.object('user').optionalString('id');
    const actorId = actingUserId(request.caller, request.caller.kind === 'server' ? named : undefined);
    const before = requireChannel(ctx, toCid(request.params.type ?? '', request.params.id ?? ''), call);
    requireMember(ctx, before, actorId, call);
    requireCapability(ctx, before, actorId, 'truncate-channel', call);
    const truncatedAt = truncationTime(input, ctx.clock.now());
    const channel = ctx.store.channels.set({ ...before, truncated_at: truncatedAt, updated_at: ctx.clock.now().toISOString() });
    for (const member of ctx.store.membersOf(channel.cid)) {
      const read = ctx.store.read(channel.cid, member.user_id);
      if (read && read.unread_messages > 0) ctx.store.reads.set({ ...read, unread_messages: 0 });
    }
    if (input.optionalBoolean('hard_delete') === true) {
      for (const id of [...ctx.store.messageIdsOf(channel.cid)]) {
        const message = ctx.store.messages.get(id);
        if (message && message.created_at <= truncatedAt) ctx.store.messages.delete(id);
      }
    }
    const message = systemMessage(input, channel.cid, actorId ?? channel.created_by_id, truncatedAt);
    const user = actorId === undefined ? undefined : toUserResponseById(ctx, actorId);
    const messageResponse = message ? toMessageResponse(ctx, message) : undefined;
    ctx.bus.emit('watchers', {
      cid: channel.cid,
      build: (recipientId) => channelTruncatedEvent({
        channel: toChannelResponse(ctx, channel, recipientId),
        createdAt: ctx.clock.now().toISOString(),
        ...(user ? { user } : {}),
        ...(messageResponse ? { message: messageResponse } : {}),
      }),
    });
    if (message) storeAndPublishNewMessage(ctx, channel, message);
    return {
      channel: toChannelResponse(ctx, ctx.store.liveChannel(channel.cid) ?? channel, actorId),
      ...(messageResponse ? { message: messageResponse } : {}),
    } satisfies Omit<TruncateChannelAPIResponse, 'duration'>;
  });
}

/** `truncated_at` from the request (not in the future), else now. */
function truncationTime(input: Input, now: Date): string {
  const given = input.optionalString('truncated_at');
  if (given === undefined) return now.toISOString();
  const at = new Date(given);
  if (Number.isNaN(at.getTime())) throw input.fail('truncated_at must be an ISO date');
  return (at > now ? now : at).toISOString();
}

/**
 * The optional system message, dated just after the cut: the timeline hides messages at or before
 * truncated_at, and this one must stay visible.
 */
function systemMessage(input: Input, cid: string, senderId: string, truncatedAt: string): MessageRecord | undefined {
  const text = input.object('message').optionalString('text');
  if (text === undefined || text.trim() === '') return undefined;
  const at = new Date(new Date(truncatedAt).getTime() + 1).toISOString();
  return { id: randomUUID(), cid, user_id: senderId, type: 'system', text, created_at: at, updated_at: at, custom: {} };
}
