import { describe, expect, it } from 'vitest';
import { createRateLimiter } from '../../../src/server/http/rateLimiter';

describe('rate limiter', () => {
  it('allows 60 requests per user in 60 s, then says how long to wait, and lets them go again later', () => {
    let now = 1_000_000;
    const limiter = createRateLimiter({ max: 60, windowMs: 60_000, clock: { now: () => now } });
    for (let i = 0; i < 60; i++) {
      expect(limiter.take('ada')).toBe(0);
      now += 100;
    }
    expect(limiter.take('ada')).toBe(60_000 - 6_000);
    expect(limiter.take('bob')).toBe(0);
    now += 54_000;
    expect(limiter.take('ada')).toBe(0);
    expect(limiter.take('ada')).toBeGreaterThan(0);
  });
});
