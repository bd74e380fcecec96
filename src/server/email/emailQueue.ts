import type { Clock } from '../clock';
import type { SqlDatabase, SqlExecutor, SqlValue } from '../store/sqlDatabase';
import type { DigestItem, EmailDigest, EmailKind, EmailRequest, EnqueueResult } from './emailRequest';
import { HOUR_MS, NOTICE_INTERVAL_MS, nextDigestDueAt } from './digestSchedule';
import type { QueueSettings } from '../config/email';

export type { EmailDigest, EmailKind, EmailRequest, EnqueueResult } from './emailRequest';

/** The durable e-mail queue shared by every instance on one store: nothing enqueued is lost, a digest is sent once. */
export interface EmailQueue {
  enqueue(request: EmailRequest): Promise<EnqueueResult>;
  /** Leases up to `limit` due digests to `owner`; no other worker gets them until the lease runs out. */
  claimDue(owner: string, limit: number): Promise<EmailDigest[]>;
  /** Records a delivery; false when the lease was lost to another worker meanwhile. */
  markSent(digestId: number, owner: string): Promise<boolean>;
  /** Records a failed attempt: retried at `retryAt`, or set aside as a dead letter when `retryAt` is null. */
  markFailed(digestId: number, owner: string, error: string, retryAt: number | null): Promise<void>;
  /** Gives back every lease `owner` holds, so another worker can deliver at once. */
  release(owner: string): Promise<number>;
  /** When the next digest becomes due or its lease runs out, or null when nothing waits. */
  nextDueAt(): Promise<number | null>;
  /** Digests waiting to go out. */
  depth(): Promise<number>;
  /** Erases the text and address of digests delivered or dead for longer than the retention. */
  purge(): Promise<number>;
}

interface DigestRow {
  id: number;
  recipient_id: string;
  recipient_email: string;
  recipient_name: string;
  attempts: number;
  created_at: number;
}

interface ItemRow {
  digest_id: number;
  kind: EmailKind;
  channel_id: string;
  channel_title: string;
  bounty_id: string | null;
  is_dm: number;
  sender_name: string;
  text: string | null;
  created_at: number;
}

const WAITING = 'sent_at IS NULL AND dead_at IS NULL';

/** The queue in the service's SQL store. */
export function createEmailQueue(db: SqlDatabase, clock: Clock, settings: QueueSettings): EmailQueue {
  const forUpdate = db.engine === 'postgres' ? 'FOR UPDATE' : '';
  const list = (ids: readonly number[]) => ids.map(() => '?').join(', ');

  /** The recipient's open digest, or a new one; the partial unique index keeps it to one per recipient. */
  async function openDigest(tx: SqlExecutor, request: EmailRequest, now: number): Promise<{ id: number; due_at: number }> {
    for (let attempt = 0; attempt < 5; attempt++) {
      // Locked, so a worker claiming it waits for this item (and a claimed digest is no longer open).
      const [open] = await tx.query<{ id: number; due_at: number }>(
        `SELECT id, due_at FROM email_digests WHERE recipient_id = ? AND is_open = 1 ${forUpdate}`,
        [request.recipientId],
      );
      if (open) return open;
      const recent = await tx.query<{ due_at: number }>(
        'SELECT due_at FROM email_digests WHERE recipient_id = ? AND dead_at IS NULL AND due_at > ? ORDER BY due_at DESC LIMIT ?',
        [request.recipientId, now - HOUR_MS, settings.hourlyCap],
      );
      const dueAt = nextDigestDueAt(now, recent.map((row) => row.due_at), settings);
      const [created] = await tx.query<{ id: number; due_at: number }>(
        `INSERT INTO email_digests (recipient_id, recipient_email, recipient_name, created_at, due_at, next_attempt_at)
         VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (recipient_id) WHERE is_open = 1 DO NOTHING RETURNING id, due_at`,
        [request.recipientId, request.recipientEmail, request.recipientName, now, dueAt, dueAt],
      );
      if (created) return created;
    }
    throw new Error(`could not open an e-mail digest for ${request.recipientId}`);
  }

  /**
   * Deletes, among the claimed `ids`, the digests of recipients who turned e-mail off since their items were
   * queued (an unsubscribe stops mail already waiting, not only the next request); answers the ids left.
   */
  async function dropOptedOut(tx: SqlExecutor, ids: number[]): Promise<number[]> {
    const dropped = (
      await tx.query<{ id: number }>(
        `SELECT id FROM email_digests WHERE id IN (${list(ids)}) AND recipient_id IN (SELECT id FROM users WHERE email_notifications = 'none' OR email_bouncing = 1)`,
        ids,
      )
    ).map((row) => Number(row.id));
    if (dropped.length === 0) return ids;
    await tx.run(`DELETE FROM email_items WHERE digest_id IN (${list(dropped)})`, dropped);
    await tx.run(`DELETE FROM email_digests WHERE id IN (${list(dropped)})`, dropped);
    return ids.filter((id) => !dropped.includes(Number(id)));
  }

  return {
    enqueue: (request) =>
      db.transaction(async (tx): Promise<EnqueueResult> => {
        const now = clock.now();
        if (await optedOut(tx, request.recipientId)) return { queued: false, reason: 'unsubscribed' };
        if (request.kind === 'private-chat') {
          const noted = await tx.run(
            `INSERT INTO email_notices (sender_id, recipient_id, notified_at) VALUES (?, ?, ?)
             ON CONFLICT (sender_id, recipient_id) DO UPDATE SET notified_at = excluded.notified_at
             WHERE email_notices.notified_at <= ?`,
            [request.senderId, request.recipientId, now, now - NOTICE_INTERVAL_MS],
          );
          if (noted === 0) return { queued: false, reason: 'already_notified' };
        }
        if (request.messageId !== null) {
          const seen = await tx.query('SELECT 1 AS seen FROM email_items WHERE recipient_id = ? AND message_id = ?', [request.recipientId, request.messageId]);
          if (seen.length > 0) return { queued: true };
        }
        const digest = await openDigest(tx, request, now);
        await tx.run(
          `INSERT INTO email_items (digest_id, recipient_id, message_id, kind, channel_id, channel_title, bounty_id, is_dm, sender_id, sender_name, text, created_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (recipient_id, message_id) DO NOTHING`,
          [digest.id, request.recipientId, request.messageId, request.kind, request.channelId, request.channelTitle, request.bountyId ?? null,
            request.isDM ? 1 : 0, request.senderId, request.senderName, request.text, now],
        );
        return digest.due_at > now + settings.windowMs ? { queued: false, reason: 'hourly_cap' } : { queued: true };
      }),

    claimDue: (owner, limit) =>
      db.transaction(async (tx) => {
        const now = clock.now();
        let ids: number[] = [];
        // Rows dropped for an unsubscribed recipient are gone within this transaction, so the next look finds others.
        while (ids.length === 0) {
          const due = (
            await tx.query<{ id: number }>(
              `SELECT id FROM email_digests WHERE ${WAITING} AND next_attempt_at <= ? AND (lease_until IS NULL OR lease_until <= ?)
               ORDER BY next_attempt_at, id LIMIT ? ${db.skipLockedSql}`,
              [now, now, limit],
            )
          ).map((row) => row.id);
          if (due.length === 0) return [];
          ids = await dropOptedOut(tx, due);
        }
        await tx.run(`UPDATE email_digests SET is_open = 0, lease_owner = ?, lease_until = ? WHERE id IN (${list(ids)})`, [owner, now + settings.leaseMs, ...ids]);
        const digests = await tx.query<DigestRow>(
          `SELECT id, recipient_id, recipient_email, recipient_name, attempts, created_at FROM email_digests WHERE id IN (${list(ids)}) ORDER BY next_attempt_at, id`,
          ids,
        );
        const items = await tx.query<ItemRow>(
          `SELECT digest_id, kind, channel_id, channel_title, bounty_id, is_dm, sender_name, text, created_at FROM email_items WHERE digest_id IN (${list(ids)}) ORDER BY id`,
          ids,
        );
        return digests.map((row) => ({
          id: row.id,
          recipientId: row.recipient_id,
          recipientEmail: row.recipient_email,
          recipientName: row.recipient_name,
          attempts: row.attempts,
          createdAt: row.created_at,
          items: items.filter((item) => item.digest_id === row.id).map(toDigestItem),
        }));
      }),

    async markSent(digestId, owner) {
      const changed = await db.run(
        'UPDATE email_digests SET sent_at = ?, lease_owner = NULL, lease_until = NULL WHERE id = ? AND lease_owner = ? AND sent_at IS NULL',
        [clock.now(), digestId, owner],
      );
      return changed > 0;
    },

    async markFailed(digestId, owner, error, retryAt) {
      const now = clock.now();
      const params: SqlValue[] = [error.slice(0, 1000), retryAt ?? now, retryAt === null ? now : null, digestId, owner];
      await db.run(
        `UPDATE email_digests SET attempts = attempts + 1, last_error = ?, next_attempt_at = ?, dead_at = ?, lease_owner = NULL, lease_until = NULL
         WHERE id = ? AND lease_owner = ?`,
        params,
      );
    },

    release: (owner) =>
      db.run(`UPDATE email_digests SET lease_owner = NULL, lease_until = NULL WHERE lease_owner = ? AND ${WAITING}`, [owner]),

    async nextDueAt() {
      const [row] = await db.query<{ at: number | null }>(
        `SELECT MIN(CASE WHEN lease_until > next_attempt_at THEN lease_until ELSE next_attempt_at END) AS at FROM email_digests WHERE ${WAITING}`,
      );
      return row?.at ?? null;
    },

    async depth() {
      const [row] = await db.query<{ waiting: number }>(`SELECT COUNT(*) AS waiting FROM email_digests WHERE ${WAITING}`);
      return Number(row?.waiting ?? 0);
    },

    purge: () =>
      db.transaction(async (tx) => {
        const cutoff = clock.now() - settings.retentionMs;
        const old = `SELECT id FROM email_digests WHERE (sent_at <= ? OR dead_at <= ?) AND recipient_email <> ''`;
        const items = await tx.run(`UPDATE email_items SET text = NULL WHERE text IS NOT NULL AND digest_id IN (${old})`, [cutoff, cutoff]);
        await tx.run(`UPDATE email_digests SET recipient_email = '', recipient_name = '' WHERE id IN (${old})`, [cutoff, cutoff]);
        await tx.run('DELETE FROM email_notices WHERE notified_at <= ?', [clock.now() - NOTICE_INTERVAL_MS]);
        return items;
      }),
  };
}

/** Whether the recipient turned chat e-mail off (a recipient the directory does not hold gets the default, `all`). */
async function optedOut(tx: SqlExecutor, recipientId: string): Promise<boolean> {
  // A bouncing address (a delivery report came back) gets no more chat e-mail until the host updates the user.
  const [row] = await tx.query<{ email_notifications: string; email_bouncing: number }>('SELECT email_notifications, email_bouncing FROM users WHERE id = ?', [recipientId]);
  return row?.email_notifications === 'none' || Number(row?.email_bouncing ?? 0) === 1;
}

function toDigestItem(row: ItemRow): DigestItem {
  return {
    kind: row.kind,
    channelId: row.channel_id,
    channelTitle: row.channel_title,
    bountyId: row.bounty_id,
    isDM: row.is_dm === 1,
    senderName: row.sender_name,
    text: row.text ?? '',
    createdAt: row.created_at,
  };
}
