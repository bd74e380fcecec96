/**
 * When the widget says "Connection failure, reconnecting now...": only after the connection has been unhealthy
 * for more than 5 s (a short blip says nothing), until it is healthy again. A deliberate disconnect says nothing.
 */

/** The notice, word for word. */
export const CONNECTION_NOTICE = 'Connection failure, reconnecting now...';
/** How long the connection may be down before the notice shows. */
export const NOTICE_DELAY_MS = 5000;

/** Timers as a port, so tests drive time. */
export interface Timers {
  set(callback: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

/** The notice's state machine. */
export interface ConnectionNotice {
  /**
   * The connection went healthy (true) or unhealthy (false); `unhealthyForMs` says how long it has already been
   * unhealthy when the report comes late (a report that is itself debounced).
   */
  connection(online: boolean, unhealthyForMs?: number): void;
  /** Stops for good (destroy): the notice goes and never comes back. */
  stop(): void;
}

/** Calls `show(true)` after NOTICE_DELAY_MS of unhealthy connection and `show(false)` when it recovers. */
export function createConnectionNotice(show: (visible: boolean) => void, timers: Timers): ConnectionNotice {
  let pending: unknown = null;
  let visible = false;
  let stopped = false;
  const cancel = () => {
    if (pending !== null) timers.clear(pending);
    pending = null;
  };
  const set = (next: boolean) => {
    if (visible === next) return;
    visible = next;
    show(next);
  };
  return {
    connection(online, unhealthyForMs = 0) {
      if (stopped) return;
      if (online) {
        cancel();
        set(false);
        return;
      }
      if (visible) return;
      if (unhealthyForMs >= NOTICE_DELAY_MS) {
        cancel();
        set(true);
        return;
      }
      if (pending !== null) return;
      pending = timers.set(() => { pending = null; if (!stopped) set(true); }, NOTICE_DELAY_MS - unhealthyForMs);
    },
    stop() {
      stopped = true;
      cancel();
      set(false);
    },
  };
}
