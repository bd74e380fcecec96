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
}

/** DMs this process remembers (about 200 bytes each); when full, the one remembered longest ago goes, to be read again. */
const REMEMBERED_DMS = 50_000;

/**
 * The DM registry in the service's SQL store, shared by every instance on it. A recorded row never changes and
 * is never deleted, so each instance remembers the ones it read: opening a known DM, the hot path of
 * create-dm-channel, costs no store round trip.
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
  };
}
