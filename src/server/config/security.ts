import { ConfigError } from './configError';
import type { ServiceEnv } from './configError';
import { flag, text, whole } from './read';
import { parseEdgeConfig } from './edge';
import type { EdgeConfig } from './edge';

/** The service's trust settings and its limits at the edge, each with a safe default. */
export interface SecurityConfig extends EdgeConfig {
  /** How far ahead a host token's or a bounty ticket's `exp` may be (BOUNTY_CHAT_TOKEN_MAX_TTL_S, default 24 h). */
  tokenMaxTtlSeconds: number;
  /**
   * Key of the HMAC that makes new DM ids unguessable (BOUNTY_CHAT_DM_ID_SECRET); null when not given: one is
   * generated once and kept in the store. Never derived from the token key, which is rotated.
   */
  dmIdSecret: Buffer | null;
  /** DMs one pair of users may have, over all bounties (BOUNTY_CHAT_DMS_PER_PAIR, default 5). */
  dmsPerPair: number;
  /** Start even when the provider lets users create, re-member, rename or delete channels (BOUNTY_CHAT_ALLOW_OPEN_GRANTS=1). */
  allowOpenGrants: boolean;
  /** Time a client has to send its request headers (BOUNTY_CHAT_HEADERS_TIMEOUT_MS, default 10 s). */
  headersTimeoutMs: number;
  /** Time a client has to send its whole request (BOUNTY_CHAT_REQUEST_TIMEOUT_MS, default 15 s). */
  requestTimeoutMs: number;
  /** Open connections at most; more are refused at once (BOUNTY_CHAT_MAX_CONNECTIONS, default 1000). */
  maxConnections: number;
  /** Failed authentications one address may make per window before it gets 429 (BOUNTY_CHAT_FAILED_AUTH_MAX, default 20). */
  failedAuthMax: number;
  /** That window (BOUNTY_CHAT_FAILED_AUTH_WINDOW_MS, default 5 min). */
  failedAuthWindowMs: number;
}

/** Reads the security settings. */
export function parseSecurityConfig(env: ServiceEnv): SecurityConfig {
  const secret = text(env, 'BOUNTY_CHAT_DM_ID_SECRET');
  if (secret !== null && secret.length < 32) throw new ConfigError('BOUNTY_CHAT_DM_ID_SECRET', 'must be at least 32 characters');
  const allowOpenGrants = flag(env, 'BOUNTY_CHAT_ALLOW_OPEN_GRANTS');
  const headersTimeoutMs = atMost(env, 'BOUNTY_CHAT_HEADERS_TIMEOUT_MS', 10_000, 10_000);
  return {
    tokenMaxTtlSeconds: whole(env, 'BOUNTY_CHAT_TOKEN_MAX_TTL_S', 24 * 3600),
    dmIdSecret: secret === null ? null : Buffer.from(secret, 'utf8'),
    dmsPerPair: whole(env, 'BOUNTY_CHAT_DMS_PER_PAIR', 5),
    allowOpenGrants,
    headersTimeoutMs,
    requestTimeoutMs: atMost(env, 'BOUNTY_CHAT_REQUEST_TIMEOUT_MS', 15_000, 15_000),
    maxConnections: whole(env, 'BOUNTY_CHAT_MAX_CONNECTIONS', 1000),
    failedAuthMax: whole(env, 'BOUNTY_CHAT_FAILED_AUTH_MAX', 20),
    failedAuthWindowMs: whole(env, 'BOUNTY_CHAT_FAILED_AUTH_WINDOW_MS', 5 * 60_000),
    ...parseEdgeConfig(env, headersTimeoutMs),
  };
}

/** A timeout that may be shortened but never made longer than the edge's promise. */
function atMost(env: ServiceEnv, name: string, fallback: number, max: number): number {
  const value = whole(env, name, fallback);
  if (value > max) throw new ConfigError(name, `must be at most ${max} ms, got ${value}`);
  return value;
}
