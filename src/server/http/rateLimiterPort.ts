// What the service's users of a rate limiter see (the app, admission, inbound mail, the refusal memory), apart
// from its implementations: rateLimiter.ts (SQLite, PostgreSQL) and redisRateLimiter.ts.

/** Counts requests per user in a sliding window, so every instance shares one budget. */
export interface RateLimiter {
  /**
   * Records a request; answers 0 when allowed, else the milliseconds until one is allowed again. A limiter that
   * counts in memory answers with the number itself, so the request does not wait a turn for a promise.
   */
  take(userId: string): number | Promise<number>;
  /** Forgets every user's hits older than the window (take() forgets only the caller's). */
  sweep(): Promise<void>;
  /** Forgets the hits this process holds of one user (an erasure; hits in the store go with the user's other rows). */
  forget(userId: string): void;
}

/** A limiter with a life: close() once no more take() comes (the SQLite one saves its hits then). */
export type ClosableRateLimiter = RateLimiter & { close(): Promise<void> };
