import type { FakeStreamContext } from '../context.js';
import type { ReactionRecord } from '../store/message-feature-records.js';

/** Every reaction on a message, oldest first. */
export function reactionsOf(ctx: FakeStreamContext, messageId: string): ReactionRecord[] {
  return ctx.store.reactionsByMessage.keysOf(messageId).flatMap((key) => ctx.store.tables.reactions.get(key) ?? []);
}

/** Newest first: what `latest_reactions` and the reactions list show. */
export function newestFirst(reactions: readonly ReactionRecord[]): ReactionRecord[] {
  return [...reactions].reverse().sort((a, b) => (a.updated_at < b.updated_at ? 1 : a.updated_at > b.updated_at ? -1 : 0));
}
