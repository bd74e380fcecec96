import type { Clock } from '../clock';
import { createRecentMap } from '../recentMap';
import type { SqlDatabase } from './sqlDatabase';

/** Two user ids in sorted order: a DM's pair is the same whichever side asks. */
export type SortedPair = readonly [string, string];

/** The sorted pair of two user ids. */
export function sortedPair(userA: string, userB: string): SortedPair {
  return userA < userB ? [userA, userB] : [userB, userA];
}

/**
 * Every DM the service made or found: pair and bounty → channel id. Once recorded, a DM's id is read from
 * here, so a later change of secret (or of how ids are made) never opens a second, empty conversation.
 */
export interface DmRegistry {
  /** The recorded channel id of the pair's DM about `bountyId`, or null. */
  find(pair: SortedPair, bountyId: string): Promise<string | null>;
  /** Records the DM unless one is recorded already (another instance won); answers the id that is recorded. */
  record(pair: SortedPair, bountyId: string, channelId: string): Promise<string>;
  /** How many DMs the pair has, over every bounty. */
  countForPair(pair: SortedPair): Promise<number>;
  /** Whether any recorded DM (a pseudonymised one too) has this channel id. */
  channelTaken(channelId: string): Promise<boolean>;
  /** Forgets what this process remembers of the pair's DM about `bountyId`, so the next find reads the store. */
  evict(pair: SortedPair, bountyId: string): void;
  /** The user's DMs: each with its bounty and the other member. */
  dmsOf(userId: string): Promise<{ channelId: string; bountyId: string; otherUserId: string }[]>;
  /**
   * Erasure: replaces `userId` in each of their DMs' rows by `pseudonym` (never a user id), so the DM stays
   * known (its bounty's status still reaches the other member) but a new user with the same id is not its
   * member. Answers how many rows changed.
   */
  pseudonymise(userId: string, pseudonym: string): Promise<number>;
}

/** DMs this process remembers (about 200 bytes each); when full, the one remembered longest ago goes, to be read again. */
const REMEMBERED_DMS = 50_000;

/**
 * The DM registry in the service's SQL store, shared by every instance on it. A recorded row changes only when
 * one of its users is erased (pseudonymised), and is never deleted, so each instance remembers the ones it read:
 * opening a known DM, the hot path of create-dm-channel, costs no store round trip. An instance that remembers
 * a DM of an erased user finds the channel no longer theirs, evicts it and reads again.
 */
export function createDmRegistry(db: SqlDatabase, clock: Clock): DmRegistry {
  const remembered = createRecentMap<string, string>(REMEMBERED_DMS);
  const find = async (pair: SortedPair, bountyId: string): Promise<string | null> => {
    const key = `${pair[0]}\n${pair[1]}\n${bountyId}`;
    const known = remembered.get(key);
    if (known !== undefined) return known;
    const [row] = await db.query<{ channel_id: string }>(
      'SELECT channel_id FROM dm_channels WHERE user_a = ? AND user_b = ? AND bounty_id = ?',
      [pair[0], pair[1], bountyId],
    );
    if (row) remembered.set(key, row.channel_id);
    return row?.channel_id ?? null;
  };
  return {
    find,
    async record(pair, bountyId, channelId) {
      // Insert-or-read: the unique key decides between instances racing on the same DM.
      await db.run(
        'INSERT INTO dm_channels (user_a, user_b, bounty_id, channel_id, created_at) VALUES (?, ?, ?, ?, ?) ON CONFLICT (user_a, user_b, bounty_id) DO NOTHING',
        [pair[0], pair[1], bountyId, channelId, clock.now()],
      );
      return (await find(pair, bountyId)) ?? channelId;
    },
    async countForPair(pair) {
      const [row] = await db.query<{ dms: number | string }>('SELECT count(*) AS dms FROM dm_channels WHERE user_a = ? AND user_b = ?', [pair[0], pair[1]]);
      return Number(row?.dms ?? 0);
    },
    async channelTaken(channelId) {
      const rows = await db.query<{ channel_id: string }>('SELECT channel_id FROM dm_channels WHERE channel_id = ? LIMIT 1', [channelId]);
      return rows.length > 0;
    },
    evict(pair, bountyId) {
      remembered.delete(`${pair[0]}\n${pair[1]}\n${bountyId}`);
    },
    async dmsOf(userId) {
      const rows = await db.query<{ user_a: string; user_b: string; bounty_id: string; channel_id: string }>(
        'SELECT user_a, user_b, bounty_id, channel_id FROM dm_channels WHERE user_a = ? OR user_b = ? ORDER BY created_at',
        [userId, userId],
      );
      return rows.map((row) => ({ channelId: row.channel_id, bountyId: row.bounty_id, otherUserId: row.user_a === userId ? row.user_b : row.user_a }));
    },
    pseudonymise: (userId, pseudonym) =>
      db.transaction(async (tx) => {
        const rows = await tx.query<{ user_a: string; user_b: string; bounty_id: string }>('SELECT user_a, user_b, bounty_id FROM dm_channels WHERE user_a = ? OR user_b = ?', [userId, userId]);
        for (const row of rows) {
          // The pair stays sorted, and unique with its bounty; the other member keeps their id.
          const other = row.user_a === userId ? row.user_b : row.user_a;
          const [a, b] = sortedPair(other, pseudonym);
          await tx.run('UPDATE dm_channels SET user_a = ?, user_b = ? WHERE user_a = ? AND user_b = ? AND bounty_id = ?', [a, b, row.user_a, row.user_b, row.bounty_id]);
          remembered.delete(`${row.user_a}\n${row.user_b}\n${row.bounty_id}`);
        }
        return rows.length;
      }),
  };
}
