import type { Database } from 'better-sqlite3';
import type { Clock } from '../clock';

/** What an e-mail is about: new chat messages, or a notice that someone opened a private chat. */
export type EmailKind = 'message' | 'private-chat';

/** One thing to tell a recipient; items for the same recipient, channel and kind within the window share a batch. */
export interface EmailRequest {
  recipientId: string;
  recipientEmail: string;
  recipientName: string;
  channelId: string;
  channelTitle: string;
  kind: EmailKind;
  isDM: boolean;
  senderId: string;
  senderName: string;
  text: string;
}

/** One e-mail to send: a batch with all its items in arrival order. */
export interface EmailBatch {
  id: number;
  recipientEmail: string;
  recipientName: string;
  channelId: string;
  channelTitle: string;
  kind: EmailKind;
  isDM: boolean;
  attempts: number;
  createdAt: number;
  items: { senderName: string; text: string; createdAt: number }[];
}

/** The durable e-mail queue: nothing enqueued is lost, a batch is marked sent once. */
export interface EmailQueue {
  enqueue(request: EmailRequest): void;
  /** Batches whose window has closed and whose next attempt is due. */
  due(limit: number): EmailBatch[];
  markSent(batchId: number): void;
  markFailed(batchId: number, error: string, retryAt: number): void;
  /** When the earliest unsent batch becomes due, or null when nothing is waiting. */
  nextDueAt(): number | null;
}

interface BatchRow {
  id: number;
  recipient_email: string;
  recipient_name: string;
  channel_id: string;
  channel_title: string;
  kind: EmailKind;
  is_dm: number;
  attempts: number;
  created_at: number;
}

/** The queue in the service's SQL store; `windowMs` is the coalescing window. */
export function createEmailQueue(db: Database, clock: Clock, windowMs: number): EmailQueue {
  const findOpen = db.prepare<[string, string, string, number], { id: number }>(
    `SELECT id FROM email_batches WHERE recipient_id = ? AND channel_id = ? AND kind = ? AND sent_at IS NULL AND due_at > ?
     ORDER BY id DESC LIMIT 1`,
  );
  const insertBatch = db.prepare(
    `INSERT INTO email_batches (recipient_id, recipient_email, recipient_name, channel_id, channel_title, kind, is_dm, created_at, due_at, next_attempt_at)
     VALUES (@recipientId, @recipientEmail, @recipientName, @channelId, @channelTitle, @kind, @isDM, @now, @dueAt, @dueAt)`,
  );
  const insertItem = db.prepare(
    'INSERT INTO email_items (batch_id, sender_id, sender_name, text, created_at) VALUES (?, ?, ?, ?, ?)',
  );
  const dueBatches = db.prepare<[number, number], BatchRow>(
    `SELECT id, recipient_email, recipient_name, channel_id, channel_title, kind, is_dm, attempts, created_at
     FROM email_batches WHERE sent_at IS NULL AND next_attempt_at <= ? ORDER BY next_attempt_at, id LIMIT ?`,
  );
  const itemsOf = db.prepare<[number], { sender_name: string; text: string; created_at: number }>(
    'SELECT sender_name, text, created_at FROM email_items WHERE batch_id = ? ORDER BY id',
  );
  const setSent = db.prepare('UPDATE email_batches SET sent_at = ? WHERE id = ?');
  const setFailed = db.prepare('UPDATE email_batches SET attempts = attempts + 1, last_error = ?, next_attempt_at = ? WHERE id = ?');
  const earliest = db.prepare<[], { at: number | null }>('SELECT MIN(next_attempt_at) AS at FROM email_batches WHERE sent_at IS NULL');

  // One transaction, so a message joins an open batch or opens a new one, never both or neither.
  const enqueue = db.transaction((request: EmailRequest) => {
    const now = clock.now();
    const open = findOpen.get(request.recipientId, request.channelId, request.kind, now);
    const batchId =
      open?.id ??
      Number(insertBatch.run({ ...request, isDM: request.isDM ? 1 : 0, now, dueAt: now + windowMs }).lastInsertRowid);
    insertItem.run(batchId, request.senderId, request.senderName, request.text, now);
  });

  return {
    enqueue: (request) => enqueue(request),
    due: (limit) =>
      dueBatches.all(clock.now(), limit).map((row) => ({
        id: row.id,
        recipientEmail: row.recipient_email,
        recipientName: row.recipient_name,
        channelId: row.channel_id,
        channelTitle: row.channel_title,
        kind: row.kind,
        isDM: row.is_dm === 1,
        attempts: row.attempts,
        createdAt: row.created_at,
        items: itemsOf.all(row.id).map((item) => ({ senderName: item.sender_name, text: item.text, createdAt: item.created_at })),
      })),
    markSent: (batchId) => void setSent.run(clock.now(), batchId),
    markFailed: (batchId, error, retryAt) => void setFailed.run(error, retryAt, batchId),
    nextDueAt: () => earliest.get()?.at ?? null,
  };
}
