import type { SqlDatabase } from './sqlDatabase';

/** What erasing a user removed from the e-mail tables. */
export interface ErasedRecords {
  /** E-mails to the user (waiting, sent or dead), each with its items, text and address. */
  emailsToThem: number;
  /** Items quoting the user's messages in e-mails to others. */
  itemsAboutThem: number;
}

/** One e-mail to the user, as the store keeps it. */
export interface StoredEmail {
  status: 'waiting' | 'sent' | 'failed';
  createdAt: number;
  sentAt: number | null;
  recipientEmail: string;
  items: { kind: string; channelId: string; channelTitle: string; senderName: string; text: string | null; createdAt: number }[];
}

/** The e-mail queue's rows about one user, for export and erasure on request. */
export interface UserRecords {
  /** Deletes every e-mail to the user, every item about them, their notices and rate-limit counters. */
  erase(userId: string): Promise<ErasedRecords>;
  /** Every e-mail to the user the store still holds, oldest first. */
  emailsTo(userId: string): Promise<StoredEmail[]>;
}

interface DigestRow {
  id: number;
  recipient_email: string;
  created_at: number;
  sent_at: number | null;
  dead_at: number | null;
}

interface ItemRow {
  digest_id: number;
  kind: string;
  channel_id: string;
  channel_title: string;
  sender_name: string;
  text: string | null;
  created_at: number;
}

/** The user's e-mail rows in the service's SQL store. */
export function createUserRecords(db: SqlDatabase): UserRecords {
  return {
    erase: (userId) =>
      db.transaction(async (tx) => {
        // A digest another instance is delivering right now loses its rows here; its markSent then finds none.
        const itemsAboutThem = await tx.run(
          'DELETE FROM email_items WHERE sender_id = ? AND digest_id NOT IN (SELECT id FROM email_digests WHERE recipient_id = ?)',
          [userId, userId],
        );
        await tx.run('DELETE FROM email_items WHERE recipient_id = ? OR digest_id IN (SELECT id FROM email_digests WHERE recipient_id = ?)', [userId, userId]);
        const emailsToThem = await tx.run('DELETE FROM email_digests WHERE recipient_id = ?', [userId]);
        await tx.run('DELETE FROM email_notices WHERE sender_id = ? OR recipient_id = ?', [userId, userId]);
        await tx.run('DELETE FROM rate_limit_hits WHERE user_id = ?', [userId]);
        if (db.engine === 'postgres') await tx.run('DELETE FROM rate_limit_counts WHERE user_id = ?', [userId]);
        // The guard on first contact: whom they wrote to first (fingerprints only), a hold, the DMs they wrote in.
        await tx.run('DELETE FROM first_contacts WHERE sender_id = ? OR recipient_id = ?', [userId, userId]);
        await tx.run('DELETE FROM first_contact_holds WHERE sender_id = ?', [userId]);
        await tx.run('DELETE FROM dm_writers WHERE user_id = ?', [userId]);
        return { emailsToThem, itemsAboutThem };
      }),

    async emailsTo(userId) {
      const digests = await db.query<DigestRow>(
        'SELECT id, recipient_email, created_at, sent_at, dead_at FROM email_digests WHERE recipient_id = ? ORDER BY created_at, id',
        [userId],
      );
      if (digests.length === 0) return [];
      const items = await db.query<ItemRow>(
        `SELECT digest_id, kind, channel_id, channel_title, sender_name, text, created_at FROM email_items
         WHERE digest_id IN (SELECT id FROM email_digests WHERE recipient_id = ?) ORDER BY id`,
        [userId],
      );
      return digests.map((digest) => ({
        status: digest.sent_at !== null ? 'sent' : digest.dead_at !== null ? 'failed' : 'waiting',
        createdAt: Number(digest.created_at),
        sentAt: digest.sent_at === null ? null : Number(digest.sent_at),
        recipientEmail: digest.recipient_email,
        items: items
          .filter((item) => Number(item.digest_id) === Number(digest.id))
          .map((item) => ({
            kind: item.kind,
            channelId: item.channel_id,
            channelTitle: item.channel_title,
            senderName: item.sender_name,
            text: item.text,
            createdAt: Number(item.created_at),
          })),
      }));
    },
  };
}
