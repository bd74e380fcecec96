import type { MessageResponse, ReactionGroupResponse, ReactionResponse } from 'stream-chat';
import type { FakeStreamContext } from '../context.js';
import { newestFirst, reactionsOf } from '../model/reactions.js';
import type { ReactionRecord } from '../store/message-feature-records.js';
import { toUserResponseById } from './user.js';

/** How many reactions `latest_reactions` carries, as the provider does. */
const LATEST_REACTIONS_LIMIT = 10;

/** A reaction as responses and `reaction.*` events show it. */
export function toReactionResponse(ctx: FakeStreamContext, reaction: ReactionRecord): ReactionResponse {
  return {
    ...reaction.custom,
    type: reaction.type,
    score: reaction.score,
    message_id: reaction.message_id,
    user_id: reaction.user_id,
    user: toUserResponseById(ctx, reaction.user_id),
    created_at: reaction.created_at,
    updated_at: reaction.updated_at,
  } satisfies ReactionResponse;
}

/** The reaction fields of a message for one viewer: groups with counts, scores and first/last times, latest, own. */
export function reactionSummary(ctx: FakeStreamContext, messageId: string, viewerId: string | undefined): Partial<MessageResponse> | undefined {
  const reactions = reactionsOf(ctx, messageId);
  if (reactions.length === 0) return undefined;
  const groups: Record<string, ReactionGroupResponse> = {};
  for (const reaction of reactions) {
    const group = groups[reaction.type];
    if (!group) {
      groups[reaction.type] = { count: 1, sum_scores: reaction.score, first_reaction_at: reaction.created_at, last_reaction_at: reaction.created_at };
      continue;
    }
    group.count += 1;
    group.sum_scores += reaction.score;
    if (group.first_reaction_at === undefined || reaction.created_at < group.first_reaction_at) group.first_reaction_at = reaction.created_at;
    if (group.last_reaction_at === undefined || reaction.created_at > group.last_reaction_at) group.last_reaction_at = reaction.created_at;
  }
  const latest = newestFirst(reactions);
  return {
    reaction_groups: groups,
    reaction_counts: Object.fromEntries(Object.entries(groups).map(([type, group]) => [type, group.count])),
    reaction_scores: Object.fromEntries(Object.entries(groups).map(([type, group]) => [type, group.sum_scores])),
    latest_reactions: latest.slice(0, LATEST_REACTIONS_LIMIT).map((reaction) => toReactionResponse(ctx, reaction)),
    own_reactions: viewerId === undefined ? [] : latest.filter((reaction) => reaction.user_id === viewerId).map((reaction) => toReactionResponse(ctx, reaction)),
  };
}
