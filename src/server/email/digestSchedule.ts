import type { QueueSettings } from '../config/email';

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
