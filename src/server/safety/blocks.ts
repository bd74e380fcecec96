import type { SqlDatabase } from '../store/sqlDatabase';

/**
 * The service's copy of the provider's blocks: the service refuses new DMs and e-mails between two users from it
 * without a provider call. Written only after the provider accepted the block, so it never holds one the
 * provider does not.
 */
export interface BlockStore {
  add(blockerId: string, blockedId: string, atMs: number): Promise<void>;
  remove(blockerId: string, blockedId: string): Promise<void>;
  /** The ids `blockerId` blocked, newest first. */
  blockedBy(blockerId: string): Promise<string[]>;
  /** Whether either of the two blocked the other. */
  eitherBlocked(a: string, b: string): Promise<boolean>;
  /** Whether `blockerId` blocked `blockedId`. */
  hasBlocked(blockerId: string, blockedId: string): Promise<boolean>;
}

/** The block store in the service's SQL store. */
export function createBlockStore(db: SqlDatabase): BlockStore {
  return {
    async add(blockerId, blockedId, atMs) {
      await db.run('INSERT INTO user_blocks (blocker_id, blocked_id, created_at) VALUES (?, ?, ?) ON CONFLICT (blocker_id, blocked_id) DO NOTHING', [blockerId, blockedId, atMs]);
    },
    async remove(blockerId, blockedId) {
      await db.run('DELETE FROM user_blocks WHERE blocker_id = ? AND blocked_id = ?', [blockerId, blockedId]);
    },
    async blockedBy(blockerId) {
      const rows = await db.query<{ blocked_id: string }>('SELECT blocked_id FROM user_blocks WHERE blocker_id = ? ORDER BY created_at DESC, blocked_id', [blockerId]);
      return rows.map((row) => row.blocked_id);
    },
    async eitherBlocked(a, b) {
      const rows = await db.query<{ n: number | string }>(
        'SELECT COUNT(*) AS n FROM user_blocks WHERE (blocker_id = ? AND blocked_id = ?) OR (blocker_id = ? AND blocked_id = ?)', [a, b, b, a],
      );
      return Number(rows[0]?.n ?? 0) > 0;
    },
    async hasBlocked(blockerId, blockedId) {
      const rows = await db.query<{ n: number | string }>('SELECT COUNT(*) AS n FROM user_blocks WHERE blocker_id = ? AND blocked_id = ?', [blockerId, blockedId]);
      return Number(rows[0]?.n ?? 0) > 0;
    },
  };
}
