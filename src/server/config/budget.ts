import { ConfigError } from './configError';
import type { ServiceEnv } from './configError';
import { text, urlSetting, whole } from './read';

/** The per-user request budget, and Redis when it is counted there instead of in the store. */
export interface BudgetConfig {
  /** Redis for the per-user request budget instead of the store (`REDIS_URL`); null counts in the store. */
  redisUrl: string | null;
  /** Prefix of the service's Redis keys, so several deployments can share one Redis. */
  redisPrefix: string;
  /** Per-user request budget. */
  rateLimitMax: number;
  rateLimitWindowMs: number;
}

/** Reads the budget settings; a bad one is a ConfigError naming it. */
export function parseBudgetConfig(env: ServiceEnv): BudgetConfig {
  return {
    redisUrl: urlSetting('REDIS_URL', text(env, 'REDIS_URL'), ['redis:', 'rediss:']),
    redisPrefix: redisPrefix(text(env, 'BOUNTY_CHAT_REDIS_PREFIX') ?? 'bountychat:'),
    rateLimitMax: whole(env, 'BOUNTY_CHAT_RATE_LIMIT_PER_MINUTE', 60),
    rateLimitWindowMs: 60_000,
  };
}

function redisPrefix(value: string): string {
  if (!/^[A-Za-z0-9:_-]{1,64}$/.test(value)) throw new ConfigError('BOUNTY_CHAT_REDIS_PREFIX', 'must be 1–64 letters, digits, ":", "_" or "-"');
  return value;
}
