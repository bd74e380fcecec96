import type { Clock } from '../clock';
import type { SqlDatabase } from '../store/sqlDatabase';
import { DAY_MS, decideFirstContact } from './firstContactRule';
import type { FirstContactDecision, FirstContactLimits } from './firstContactRule';

/** A stranger's first message, as the store records it once delivered: who to whom, and its fingerprint (no text). */
export interface FirstContactAttempt {
  messageId: string;
  channelId: string;
  senderId: string;
  recipientId: string;
  fingerprint: string;
}

/** The guard's rows, shared by every instance on one store. */
export interface FirstContactStore {
  /** The DM's pair and bounty, from the DM registry (the service's own record), or null for a channel it did not make. */
  dmOf(channelId: string): Promise<{ users: [string, string]; bountyId: string } | null>;
  /** Who has written in the DM since the guard watched it. */
  writers(channelId: string): Promise<string[]>;
  /** Records that `userId` wrote in the DM (once; later calls change nothing). */
  recordWriter(channelId: string, userId: string): Promise<void>;
  /**
   * Decides a first message under the sender's lock (one decision at a time per sender, across instances) and, when
   * it may go, records it and its sender as a writer of the DM in the same transaction. A message decided before
   * (a provider's retry) is sent again.
   */
  decide(attempt: FirstContactAttempt, limits: FirstContactLimits): Promise<FirstContactDecision>;
  /** Forgets first messages older than a day and holds that ended. */
  sweep(): Promise<number>;
}

/** The guard's store over the service's SQL database. */
export function createFirstContactStore(db: SqlDatabase, clock: Clock): FirstContactStore {
  return {
    async dmOf(channelId) {
      const [row] = await db.query<{ user_a: string; user_b: string; bounty_id: string }>('SELECT user_a, user_b, bounty_id FROM dm_channels WHERE channel_id = ? LIMIT 1', [channelId]);
      return row ? { users: [row.user_a, row.user_b], bountyId: row.bounty_id } : null;
    },
    async writers(channelId) {
      const rows = await db.query<{ user_id: string }>('SELECT user_id FROM dm_writers WHERE channel_id = ?', [channelId]);
      return rows.map((row) => row.user_id);
    },
    async recordWriter(channelId, userId) {
      await db.run('INSERT INTO dm_writers (channel_id, user_id, first_at) VALUES (?, ?, ?) ON CONFLICT (channel_id, user_id) DO NOTHING', [channelId, userId, clock.now()]);
    },
    decide: (attempt, limits) =>
      db.transaction(async (tx) => {
        if (db.lockKeySql !== '') await tx.query(db.lockKeySql, [`first-contact ${attempt.senderId}`]);
        const now = clock.now();
        const known = await tx.query<{ message_id: string }>('SELECT message_id FROM first_contacts WHERE message_id = ?', [attempt.messageId]);
        if (known.length > 0) return { kind: 'send' } as const;
        const sent = await tx.query<{ recipient_id: string; fingerprint: string; sent_at: number | string }>(
          'SELECT recipient_id, fingerprint, sent_at FROM first_contacts WHERE sender_id = ? AND sent_at > ? ORDER BY sent_at',
          [attempt.senderId, now - DAY_MS],
        );
        const [hold] = await tx.query<{ until_at: number | string }>('SELECT until_at FROM first_contact_holds WHERE sender_id = ?', [attempt.senderId]);
        const decision = decideFirstContact({
          now,
          recipientId: attempt.recipientId,
          fingerprint: attempt.fingerprint,
          sent: sent.map((row) => ({ recipientId: row.recipient_id, fingerprint: row.fingerprint, sentAt: Number(row.sent_at) })),
          heldUntil: hold ? Number(hold.until_at) : null,
        }, limits);
        if (decision.kind === 'refuse') {
          if (decision.holdUntil !== null) {
            await tx.run('INSERT INTO first_contact_holds (sender_id, until_at) VALUES (?, ?) ON CONFLICT (sender_id) DO UPDATE SET until_at = excluded.until_at', [attempt.senderId, decision.holdUntil]);
          }
          return decision;
        }
        await tx.run('INSERT INTO first_contacts (message_id, channel_id, sender_id, recipient_id, fingerprint, sent_at) VALUES (?, ?, ?, ?, ?, ?)',
          [attempt.messageId, attempt.channelId, attempt.senderId, attempt.recipientId, attempt.fingerprint, now]);
        await tx.run('INSERT INTO dm_writers (channel_id, user_id, first_at) VALUES (?, ?, ?) ON CONFLICT (channel_id, user_id) DO NOTHING', [attempt.channelId, attempt.senderId, now]);
        return decision;
      }),
    async sweep() {
      const now = clock.now();
      const old = await db.run('DELETE FROM first_contacts WHERE sent_at <= ?', [now - DAY_MS]);
      const ended = await db.run('DELETE FROM first_contact_holds WHERE until_at <= ?', [now]);
      return old + ended;
    },
  };
}
