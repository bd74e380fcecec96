import { createHash, randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import type { Clock } from '../clock';
import type { RateLimiter } from './rateLimiter';
import { rememberRefusals } from './refusalMemory';

/**
 * The same sliding window as the store's limiter, as one atomic script: forget hits older than the window,
 * count, and record this one only while there is room. Answers 0, or the milliseconds until the oldest hit
 * in the window leaves it.
 */
const TAKE_SCRIPT = `
local now = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
local max = tonumber(ARGV[3])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - window)
if redis.call('ZCARD', KEYS[1]) >= max then
  local oldest = redis.call('ZRANGE', KEYS[1], 0, 0, 'WITHSCORES')
  return math.max(1, tonumber(oldest[2]) + window - now)
end
redis.call('ZADD', KEYS[1], now, ARGV[4])
redis.call('PEXPIRE', KEYS[1], window)
return 0
`;

const TAKE_SHA = createHash('sha1').update(TAKE_SCRIPT).digest('hex');

/** A rate limiter in Redis, shared by every instance that names the same server and prefix. */
export interface RedisRateLimiter extends RateLimiter {
  close(): Promise<void>;
}

/**
 * The per-user budget in Redis (`REDIS_URL`): no store write on the hot path. When Redis cannot answer within
 * `timeoutMs` the request is let through and `onError` is told: the budget is abuse control, and a Redis outage
 * must not take the chat down with it. A refusal is remembered until it runs out (refusalMemory.ts).
 */
export function createRedisRateLimiter(options: {
  url: string;
  prefix: string;
  max: number;
  windowMs: number;
  clock: Clock;
  onError(error: unknown): void;
  timeoutMs?: number;
}): RedisRateLimiter {
  const { max, windowMs, clock, prefix } = options;
  const redis = new Redis(options.url, {
    // A command waits for the first connection, but is failed at once when a connection attempt fails
    // (no retries per request) and after `timeoutMs` at most: a request never waits long on Redis.
    enableOfflineQueue: true,
    maxRetriesPerRequest: 0,
    commandTimeout: options.timeoutMs ?? 250,
    lazyConnect: false,
  });
  // ioredis reports connection trouble as events; without a listener Node would treat them as unhandled.
  redis.on('error', (error: unknown) => options.onError(error));
  const unique = randomBytes(4).toString('hex');
  let sequence = 0;
  return rememberRefusals({
    async take(userId) {
      const now = clock.now();
      // Each hit needs its own member: two requests in one millisecond are two hits.
      const member = `${now}:${unique}:${sequence++}`;
      try {
        const args = [`${prefix}rate:${userId}`, now, windowMs, max, member] as const;
        // By hash first (the script is not sent each time); a server that has not seen it yet gets it once.
        const wait = await redis.evalsha(TAKE_SHA, 1, ...args).catch((error: unknown) => {
          if (error instanceof Error && error.message.startsWith('NOSCRIPT')) return redis.eval(TAKE_SCRIPT, 1, ...args);
          throw error;
        });
        return Number(wait);
      } catch (error) {
        options.onError(error);
        return 0;
      }
    },
    // Every key expires with its window; nothing to sweep.
    async sweep() {},
    // The user's key expires with its window, as it always did; nothing of theirs is held here.
    forget() {},
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  }, clock);
}
