import type { MessageResponse, MessageResponseBase } from 'stream-chat';
import type { FakeStreamContext } from '../context.js';
import { reactionSummary } from '../model/reactions.js';
import { threadSummary } from '../model/threads.js';
import type { MessageRecord } from '../store/records.js';
import { toMessageResponse } from './message.js';
import { toPollResponse } from './poll.js';
import { toUserResponseById } from './user.js';

/**
 * The fields other features add to a message for one viewer: reactions (groups, counts, scores, latest,
 * own), thread figures (reply_count, thread_participants), pin state, the quoted message and the poll.
 */
export function messageExtras(ctx: FakeStreamContext, message: MessageRecord, viewerId: string | undefined, withQuote = true): Partial<MessageResponse> {
  const extras: Partial<MessageResponse> = { ...reactionSummary(ctx, message.id, viewerId) };
  if (message.parent_id === undefined) {
    const thread = threadSummary(ctx, message);
    extras.reply_count = thread.replyCount;
    if (thread.deletedReplyCount > 0) extras.deleted_reply_count = thread.deletedReplyCount;
    if (thread.participantIds.length > 0) extras.thread_participants = thread.participantIds.map((id) => toUserResponseById(ctx, id));
  }
  if (message.pinned_at !== undefined && !pinExpired(ctx, message)) {
    extras.pinned = true;
    extras.pinned_at = message.pinned_at;
    extras.pinned_by = message.pinned_by_id === undefined ? null : toUserResponseById(ctx, message.pinned_by_id);
    extras.pin_expires = message.pin_expires ?? null;
  }
  if (message.message_text_updated_at !== undefined) extras.message_text_updated_at = message.message_text_updated_at;
  // The SDK sends mentions as ids; responses carry the users.
  const mentioned = message.custom.mentioned_users;
  if (Array.isArray(mentioned)) extras.mentioned_users = mentioned.flatMap((one) => {
    const id = typeof one === 'string' ? one : (one as { id?: unknown } | null)?.id;
    return typeof id === 'string' ? [toUserResponseById(ctx, id)] : [];
  });
  const quotedId = message.custom.quoted_message_id;
  if (withQuote && typeof quotedId === 'string') {
    const quoted = ctx.store.messages.get(quotedId);
    if (quoted) extras.quoted_message = quotedMessage(ctx, quoted, viewerId);
  }
  const pollId = message.custom.poll_id;
  if (typeof pollId === 'string') {
    const poll = ctx.store.tables.polls.get(pollId);
    const votes = ctx.store.votesByPoll.keysOf(pollId).flatMap((id) => ctx.store.tables.pollVotes.get(id) ?? []);
    if (poll) extras.poll = toPollResponse(ctx, poll, votes, viewerId);
  }
  return extras;
}

/** Whether a pin with an expiry has run out (the message then shows unpinned). */
export function pinExpired(ctx: FakeStreamContext, message: MessageRecord): boolean {
  return typeof message.pin_expires === 'string' && message.pin_expires <= ctx.clock.now().toISOString();
}

/** A quoted message is shown one level deep: its own quote is not expanded. */
function quotedMessage(ctx: FakeStreamContext, quoted: MessageRecord, viewerId: string | undefined): MessageResponseBase {
  const { quoted_message: _nested, ...base } = toMessageResponse(ctx, quoted, viewerId, false);
  return base;
}
