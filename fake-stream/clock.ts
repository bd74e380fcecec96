/** The time source of the fake; tests pass their own to drive expiry and cooldowns. */
export type Clock = { now(): Date };

/** Wall-clock time. */
export const systemClock: Clock = { now: () => new Date() };

/** ISO timestamp of the clock's now. */
export function isoNow(clock: Clock): string {
  return clock.now().toISOString();
}
