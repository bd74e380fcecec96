import { randomBytes } from 'node:crypto';
import { systemClock } from '../clock';
import type { Clock } from '../clock';
import type { SqlDatabase, SqlExecutor } from '../store/sqlDatabase';
import type { EventCatalogue, EventType, HostEvent } from './eventCatalogue';

/** Where an event goes beside its type and data: its ordering key and what makes a repeat the same event. */
export interface RecordOptions {
  /** Events of one conversation are delivered in the order they happened (occurredAt); by default the data's channel, bounty or user. */
  conversation?: string;
  /** The same key twice records one event (a message handled again after a retry); null or absent never dedupes. */
  dedupeKey?: string | null;
  /** When it happened (ms): a message event's is the provider's created_at of the message; by default now. */
  occurredAt?: number;
  clock?: Clock;
}

/**
 * How long an event waits after it was recorded before it is delivered or listed. Two messages sent in the same
 * moment have their provider webhooks handled side by side, so the later one may be recorded first; and on
 * PostgreSQL a transaction that recorded an event may commit after a later one did. Waiting this long lets the
 * earlier one appear before either goes out, so the worker can send a conversation's events in the order they
 * happened and a host paging `after=` never steps over one that commits late. It costs each event ~1 s of delay;
 * it holds for webhooks handled (and transactions committed) within 1 s of each other.
 */
export const EVENT_SETTLE_MS = 1_000;

/**
 * Records an event in the store's outbox (in `db`, which may be a transaction); the delivery worker sends it later.
 * Answers the event, or null when `dedupeKey` was recorded before. The one entry point for every feature that
 * tells the host something, so a new event type needs only its line in EventCatalogue and a call here.
 */
export async function recordEvent<K extends EventType>(db: SqlExecutor, type: K, data: EventCatalogue[K], options: RecordOptions = {}): Promise<HostEvent<K> | null> {
  const now = (options.clock ?? systemClock).now();
  const occurredAt = options.occurredAt ?? now;
  const event: HostEvent<K> = {
    id: `evt_${randomBytes(12).toString('hex')}`, type, createdAt: new Date(now).toISOString(), occurredAt: new Date(occurredAt).toISOString(), data,
  };
  const added = await db.run(
    `INSERT INTO host_events (event_id, type, conversation, dedupe_key, body, created_at, occurred_at, next_attempt_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`,
    [event.id, type, options.conversation ?? conversationOf(data), options.dedupeKey ?? null, JSON.stringify(event), now, occurredAt, now],
  );
  return added > 0 ? event : null;
}

/**
 * Rewrites the data (and when it happened) of the event recorded under `dedupeKey` while it is still settling:
 * recorded less than half EVENT_SETTLE_MS ago (the other half is for the rewriting transaction to commit), so no
 * host has been sent or listed it and its id keeps one body. For a fact an earlier message, handled late, changes
 * (which message started a DM). Answers the data it had, or null when there is no such event or it is older (then
 * it stands as recorded).
 */
export async function reviseSettlingEvent<K extends EventType>(
  db: SqlExecutor, type: K, dedupeKey: string, revise: (data: EventCatalogue[K]) => EventCatalogue[K], occurredAt: number, clock: Clock = systemClock,
): Promise<EventCatalogue[K] | null> {
  const [row] = await db.query<{ seq: number | string; body: string }>(
    'SELECT seq, body FROM host_events WHERE dedupe_key = ? AND type = ? AND created_at > ? AND delivered_at IS NULL AND lease_owner IS NULL',
    [dedupeKey, type, clock.now() - EVENT_SETTLE_MS / 2],
  );
  if (!row) return null;
  const event = JSON.parse(row.body) as HostEvent<K>;
  const revised: HostEvent<K> = { ...event, occurredAt: new Date(occurredAt).toISOString(), data: revise(event.data) };
  const changed = await db.run('UPDATE host_events SET body = ?, occurred_at = ? WHERE seq = ? AND delivered_at IS NULL AND lease_owner IS NULL', [JSON.stringify(revised), occurredAt, Number(row.seq)]);
  return changed > 0 ? event.data : null;
}

/** The default ordering key: the channel, else the bounty, else the user the event is about. */
function conversationOf(data: object): string {
  const fields = data as { channelId?: unknown; bountyId?: unknown; userId?: unknown };
  if (typeof fields.channelId === 'string') return fields.channelId;
  if (typeof fields.bountyId === 'string') return `bounty:${fields.bountyId}`;
  if (typeof fields.userId === 'string') return `user:${fields.userId}`;
  return 'service';
}

/** An event leased to a worker: its id, the exact body to POST, how often it failed, when it was recorded. */
export interface LeasedEvent {
  id: string;
  body: string;
  attempts: number;
  createdAt: number;
}

/** The outbox as the worker and the host API use it. */
export interface HostEventOutbox {
  /**
   * Leases up to `limit` due events recorded at least EVENT_SETTLE_MS ago, at most one per conversation: its head,
   * the waiting one that happened first (occurredAt, then recording order), and none while another is leased.
   */
  claimDue(owner: string, limit: number): Promise<LeasedEvent[]>;
  markDelivered(id: string, owner: string): Promise<void>;
  /** A failed attempt: tried again at `retryAt`, or a dead letter when it is null. */
  markFailed(id: string, owner: string, error: string, retryAt: number | null): Promise<void>;
  /** Gives an event back without counting an attempt (delivery was turned off meanwhile). */
  giveBack(id: string, owner: string): Promise<void>;
  /** Gives back every lease `owner` holds (shutdown). */
  release(owner: string): Promise<void>;
  /**
   * Events recorded at least EVENT_SETTLE_MS ago, after `afterId` (from the oldest when null), in recording order
   * (createdAt, then seq); null when `afterId` is unknown.
   */
  list(afterId: string | null, limit: number): Promise<HostEvent[] | null>;
  /** Queues every event recorded at or after `sinceMs` again (same ids); answers how many. */
  redeliver(sinceMs: number): Promise<number>;
  /** Whether delivery is off (the host answered 410), shared by every instance. */
  paused(): Promise<boolean>;
  /** Turns delivery off (410) or on again (the host API); on, every waiting event is due at once. */
  setPaused(paused: boolean): Promise<void>;
  /** Waiting and dead events, for the host API's delivery state. */
  counts(): Promise<{ waiting: number; dead: number }>;
  /** Forgets events recorded longer ago than `keepMs`; answers how many. */
  purge(keepMs: number): Promise<number>;
}

const WAITING = 'delivered_at IS NULL AND dead_at IS NULL';
const PAUSED_SETTING = 'host_events_paused';

/** The outbox in the service's SQL store; `leaseMs` is how long a worker holds a claimed event. */
export function createHostEventOutbox(db: SqlDatabase, clock: Clock, leaseMs: number): HostEventOutbox {
  return {
    // Only the waiting event of each conversation that happened first may be claimed (its head), so a conversation's
    // events go one after the other, in the order they happened, whichever instance sends them; a leased or retried
    // head holds the ones after it, and a conversation with an event in flight gives none (one that happened earlier
    // but was recorded too late for the settle window must not go out beside it). The head may be an event still
    // settling: then the conversation waits for it. Heads are found by one windowed pass over the waiting events (a
    // correlated NOT EXISTS per row took 250 ms for 1,000 waiting events on PostgreSQL).
    async claimDue(owner, limit) {
      const now = clock.now();
      const rows = await db.query<{ event_id: string; body: string; attempts: number; created_at: number | string; seq: number | string }>(
        `UPDATE host_events SET lease_owner = ?, lease_until = ? WHERE seq IN (
           SELECT e.seq FROM host_events e
           JOIN (SELECT seq, ROW_NUMBER() OVER (PARTITION BY conversation ORDER BY occurred_at, seq) AS place,
                   MAX(CASE WHEN lease_until > ? THEN 1 ELSE 0 END) OVER (PARTITION BY conversation) AS busy
                 FROM host_events WHERE ${WAITING}) h ON h.seq = e.seq AND h.place = 1 AND h.busy = 0
           WHERE e.next_attempt_at <= ? AND e.created_at <= ?
           ORDER BY e.seq LIMIT ? ${db.skipLockedSql.replace('FOR UPDATE', 'FOR UPDATE OF e')})
         RETURNING event_id, body, attempts, created_at, seq`,
        [owner, now + leaseMs, now, now, now - EVENT_SETTLE_MS, limit],
      );
      return rows
        .sort((a, b) => Number(a.seq) - Number(b.seq))
        .map((row) => ({ id: row.event_id, body: row.body, attempts: Number(row.attempts), createdAt: Number(row.created_at) }));
    },
    async markDelivered(id, owner) {
      await db.run('UPDATE host_events SET delivered_at = ?, lease_owner = NULL, lease_until = NULL WHERE event_id = ? AND lease_owner = ?', [clock.now(), id, owner]);
    },
    async markFailed(id, owner, error, retryAt) {
      const now = clock.now();
      await db.run(
        `UPDATE host_events SET attempts = attempts + 1, last_error = ?, next_attempt_at = ?, dead_at = ?, lease_owner = NULL, lease_until = NULL
         WHERE event_id = ? AND lease_owner = ?`,
        [error.slice(0, 500), retryAt ?? now, retryAt === null ? now : null, id, owner],
      );
    },
    async giveBack(id, owner) {
      await db.run('UPDATE host_events SET lease_owner = NULL, lease_until = NULL WHERE event_id = ? AND lease_owner = ?', [id, owner]);
    },
    async release(owner) {
      await db.run(`UPDATE host_events SET lease_owner = NULL, lease_until = NULL WHERE lease_owner = ? AND ${WAITING}`, [owner]);
    },
    // Paged by (created_at, seq), the order events were recorded in, and only settled ones: an event not yet
    // visible (its transaction still open) was recorded less than the window ago, so it is after the cursor, never
    // behind it. Paging by seq alone would step over it: seq is taken at insert and committed in any order.
    async list(afterId, limit) {
      let after = { createdAt: -1, seq: 0 };
      if (afterId !== null) {
        const [row] = await db.query<{ created_at: number | string; seq: number | string }>('SELECT created_at, seq FROM host_events WHERE event_id = ?', [afterId]);
        if (!row) return null;
        after = { createdAt: Number(row.created_at), seq: Number(row.seq) };
      }
      const rows = await db.query<{ body: string }>(
        `SELECT body FROM host_events WHERE created_at <= ? AND (created_at > ? OR (created_at = ? AND seq > ?))
         ORDER BY created_at, seq LIMIT ?`,
        [clock.now() - EVENT_SETTLE_MS, after.createdAt, after.createdAt, after.seq, limit],
      );
      return rows.map((row) => JSON.parse(row.body) as HostEvent);
    },
    async redeliver(sinceMs) {
      const now = clock.now();
      return db.run(
        'UPDATE host_events SET delivered_at = NULL, dead_at = NULL, attempts = 0, last_error = NULL, next_attempt_at = ? WHERE created_at >= ?',
        [now, sinceMs],
      );
    },
    async paused() {
      const [row] = await db.query<{ value: string }>('SELECT value FROM service_settings WHERE name = ?', [PAUSED_SETTING]);
      return row?.value === '1';
    },
    async setPaused(paused) {
      await db.run(
        'INSERT INTO service_settings (name, value, created_at) VALUES (?, ?, ?) ON CONFLICT (name) DO UPDATE SET value = excluded.value',
        [PAUSED_SETTING, paused ? '1' : '0', clock.now()],
      );
      if (!paused) await db.run(`UPDATE host_events SET next_attempt_at = ? WHERE ${WAITING}`, [clock.now()]);
    },
    async counts() {
      const [row] = await db.query<{ waiting: number | string | null; dead: number | string | null }>(
        `SELECT SUM(CASE WHEN ${WAITING} THEN 1 ELSE 0 END) AS waiting, SUM(CASE WHEN dead_at IS NOT NULL THEN 1 ELSE 0 END) AS dead FROM host_events`,
      );
      return { waiting: Number(row?.waiting ?? 0), dead: Number(row?.dead ?? 0) };
    },
    purge: (keepMs) => db.run('DELETE FROM host_events WHERE created_at <= ?', [clock.now() - keepMs]),
  };
}
