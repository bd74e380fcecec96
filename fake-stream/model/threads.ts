import type { Input } from '../http/input.js';
import type { FakeStreamContext } from '../context.js';
import type { MessageRecord } from '../store/records.js';

/** Replies to a parent message in send order (soft-deleted ones included; hard-deleted ones are gone). */
export function repliesOf(ctx: FakeStreamContext, parentId: string): MessageRecord[] {
  return ctx.store.repliesByParent.keysOf(parentId).flatMap((id) => ctx.store.messages.get(id) ?? []);
}

/** The thread's figures: replies that are not deleted, deleted ones, participants (author first, then repliers in order). */
export function threadSummary(ctx: FakeStreamContext, parent: MessageRecord): { replyCount: number; deletedReplyCount: number; participantIds: string[]; lastReplyAt?: string } {
  const replies = repliesOf(ctx, parent.id);
  const live = replies.filter((reply) => reply.deleted_at === undefined);
  const participantIds = replies.length === 0 ? [] : [...new Set([parent.user_id, ...replies.map((reply) => reply.user_id)])];
  const lastReplyAt = live.at(-1)?.created_at;
  return {
    replyCount: live.length,
    deletedReplyCount: replies.length - live.length,
    participantIds,
    ...(lastReplyAt ? { lastReplyAt } : {}),
  };
}

/** A reply needs a parent in the same channel that is not itself a reply (threads are one level deep). */
export function requireThreadParent(ctx: FakeStreamContext, cid: string, parentId: string, input: Input): MessageRecord {
  const parent = ctx.store.messages.get(parentId);
  if (!parent || parent.cid !== cid) throw input.fail(`parent message ${parentId} does not exist in channel ${cid}`);
  if (parent.parent_id !== undefined) throw input.fail('a reply cannot be the parent of a thread');
  return parent;
}
