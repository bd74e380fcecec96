import type { MessageResponse, ReactionGroupResponse } from 'stream-chat';
import type { FakeStreamContext } from '../context.js';
import { toReactionResponse } from '../serializers/reaction.js';
import type { ReactionRecord } from '../store/message-feature-records.js';

/** How many reactions `latest_reactions` carries, as the provider does. */
export const LATEST_REACTIONS_LIMIT = 10;

/** Every reaction on a message, oldest first. */
export function reactionsOf(ctx: FakeStreamContext, messageId: string): ReactionRecord[] {
  return ctx.store.reactionsByMessage.keysOf(messageId).flatMap((key) => ctx.store.tables.reactions.get(key) ?? []);
}

/** Newest first: what `latest_reactions` and the reactions list show. */
export function newestFirst(reactions: readonly ReactionRecord[]): ReactionRecord[] {
  return [...reactions].reverse().sort((a, b) => (a.updated_at < b.updated_at ? 1 : a.updated_at > b.updated_at ? -1 : 0));
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
