import type { Clock } from '../clock';
import type { SqlDatabase } from './sqlDatabase';

/** A bounty's status, as the host sets it. */
export type BountyStatus = 'open' | 'closed' | 'awarded';

/** Who may share contact details in a bounty's conversations. */
export type ContactPolicy = 'allow' | 'mask-until-awarded' | 'mask';

/** What the host said about one bounty (PUT /api/host/v1/bounties/{id}). */
export interface BountyFacts {
  bountyId: string;
  title: string;
  ownerId: string;
  url: string | null;
  reward: string | null;
  status: BountyStatus;
  awardedTo: string | null;
  /** Null: the host's default (BOUNTY_CHAT_CONTACT_POLICY). */
  contactPolicy: ContactPolicy | null;
  /** Null: the service's default (BOUNTY_CHAT_FIRST_CONTACT_GUARD). */
  firstContactGuard: 'on' | 'off' | null;
  updatedAt: number;
}

/** The bounties table, shared by every instance on one store. */
export interface BountyStore {
  find(bountyId: string): Promise<BountyFacts | null>;
  /** Records title, owner, url, reward and policy; a new row starts `open`. The status is never touched here. */
  saveFacts(facts: Omit<BountyFacts, 'status' | 'awardedTo' | 'updatedAt'>): Promise<void>;
  /**
   * Moves the status (and who it was awarded to) unless it is already that: true for the one call, across
   * every instance, that changed it; a repeated status is no change and answers false. With `ticketIat` (a
   * ticket's `iat`, seconds) it also answers false when the host API changed the bounty at or after it.
   */
  changeStatus(bountyId: string, status: BountyStatus, awardedTo: string | null, ticketIat?: number): Promise<boolean>;
  /** Records the system message that named `userId` as the winner, so an erasure can rename it. */
  recordAwardNotice(messageId: string, channelId: string, userId: string): Promise<void>;
  /** The award notices that name the user, oldest first. */
  awardNoticesFor(userId: string): Promise<{ messageId: string; channelId: string; postedAt: number }[]>;
  /** The bounties awarded to the user now. */
  awardsTo(userId: string): Promise<{ bountyId: string; title: string }[]>;
  /**
   * Erasure: bounties awarded to the user name `pseudonym` instead (still awarded), and their award notices are
   * forgotten (the caller renamed them at the provider). Answers how many of each.
   */
  forgetWinner(userId: string, pseudonym: string): Promise<{ awards: number; notices: number }>;
  /** Channel ids of the DMs about the bounty that the DM registry holds. */
  dmChannelIds(bountyId: string): Promise<string[]>;
}

interface Row {
  bounty_id: string;
  title: string;
  owner_id: string;
  url: string | null;
  reward: string | null;
  status: string;
  awarded_to: string | null;
  contact_policy: string | null;
  first_contact_guard: string | null;
  updated_at: number | string;
}

/** The bounty store over the service's SQL database. */
export function createBountyStore(db: SqlDatabase, clock: Clock): BountyStore {
  return {
    async find(bountyId) {
      const [row] = await db.query<Row>('SELECT * FROM bounties WHERE bounty_id = ?', [bountyId]);
      return row ? toFacts(row) : null;
    },
    async saveFacts(facts) {
      await db.run(
        `INSERT INTO bounties (bounty_id, title, owner_id, url, reward, contact_policy, first_contact_guard, status, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, 'open', ?)
         ON CONFLICT (bounty_id) DO UPDATE SET title = excluded.title, owner_id = excluded.owner_id, url = excluded.url,
           reward = excluded.reward, contact_policy = excluded.contact_policy, first_contact_guard = excluded.first_contact_guard, updated_at = excluded.updated_at`,
        [facts.bountyId, facts.title, facts.ownerId, facts.url, facts.reward, facts.contactPolicy, facts.firstContactGuard, clock.now()],
      );
    },
    async changeStatus(bountyId, status, awardedTo, ticketIat) {
      // One conditional UPDATE is the compare-and-set: PostgreSQL locks the row, SQLite has one writer; the
      // instance whose statement changed the row applies the change at the provider, the others do nothing.
      // A ticket's change also checks the host's last change in the same statement: the host API records it
      // before its own compare-and-set, so a ticket racing the host cannot land after it.
      const behindHost = ticketIat === undefined ? '' : ' AND NOT EXISTS (SELECT 1 FROM bounty_ticket_iats t WHERE t.bounty_id = bounties.bounty_id AND t.host_at >= ?)';
      const changed = await db.run(
        `UPDATE bounties SET status = ?, awarded_to = ?, updated_at = ?
         WHERE bounty_id = ? AND (status <> ? OR COALESCE(awarded_to, '') <> ?)${behindHost}`,
        [status, awardedTo, clock.now(), bountyId, status, awardedTo ?? '', ...(ticketIat === undefined ? [] : [ticketIat * 1000])],
      );
      return changed > 0;
    },
    async recordAwardNotice(messageId, channelId, userId) {
      await db.run('INSERT INTO award_notices (message_id, channel_id, user_id, posted_at) VALUES (?, ?, ?, ?) ON CONFLICT (message_id) DO NOTHING', [messageId, channelId, userId, clock.now()]);
    },
    async awardNoticesFor(userId) {
      const rows = await db.query<{ message_id: string; channel_id: string; posted_at: number | string }>(
        'SELECT message_id, channel_id, posted_at FROM award_notices WHERE user_id = ? ORDER BY posted_at, message_id',
        [userId],
      );
      return rows.map((row) => ({ messageId: row.message_id, channelId: row.channel_id, postedAt: Number(row.posted_at) }));
    },
    async awardsTo(userId) {
      const rows = await db.query<{ bounty_id: string; title: string }>('SELECT bounty_id, title FROM bounties WHERE awarded_to = ? ORDER BY bounty_id', [userId]);
      return rows.map((row) => ({ bountyId: row.bounty_id, title: row.title }));
    },
    forgetWinner: (userId, pseudonym) =>
      db.transaction(async (tx) => {
        const awards = await tx.run('UPDATE bounties SET awarded_to = ? WHERE awarded_to = ?', [pseudonym, userId]);
        const notices = await tx.run('DELETE FROM award_notices WHERE user_id = ?', [userId]);
        return { awards, notices };
      }),
    async dmChannelIds(bountyId) {
      const rows = await db.query<{ channel_id: string }>('SELECT channel_id FROM dm_channels WHERE bounty_id = ?', [bountyId]);
      return rows.map((row) => row.channel_id);
    },
  };
}

function toFacts(row: Row): BountyFacts {
  return {
    bountyId: row.bounty_id,
    title: row.title,
    ownerId: row.owner_id,
    url: row.url,
    reward: row.reward,
    status: row.status as BountyStatus,
    awardedTo: row.awarded_to,
    contactPolicy: row.contact_policy as ContactPolicy | null,
    firstContactGuard: row.first_contact_guard === 'on' || row.first_contact_guard === 'off' ? row.first_contact_guard : null,
    updatedAt: Number(row.updated_at),
  };
}
