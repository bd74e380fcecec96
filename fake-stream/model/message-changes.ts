import { isoNow } from '../clock.js';
import type { FakeStreamContext } from '../context.js';
import { messageDeletedEvent, messageUpdatedEvent } from '../events/message-change-events.js';
import { toMessageResponse } from '../serializers/message.js';
import { toUserResponseById } from '../serializers/user.js';
import type { ChannelRecord, MessageRecord } from '../store/records.js';

/** Publishes `message.updated` for a stored message to the channel's watchers. */
export function publishMessageUpdated(ctx: FakeStreamContext, channel: ChannelRecord, message: MessageRecord, actorId: string | undefined): void {
  const response = toMessageResponse(ctx, message);
  const user = toUserResponseById(ctx, actorId ?? message.user_id);
  const createdAt = isoNow(ctx.clock);
  const build = () => messageUpdatedEvent({ channel, message: response, user, createdAt });
  ctx.bus.emit('watchers', { cid: channel.cid, build });
  ctx.bus.emit('webhook', { cid: channel.cid, type: 'message.updated', build });
}

/** A reply changes its parent's reply_count and participants: watchers get the parent as `message.updated`. */
export function publishParentUpdated(ctx: FakeStreamContext, channel: ChannelRecord, reply: MessageRecord): void {
  if (reply.parent_id === undefined) return;
  const parent = ctx.store.messages.get(reply.parent_id);
  if (parent) publishMessageUpdated(ctx, channel, parent, reply.user_id);
}

/** Soft delete keeps the message as `type: "deleted"`; hard delete removes it and its reactions. Publishes `message.deleted`. */
export function deleteMessage(ctx: FakeStreamContext, channel: ChannelRecord, message: MessageRecord, actorId: string | undefined, hard: boolean): MessageRecord {
  const now = isoNow(ctx.clock);
  const deleted: MessageRecord = { ...message, type: 'deleted', deleted_at: now, updated_at: now };
  const response = toMessageResponse(ctx, deleted);
  if (hard) {
    for (const key of ctx.store.reactionsByMessage.keysOf(message.id)) ctx.store.tables.reactions.delete(key);
    ctx.store.messages.delete(message.id);
  } else {
    ctx.store.messages.set(deleted);
  }
  const user = toUserResponseById(ctx, actorId ?? message.user_id);
  const build = () => messageDeletedEvent({ channel, message: response, user, hardDelete: hard, createdAt: now });
  ctx.bus.emit('watchers', { cid: channel.cid, build });
  ctx.bus.emit('webhook', { cid: channel.cid, type: 'message.deleted', build });
  publishParentUpdated(ctx, channel, message);
  return deleted;
}
