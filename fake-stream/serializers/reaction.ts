import type { ReactionResponse } from 'stream-chat';
import type { FakeStreamContext } from '../context.js';
import type { ReactionRecord } from '../store/message-feature-records.js';
import { toUserResponseById } from './user.js';

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
