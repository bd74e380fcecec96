import type { Clock } from '../clock';
import type { SqlDatabase } from './sqlDatabase';

/**
 * When each user first opened each conversation: the list's "New" mark is the service's word (first seen by this
 * user, on any device), not one browser's storage.
 */
export interface SeenStore {
  /** Records that the user opened the channel; the first time stands (a second device changes nothing). */
  markSeen(userId: string, channelId: string): Promise<void>;
  /** Which of `channelIds` the user has opened. */
  seenAmong(userId: string, channelIds: readonly string[]): Promise<string[]>;
  /** Export: every conversation the user opened, with when first, oldest first. */
  seenBy(userId: string): Promise<{ channelId: string; seenAt: number }[]>;
  /** Erasure: forgets what the user opened; answers how many rows went. */
  forget(userId: string): Promise<number>;
}

/** The seen store over the service's SQL database. */
export function createSeenStore(db: SqlDatabase, clock: Clock): SeenStore {
  return {
    async markSeen(userId, channelId) {
      await db.run('INSERT INTO channel_seen (user_id, channel_id, seen_at) VALUES (?, ?, ?) ON CONFLICT (user_id, channel_id) DO NOTHING', [userId, channelId, clock.now()]);
    },
    async seenAmong(userId, channelIds) {
      if (channelIds.length === 0) return [];
      // One query for the whole list: the widget asks once for the rows it shows.
      const rows = await db.query<{ channel_id: string }>(
        `SELECT channel_id FROM channel_seen WHERE user_id = ? AND channel_id IN (${channelIds.map(() => '?').join(', ')})`,
        [userId, ...channelIds],
      );
      return rows.map((row) => row.channel_id);
    },
    async seenBy(userId) {
      const rows = await db.query<{ channel_id: string; seen_at: number | string }>('SELECT channel_id, seen_at FROM channel_seen WHERE user_id = ? ORDER BY seen_at, channel_id', [userId]);
      return rows.map((row) => ({ channelId: row.channel_id, seenAt: Number(row.seen_at) }));
    },
    forget: (userId) => db.run('DELETE FROM channel_seen WHERE user_id = ?', [userId]),
  };
}
