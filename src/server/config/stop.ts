import { ConfigError } from './configError';
import type { ServiceEnv } from './configError';
import { text } from './read';

/**
 * BOUNTY_CHAT_SHUTDOWN_GRACE_MS (`npm run server` only): how long a stop waits for requests and deliveries in
 * flight, default 8 s; at most 9 s, so the whole stop fits the 10 s an orchestrator allows after SIGTERM.
 */
export function parseShutdownGraceMs(env: ServiceEnv): number {
  const value = text(env, 'BOUNTY_CHAT_SHUTDOWN_GRACE_MS');
  const graceMs = value === null ? 8_000 : Number(value);
  if (!Number.isInteger(graceMs) || graceMs < 0 || graceMs > 9_000) throw new ConfigError('BOUNTY_CHAT_SHUTDOWN_GRACE_MS', 'must be 0–9000');
  return graceMs;
}
