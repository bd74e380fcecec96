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
  /** `degraded` while Redis does not answer and requests are counted in this process's memory. */
  state(): 'ok' | 'degraded';
}

/** After a failure, Redis is skipped this long before one request probes it again. */
const SKIP_MS = 2_000;

/**
 * The per-user budget in Redis (`REDIS_URL`): no store write on the hot path. When Redis cannot answer within
 * `timeoutMs` the request is let through, and a circuit breaker opens: for SKIP_MS every request is counted in
 * this process's memory (the same window, per instance) without waiting on Redis, then one request probes it
 * (the others still counted here) and the breaker closes when it answers. The budget is abuse control, and a
 * Redis outage must neither take the chat down nor slow every request by the timeout. `onOutage` is told when an
 * outage starts (with its reason) and ends, once each. A refusal is remembered until it runs out (refusalMemory.ts).
 */
export function createRedisRateLimiter(options: {
  url: string;
  prefix: string;
  max: number;
  windowMs: number;
  clock: Clock;
  onOutage(started: boolean, reason: string): void;
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
  // ioredis reports connection trouble as events; without a listener Node would treat them as unhandled. What
  // counts is whether commands fail (the breaker below): a connection error while idle, or while the first
  // connection is made, is no outage of the budget yet.
  redis.on('error', () => {});
  const unique = randomBytes(4).toString('hex');
  let sequence = 0;
  /** While the breaker is open: when the next probe may go (performance.now(), real time whatever the clock). */
  let skipUntil: number | null = null;
  let probing = false;
  const local = memoryWindow(max, windowMs);

  async function viaRedis(userId: string, now: number): Promise<number> {
    // Each hit needs its own member: two requests in one millisecond are two hits.
    const member = `${now}:${unique}:${sequence++}`;
    const args = [`${prefix}rate:${userId}`, now, windowMs, max, member] as const;
    // By hash first (the script is not sent each time); a server that has not seen it yet gets it once.
    const wait = await redis.evalsha(TAKE_SHA, 1, ...args).catch((error: unknown) => {
      if (error instanceof Error && error.message.startsWith('NOSCRIPT')) return redis.eval(TAKE_SCRIPT, 1, ...args);
      throw error;
    });
    return Number(wait);
  }

  return rememberRefusals({
    async take(userId) {
      const now = clock.now();
      if (skipUntil !== null && (probing || performance.now() < skipUntil)) return local.take(userId, now);
      const probe = skipUntil !== null;
      probing = probe;
      try {
        const wait = await viaRedis(userId, now);
        if (probe) {
          skipUntil = null;
          local.clear();
          options.onOutage(false, 'Redis answers again');
        }
        return wait;
      } catch (error) {
        if (skipUntil === null) options.onOutage(true, error instanceof Error ? error.message : String(error));
        skipUntil = performance.now() + SKIP_MS;
        return local.take(userId, now);
      } finally {
        if (probe) probing = false;
      }
    },
    // Every key expires with its window; the local count forgets what is past it.
    async sweep() {
      local.sweep(clock.now());
    },
    forget(userId) {
      local.forget(userId);
    },
    state: () => (skipUntil === null ? 'ok' : 'degraded'),
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  }, clock);
}

/** The same sliding window in this process's memory: what a Redis outage falls back to. */
function memoryWindow(max: number, windowMs: number) {
  const hits = new Map<string, number[]>();
  return {
    take(userId: string, now: number): number {
      const mine = (hits.get(userId) ?? []).filter((at) => at > now - windowMs);
      if (mine.length >= max) {
        hits.set(userId, mine);
        return Math.max(1, mine[0]! + windowMs - now);
      }
      mine.push(now);
      hits.set(userId, mine);
      return 0;
    },
    sweep(now: number): void {
      for (const [userId, mine] of hits) if (mine.every((at) => at <= now - windowMs)) hits.delete(userId);
    },
    forget(userId: string): void {
      hits.delete(userId);
    },
    clear(): void {
      hits.clear();
    },
  };
}
