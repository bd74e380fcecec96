/** How the e-mail queue batches, caps, leases and forgets; every instance on one store must agree. */
export interface QueueSettings {
  /** Everything for one recipient within this window becomes one digest. */
  windowMs: number;
  /** At most this many digests to one recipient in any hour. */
  hourlyCap: number;
  /** How long a claimed digest stays with its worker before another may take it. */
  leaseMs: number;
  /** How long a delivered (or dead) digest keeps its text and address before they are erased. */
  retentionMs: number;
}

/** One hour, the span of the hourly cap. */
export const HOUR_MS = 60 * 60_000;

/** A private-chat notice goes out once per sender and recipient in this span. */
export const NOTICE_INTERVAL_MS = 24 * HOUR_MS;

/**
 * When a new digest to a recipient may go out: one window from now, but never sooner than an hour after
 * the `hourlyCap`-th latest digest, so no hour ever holds more than `hourlyCap` of them.
 * `recentDueTimes` are the due times of the recipient's latest digests, newest first.
 */
export function nextDigestDueAt(now: number, recentDueTimes: readonly number[], settings: Pick<QueueSettings, 'windowMs' | 'hourlyCap'>): number {
  const soonest = now + settings.windowMs;
  const capping = recentDueTimes[settings.hourlyCap - 1];
  return capping === undefined ? soonest : Math.max(soonest, capping + HOUR_MS);
}
