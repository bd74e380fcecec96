import type { GetReactionsAPIResponse, QueryReactionsAPIResponse, ReactionAPIResponse } from 'stream-chat';
import { isoNow } from '../clock.js';
import type { FakeStreamContext } from '../context.js';
import { StreamError } from '../errors.js';
import { reactionEvent } from '../events/reaction-events.js';
import { Input } from '../http/input.js';
import type { Router } from '../http/router.js';
import { messageAction } from '../model/message-access.js';
import type { MessageAction } from '../model/message-access.js';
import { newestFirst, reactionsOf } from '../model/reactions.js';
import { matchesFilter, UnsupportedFilterError } from '../query/filter.js';
import { toMessageResponse } from '../serializers/message.js';
import { toReactionResponse } from '../serializers/reaction.js';
import { toUserResponseById } from '../serializers/user.js';
import { reactionKey } from '../store/message-feature-records.js';
import type { ReactionRecord } from '../store/message-feature-records.js';

/** Reaction fields the provider owns; the rest of the reaction object is kept as custom data. */
const RESERVED = new Set(['type', 'score', 'user', 'user_id', 'message_id', 'created_at', 'updated_at']);

/** Largest page of reactions. */
const MAX_PAGE = 300;

/** Send (`enforce_unique` replaces the user's others), delete, list and query reactions on a message. */
export function registerReactionRoutes(router: Router, ctx: FakeStreamContext): void {
  router.add('POST', '/messages/:id/reaction', (request) => {
    const input = new Input('SendReaction', request.body);
    const reaction = input.object('reaction');
    if (input.optionalObject('reaction') === undefined) throw input.fail('field "reaction" is required');
    const type = reaction.string('type');
    const score = reaction.optionalNumber('score') ?? 1;
    const named = request.caller.kind === 'server' ? reaction.optionalString('user_id') ?? reaction.object('user').optionalString('id') : undefined;
    const action = messageAction(ctx, request, request.params.id ?? '', named, 'SendReaction');
    const userId = requireReactor(action, 'SendReaction');
    if (!action.may('send-reaction')) throw new StreamError('notAllowed', `SendReaction failed with error: "user '${userId}' may not react in ${action.channel.cid}"`);
    if (action.message.deleted_at !== undefined) throw input.fail('cannot react to a deleted message');
    const now = isoNow(ctx.clock);
    const previous = ctx.store.tables.reactions.get(reactionKey(action.message.id, userId, type));
    let replaced = previous !== undefined;
    if (input.optionalBoolean('enforce_unique') === true) {
      for (const other of reactionsOf(ctx, action.message.id)) {
        if (other.user_id !== userId || other.type === type) continue;
        ctx.store.tables.reactions.delete(reactionKey(other.message_id, other.user_id, other.type));
        replaced = true;
      }
    }
    const stored = ctx.store.tables.reactions.set({
      message_id: action.message.id,
      user_id: userId,
      type,
      score,
      created_at: previous?.created_at ?? now,
      updated_at: now,
      custom: Object.fromEntries(Object.entries(reaction.fields).filter(([key]) => !RESERVED.has(key))),
    });
    return publish(ctx, action, stored, replaced ? 'reaction.updated' : 'reaction.new') satisfies Omit<ReactionAPIResponse, 'duration'>;
  });

  router.add('DELETE', '/messages/:id/reaction/:type', (request) => {
    const named = request.caller.kind === 'server' ? request.query.get('user_id') ?? undefined : undefined;
    const action = messageAction(ctx, request, request.params.id ?? '', named, 'DeleteReaction');
    const userId = requireReactor(action, 'DeleteReaction');
    const key = reactionKey(action.message.id, userId, request.params.type ?? '');
    const existing = ctx.store.tables.reactions.get(key);
    if (!existing) throw new StreamError('notFound', `DeleteReaction failed with error: "reaction ${request.params.type ?? ''} of user ${userId} not found"`);
    ctx.store.tables.reactions.delete(key);
    return publish(ctx, action, existing, 'reaction.deleted') satisfies Omit<ReactionAPIResponse, 'duration'>;
  });

  router.add('GET', '/messages/:id/reactions', (request) => {
    const action = messageAction(ctx, request, request.params.id ?? '', undefined, 'GetReactions');
    const limit = pageSize(request.query.get('limit'), 10);
    const offset = Math.max(Number(request.query.get('offset') ?? 0) || 0, 0);
    const page = newestFirst(reactionsOf(ctx, action.message.id)).slice(offset, offset + limit);
    return { reactions: page.map((reaction) => toReactionResponse(ctx, reaction)) } satisfies Omit<GetReactionsAPIResponse, 'duration'>;
  });

  router.add('POST', '/messages/:id/reactions', (request) => {
    const input = new Input('QueryReactions', request.body);
    const named = request.caller.kind === 'server' ? input.optionalString('user_id') : undefined;
    const action = messageAction(ctx, request, request.params.id ?? '', named, 'QueryReactions');
    const filter = input.optionalObject('filter') ?? {};
    const limit = Math.min(input.optionalNumber('limit') ?? 25, MAX_PAGE);
    const offset = Number(input.optionalString('next') ?? 0) || 0;
    let matched: ReactionRecord[];
    try {
      matched = newestFirst(reactionsOf(ctx, action.message.id)).filter((reaction) => matchesFilter(filter, (field) => reactionField(reaction, field)));
    } catch (error) {
      if (error instanceof UnsupportedFilterError) throw input.fail(error.message);
      throw error;
    }
    if (input.optionalArray('sort')?.some((key) => (key as { direction?: unknown }).direction === 1)) matched.reverse();
    const page = matched.slice(offset, offset + limit);
    const next = offset + limit < matched.length ? String(offset + limit) : undefined;
    return { reactions: page.map((reaction) => toReactionResponse(ctx, reaction)), ...(next ? { next } : {}) } satisfies Omit<QueryReactionsAPIResponse, 'duration'>;
  });
}

/** Reactions belong to a user: the server must name one. */
function requireReactor(action: MessageAction, call: string): string {
  if (action.actorId === undefined) throw new Input(call, {}).fail('a user_id is required when using server-side auth');
  return action.actorId;
}

function publish(ctx: FakeStreamContext, action: MessageAction, reaction: ReactionRecord, type: 'reaction.new' | 'reaction.updated' | 'reaction.deleted') {
  const createdAt = isoNow(ctx.clock);
  const message = toMessageResponse(ctx, action.message);
  const response = toReactionResponse(ctx, reaction);
  const user = toUserResponseById(ctx, reaction.user_id);
  ctx.bus.emit('watchers', { cid: action.channel.cid, build: () => reactionEvent({ type, channel: action.channel, message, reaction: response, user, createdAt }) });
  return { message: toMessageResponse(ctx, action.message, action.actorId), reaction: response };
}

function pageSize(value: string | null, fallback: number): number {
  const parsed = Number(value ?? fallback);
  return Math.min(Math.max(Number.isFinite(parsed) ? parsed : fallback, 0), MAX_PAGE);
}

function reactionField(reaction: ReactionRecord, field: string): unknown {
  if (field === 'type') return reaction.type;
  if (field === 'user_id') return reaction.user_id;
  if (field === 'created_at') return reaction.created_at;
  return reaction.custom[field];
}
