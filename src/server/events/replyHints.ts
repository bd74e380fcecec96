import type { Clock } from '../clock';
import type { SqlDatabase } from '../store/sqlDatabase';
import { replyHint, userResponsiveness } from './responseFigures';
import type { ReplyHint } from './responseFigures';

/** The widget's reply-time line: what it may ask about whom, and the answer. */
export interface ReplyHints {
  /**
   * Whether `callerId` may see `userId`'s line: a poster's is public to signed-in users (as a marketplace shows a
   * seller's), anyone else's only to the people she has a DM with.
   */
  visibleTo(callerId: string, userId: string): Promise<boolean>;
  /** The line's facts, or null below the fewest conversations shown. */
  hintFor(userId: string): Promise<ReplyHint>;
}

/** The reply hints over the store's DM facts (no provider call). */
export function createReplyHints(db: SqlDatabase, clock: Clock): ReplyHints {
  return {
    async visibleTo(callerId, userId) {
      if (callerId === userId) return true;
      const rows = await db.query<{ one: number }>(
        `SELECT 1 AS one FROM bounties WHERE owner_id = ?
         UNION ALL SELECT 1 AS one FROM dm_channels WHERE (user_a = ? AND user_b = ?) OR (user_a = ? AND user_b = ?)
         LIMIT 1`,
        [userId, callerId, userId, userId, callerId],
      );
      return rows.length > 0;
    },
    async hintFor(userId) {
      return replyHint(await userResponsiveness(db, userId, clock.now()));
    },
  };
}
