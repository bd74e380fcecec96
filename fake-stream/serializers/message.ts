import type { MessageResponse, MessageResponseBase } from 'stream-chat';
import type { FakeStreamContext } from '../context.js';
import { pinExpired } from '../model/pins.js';
import { threadSummary } from '../model/threads.js';
import type { MessageRecord } from '../store/records.js';
import { toPollResponse } from './poll.js';
import { reactionSummary } from './reaction.js';
import { toUserResponseById } from './user.js';

/**
 * A message as responses and events show it; reactions, replies, pins, quotes and polls come from
 * `messageExtras` (own_reactions and own poll votes need the viewer; events pass none).
 */
export function toMessageResponse(ctx: FakeStreamContext, message: MessageRecord, viewerId?: string, withQuote = true): MessageResponse {
  return {
    attachments: [],
    mentioned_users: [],
    ...message.custom,
    id: message.id,
    cid: message.cid,
    type: message.type as MessageResponse['type'],
    text: message.text,
    html: message.text === '' ? '' : `<p>${escapeHtml(message.text)}</p>\n`,
    user: toUserResponseById(ctx, message.user_id),
    created_at: message.created_at,
    updated_at: message.updated_at,
    ...(message.deleted_at ? { deleted_at: message.deleted_at } : {}),
    ...(message.parent_id ? { parent_id: message.parent_id, show_in_channel: message.show_in_channel ?? false } : {}),
    latest_reactions: [],
    own_reactions: [],
    reaction_counts: {},
    reaction_scores: {},
    reaction_groups: null,
    reply_count: 0,
    pinned: false,
    pinned_at: null,
    pinned_by: null,
    pin_expires: null,
    silent: false,
    shadowed: false,
    ...messageExtras(ctx, message, viewerId, withQuote),
  } satisfies MessageResponse;
}

/**
 * The fields other features add to a message for one viewer: reactions (groups, counts, scores, latest,
 * own), thread figures (reply_count, thread_participants), pin state, the quoted message and the poll.
 */
function messageExtras(ctx: FakeStreamContext, message: MessageRecord, viewerId: string | undefined, withQuote = true): Partial<MessageResponse> {
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

/**
 * A quoted message is shown one level deep: its own quote is not expanded. A message's extras show it through
 * toMessageResponse, which shows the extras: the recursion is why they share one file.
 */
function quotedMessage(ctx: FakeStreamContext, quoted: MessageRecord, viewerId: string | undefined): MessageResponseBase {
  const { quoted_message: _nested, ...base } = toMessageResponse(ctx, quoted, viewerId, false);
  return base;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}
