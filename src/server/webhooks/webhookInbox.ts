import type { Clock } from '../clock';
import { groupCommit } from '../store/groupCommit';
import type { SqlDatabase } from '../store/sqlDatabase';

/** One recorded webhook call waiting to be handled: only ids, never the text of the body. */
export interface WebhookWork {
  webhookId: string;
  eventType: string;
  messageId: string | null;
  attempts: number;
}

/**
 * The provider's webhook calls in the store, shared by every instance: recorded once by their `X-Webhook-Id`
 * (a retried call finds its id and does nothing), then leased to one worker, handled, or set aside.
 */
export interface WebhookInbox {
  /** Records a call; false when its id was recorded before (a retry, or another instance got it first). */
  record(call: { webhookId: string; eventType: string; messageId: string | null }): Promise<boolean>;
  /** Leases up to `limit` calls due now to `owner`. */
  claimDue(owner: string, limit: number): Promise<WebhookWork[]>;
  markHandled(webhookId: string, owner: string): Promise<void>;
  /** A failed attempt: retried at `retryAt`, or given up when it is null. */
  markFailed(webhookId: string, owner: string, error: string, retryAt: number | null): Promise<void>;
  /** Of `messageIds`, those a `message.new` call is recorded for and not given up on (handled, or waiting). */
  knownMessages(messageIds: readonly string[]): Promise<Set<string>>;
  /** Gives back the leases `owner` holds (shutdown). */
  release(owner: string): Promise<void>;
  /** Forgets calls recorded longer ago than `keepMs` (the provider retries within minutes). */
  purge(keepMs: number): Promise<number>;
}

const WAITING = 'handled_at IS NULL AND dead_at IS NULL';

/** Rows in one INSERT: 5 parameters each, far below either engine's limit on parameters. */
const MOST_PER_INSERT = 500;

/**
 * `record` with group commit: calls arriving while an INSERT is in flight go together into the next one. The
 * provider's calls are answered only once recorded, so the rate one instance accepts is bounded by its commits.
 * Each caller learns whether its own id was new; an id twice in one batch is new for its first caller only.
 */
function groupCommitted(db: SqlDatabase, clock: Clock): WebhookInbox['record'] {
  return groupCommit(async (calls: Array<Parameters<WebhookInbox['record']>[0]>) => {
    const distinct = [...new Map(calls.map((call) => [call.webhookId, call])).values()];
    const now = clock.now();
    const added = await db.query<{ webhook_id: string }>(
      `INSERT INTO webhook_calls (webhook_id, event_type, message_id, received_at, next_attempt_at)
       VALUES ${distinct.map(() => '(?, ?, ?, ?, ?)').join(', ')}
       ON CONFLICT (webhook_id) DO NOTHING RETURNING webhook_id`,
      distinct.flatMap(({ webhookId, eventType, messageId }) => [webhookId, eventType, messageId, now, now]),
    );
    const fresh = new Set(added.map((row) => row.webhook_id));
    return calls.map((call) => fresh.delete(call.webhookId));
  }, MOST_PER_INSERT);
}

/**
 * `markHandled` with group commit: a worker handles a claimed batch side by side, and the calls it finishes while an
 * UPDATE is in flight are marked together in the next one (one round trip and commit for several, as `record`).
 * Each call is marked only while `owner` still holds its lease, as one UPDATE per call did.
 */
function groupHandled(db: SqlDatabase, clock: Clock): WebhookInbox['markHandled'] {
  const mark = groupCommit(async (calls: Array<{ webhookId: string; owner: string }>) => {
    const now = clock.now();
    for (const owner of new Set(calls.map((call) => call.owner))) {
      const ids = [...new Set(calls.filter((call) => call.owner === owner).map((call) => call.webhookId))];
      await db.run(
        `UPDATE webhook_calls SET handled_at = ?, lease_owner = NULL, lease_until = NULL WHERE lease_owner = ? AND webhook_id IN (${ids.map(() => '?').join(', ')})`,
        [now, owner, ...ids],
      );
    }
    return calls.map(() => undefined);
  }, MOST_PER_INSERT);
  return (webhookId, owner) => mark({ webhookId, owner });
}

/** The inbox in the service's SQL store; `leaseMs` is how long a worker holds a claimed call. */
export function createWebhookInbox(db: SqlDatabase, clock: Clock, leaseMs: number): WebhookInbox {
  return {
    record: groupCommitted(db, clock),
    // One statement (a round trip and a commit, where a transaction took four): the waiting calls are picked and
    // leased together, and on PostgreSQL rows another instance is leasing meanwhile are skipped, not waited for.
    async claimDue(owner, limit) {
      const now = clock.now();
      const rows = await db.query<{ webhook_id: string; event_type: string; message_id: string | null; attempts: number; next_attempt_at: number }>(
        `UPDATE webhook_calls SET lease_owner = ?, lease_until = ? WHERE webhook_id IN (
           SELECT webhook_id FROM webhook_calls
           WHERE ${WAITING} AND next_attempt_at <= ? AND (lease_until IS NULL OR lease_until <= ?)
           ORDER BY next_attempt_at LIMIT ? ${db.skipLockedSql})
         RETURNING webhook_id, event_type, message_id, attempts, next_attempt_at`,
        [owner, now + leaseMs, now, now, limit],
      );
      // RETURNING keeps no order: the oldest first, as they were picked.
      return rows
        .sort((a, b) => Number(a.next_attempt_at) - Number(b.next_attempt_at))
        .map((row) => ({ webhookId: row.webhook_id, eventType: row.event_type, messageId: row.message_id, attempts: Number(row.attempts) }));
    },
    markHandled: groupHandled(db, clock),
    async markFailed(webhookId, owner, error, retryAt) {
      const now = clock.now();
      await db.run(
        `UPDATE webhook_calls SET attempts = attempts + 1, last_error = ?, next_attempt_at = ?, dead_at = ?, lease_owner = NULL, lease_until = NULL
         WHERE webhook_id = ? AND lease_owner = ?`,
        [error.slice(0, 1000), retryAt ?? now, retryAt === null ? now : null, webhookId, owner],
      );
    },
    async knownMessages(messageIds) {
      if (messageIds.length === 0) return new Set();
      const rows = await db.query<{ message_id: string }>(
        `SELECT message_id FROM webhook_calls WHERE event_type = 'message.new' AND dead_at IS NULL AND message_id IN (${messageIds.map(() => '?').join(', ')})`,
        [...messageIds],
      );
      return new Set(rows.map((row) => row.message_id));
    },
    async release(owner) {
      await db.run(`UPDATE webhook_calls SET lease_owner = NULL, lease_until = NULL WHERE lease_owner = ? AND ${WAITING}`, [owner]);
    },
    purge: (keepMs) => db.run(`DELETE FROM webhook_calls WHERE received_at <= ? AND NOT (${WAITING})`, [clock.now() - keepMs]),
  };
}
