/** The service's only source of time, so tests can drive rate limits, expiry and e-mail windows. */
export interface Clock {
  now(): number;
}

/** Wall-clock time. */
export const systemClock: Clock = { now: () => Date.now() };
