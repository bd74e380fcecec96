import { randomBytes } from 'node:crypto';
import type { Clock } from '../clock';
import type { QuotedDigest } from '../email/digestMessageId';
import type { SqlDatabase } from '../store/sqlDatabase';

/** What a reply handle names: one recipient in one channel, until it expires. */
export interface ReplyTarget {
  recipientId: string;
  channelId: string;
  expiresAt: number;
}

/** The rows behind replies by e-mail: reply handles, answers already sent, bouncing addresses. */
export interface ReplyStore {
  /** A handle for the recipient and channel, valid for at least half the TTL (an existing one is reused). */
  handleFor(recipientId: string, channelId: string): Promise<string>;
  /** What the handle names, or null when it is unknown (an expired handle is still found: the caller says why). */
  resolve(handle: string): Promise<ReplyTarget | null>;
  /** True, and recorded, when `sender` may get an answer now (at most one an hour per address). */
  mayAnswer(sender: string): Promise<boolean>;
  /** Marks every directory user with this address as bouncing; answers how many. */
  markBouncing(address: string): Promise<number>;
  /**
   * Which of the quoted (digest, address) pairs name a digest (id and creation time) sent to that address (and
   * whose address the retention has not yet erased): the addresses, lowercase. One query, whatever a delivery
   * report quotes: the caller caps the pairs.
   */
  sentToAny(quoted: readonly (Pick<QuotedDigest, 'id' | 'createdAt'> & { address: string })[]): Promise<string[]>;
  /** Whether the user's address is marked bouncing. */
  isBouncing(userId: string): Promise<boolean>;
  /** Deletes handles expired for longer than a TTL and answers older than an hour. */
  purge(): Promise<void>;
  /** The user's reply handles (what each names; the handle itself is a key and stays out), for an export. */
  handlesOf(recipientId: string): Promise<{ channelId: string; expiresAt: number }[]>;
  /** Erasure: deletes every handle of the user, so none resolves again, even for a new user with the same id. */
  forget(recipientId: string): Promise<number>;
}

/** At most one answer to a refused reply per sender address in this time. */
export const ANSWER_INTERVAL_MS = 60 * 60_000;

/**
 * The handle is 16 random bytes in lowercase base32 (26 characters: `reply+` and it stay far under the 64-octet
 * local part). Random and stored rather than signed: a lookup is needed anyway (is the person still in the
 * channel), a stored handle can be revoked with its user, and nothing about the person is readable in the address.
 */
export function createReplyStore(db: SqlDatabase, clock: Clock, ttlMs: number): ReplyStore {
  return {
    async handleFor(recipientId, channelId) {
      const now = clock.now();
      const [existing] = await db.query<{ handle: string }>(
        'SELECT handle FROM reply_handles WHERE recipient_id = ? AND channel_id = ? AND expires_at > ? ORDER BY expires_at DESC LIMIT 1',
        [recipientId, channelId, now + ttlMs / 2],
      );
      if (existing) return existing.handle;
      const handle = base32(randomBytes(16));
      await db.run('INSERT INTO reply_handles (handle, recipient_id, channel_id, expires_at) VALUES (?, ?, ?, ?)', [handle, recipientId, channelId, now + ttlMs]);
      return handle;
    },
    async resolve(handle) {
      const [row] = await db.query<{ recipient_id: string; channel_id: string; expires_at: number }>(
        'SELECT recipient_id, channel_id, expires_at FROM reply_handles WHERE handle = ?',
        [handle.toLowerCase()],
      );
      return row ? { recipientId: row.recipient_id, channelId: row.channel_id, expiresAt: Number(row.expires_at) } : null;
    },
    async mayAnswer(sender) {
      const now = clock.now();
      // One statement, so two instances answering the same sender at once still send one answer.
      const written = await db.run(
        `INSERT INTO reply_answers (sender, answered_at) VALUES (?, ?)
         ON CONFLICT (sender) DO UPDATE SET answered_at = excluded.answered_at WHERE reply_answers.answered_at <= ?`,
        [sender.toLowerCase(), now, now - ANSWER_INTERVAL_MS],
      );
      return written > 0;
    },
    async markBouncing(address) {
      return db.run('UPDATE users SET email_bouncing = 1 WHERE lower(email) = ?', [address.toLowerCase()]);
    },
    async sentToAny(quoted) {
      if (quoted.length === 0) return [];
      const rows = await db.query<{ address: string }>(
        `SELECT DISTINCT lower(recipient_email) AS address FROM email_digests
         WHERE (${quoted.map(() => '(id = ? AND created_at = ? AND lower(recipient_email) = ?)').join(' OR ')}) AND sent_at IS NOT NULL`,
        quoted.flatMap(({ id, createdAt, address }) => [id, createdAt, address.toLowerCase()]),
      );
      return rows.map((row) => row.address);
    },
    async isBouncing(userId) {
      const [row] = await db.query<{ email_bouncing: number }>('SELECT email_bouncing FROM users WHERE id = ?', [userId]);
      return Number(row?.email_bouncing ?? 0) === 1;
    },
    async purge() {
      const now = clock.now();
      await db.run('DELETE FROM reply_handles WHERE expires_at < ?', [now - ttlMs]);
      await db.run('DELETE FROM reply_answers WHERE answered_at < ?', [now - ANSWER_INTERVAL_MS]);
    },
    async handlesOf(recipientId) {
      const rows = await db.query<{ channel_id: string; expires_at: number | string }>('SELECT channel_id, expires_at FROM reply_handles WHERE recipient_id = ? ORDER BY expires_at', [recipientId]);
      return rows.map((row) => ({ channelId: row.channel_id, expiresAt: Number(row.expires_at) }));
    },
    forget: (recipientId) => db.run('DELETE FROM reply_handles WHERE recipient_id = ?', [recipientId]),
  };
}

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';

function base32(bytes: Buffer): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += ALPHABET[(value << (5 - bits)) & 31];
  return out;
}
