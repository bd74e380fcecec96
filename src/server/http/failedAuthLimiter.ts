import type { Clock } from '../clock';

/** Counts failed authentications per client address in a sliding window, in this process's memory. */
export interface FailedAuthLimiter {
  /** Milliseconds until the address may try again, or 0 when it may try now. */
  blockedFor(address: string): number;
  /** Records one failed authentication from the address. */
  fail(address: string): void;
}

/** At most `max` failed authentications per address in any `windowMs`; further attempts wait. */
export function createFailedAuthLimiter(options: { max: number; windowMs: number; clock: Clock }): FailedAuthLimiter {
  const { max, windowMs, clock } = options;
  const failures = new Map<string, number[]>();
  const recent = (address: string, now: number) => (failures.get(address) ?? []).filter((at) => at > now - windowMs);
  return {
    blockedFor(address) {
      const now = clock.now();
      const times = recent(address, now);
      if (times.length === 0) failures.delete(address);
      else failures.set(address, times);
      return times.length >= max ? (times[0] ?? now) + windowMs - now : 0;
    },
    fail(address) {
      const now = clock.now();
      // Bounded memory under a spray of addresses: forget the oldest address once the table is large.
      if (failures.size >= 100_000 && !failures.has(address)) failures.delete(failures.keys().next().value ?? '');
      failures.set(address, [...recent(address, now), now].slice(-max));
    },
  };
}
