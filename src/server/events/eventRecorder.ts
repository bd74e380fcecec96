import type { Clock } from '../clock';
import type { SqlDatabase, SqlExecutor } from '../store/sqlDatabase';
import type { EventCatalogue, EventType, HostEvent } from './eventCatalogue';
import { recordEvent, reviseSettlingEvent } from './hostEvents';
import type { RecordOptions } from './hostEvents';

/** Records events and tells the delivery worker; what every source of events is handed. */
export interface EventRecorder {
  record<K extends EventType>(type: K, data: EventCatalogue[K], options?: Omit<RecordOptions, 'clock'>): Promise<HostEvent<K> | null>;
  /**
   * Runs `work` in one transaction with its events (facts and events stored together or not at all), then wakes the
   * worker; `revise` is reviseSettlingEvent in that transaction.
   */
  inTransaction<T>(work: (tx: SqlExecutor, record: RecordInTransaction, revise: ReviseInTransaction) => Promise<T>): Promise<T>;
  /** BOUNTY_CHAT_HOST_WEBHOOK_TEXT: whether message.sent carries the text. */
  readonly includeText: boolean;
}

/** recordEvent inside a transaction. */
export type RecordInTransaction = <K extends EventType>(type: K, data: EventCatalogue[K], options?: Omit<RecordOptions, 'clock'>) => Promise<HostEvent<K> | null>;
/** reviseSettlingEvent inside a transaction. */
export type ReviseInTransaction = <K extends EventType>(type: K, dedupeKey: string, revise: (data: EventCatalogue[K]) => EventCatalogue[K], occurredAt: number) => Promise<EventCatalogue[K] | null>;

/** The recorder over the store; `wake` tells the delivery worker there is something new. */
export function createEventRecorder(db: SqlDatabase, clock: Clock, wake: () => void, includeText: boolean): EventRecorder {
  return {
    includeText,
    async record(type, data, options) {
      const event = await recordEvent(db, type, data, { ...options, clock });
      if (event) wake();
      return event;
    },
    async inTransaction(work) {
      const result = await db.transaction((tx) => work(
        tx,
        (type, data, options) => recordEvent(tx, type, data, { ...options, clock }),
        (type, dedupeKey, revise, occurredAt) => reviseSettlingEvent(tx, type, dedupeKey, revise, occurredAt, clock),
      ));
      wake();
      return result;
    },
  };
}

/** Records an event, logging instead of failing: for sources whose own work is done and must not be undone (an e-mail sent). */
export async function recordQuietly<K extends EventType>(events: EventRecorder | null | undefined, log: (message: string, fields?: Record<string, string>) => void, type: K, data: EventCatalogue[K], options?: Omit<RecordOptions, 'clock'>): Promise<void> {
  if (!events) return;
  try {
    await events.record(type, data, options);
  } catch (error) {
    log('host event not recorded', { level: 'error', type, reason: error instanceof Error ? error.message : String(error) });
  }
}

/** putBounty's `onStatusChanged` that records `bounty.status_changed` (nothing without a recorder). */
export function statusEvent(events: EventRecorder | null | undefined, log: (message: string) => void): ((change: EventCatalogue['bounty.status_changed']) => Promise<void>) | undefined {
  if (!events) return undefined;
  return (change) => recordQuietly(events, log, 'bounty.status_changed', change);
}
