import { ConfigError } from './configError';
import type { ServiceEnv } from './configError';
import { list, text, whole } from './read';
import { parseRange } from '../http/addresses';
import type { IpRange } from '../http/addresses';

/** Who stands in front of the service, and what one client may hold open. */
export interface EdgeConfig {
  /** Proxies whose X-Forwarded-For is believed (BOUNTY_CHAT_TRUSTED_PROXIES: IPs and CIDR ranges, v4 and v6; default none). */
  trustedProxies: IpRange[];
  /** Open connections one client address (an IPv6 /64) may hold; trusted proxies are exempt (BOUNTY_CHAT_MAX_CONNECTIONS_PER_ADDRESS, default 100: an office behind one NAT). */
  maxConnectionsPerAddress: number;
  /** Time a new connection has to send its first byte (BOUNTY_CHAT_FIRST_BYTE_TIMEOUT_MS, default 5 s, at most the headers timeout). */
  firstByteTimeoutMs: number;
  /** A separate port for /healthz, /readyz and /metrics (BOUNTY_CHAT_OPS_PORT); null serves them on the public port. */
  opsPort: number | null;
}

/** Reads the edge settings; `headersTimeoutMs` bounds the first-byte timeout. */
export function parseEdgeConfig(env: ServiceEnv, headersTimeoutMs: number): EdgeConfig {
  const firstByte = whole(env, 'BOUNTY_CHAT_FIRST_BYTE_TIMEOUT_MS', Math.min(5_000, headersTimeoutMs));
  if (firstByte > headersTimeoutMs) {
    throw new ConfigError('BOUNTY_CHAT_FIRST_BYTE_TIMEOUT_MS', `must be at most the headers timeout (${headersTimeoutMs} ms), got ${firstByte}`);
  }
  return {
    trustedProxies: list(env, 'BOUNTY_CHAT_TRUSTED_PROXIES').map((entry) => {
      const range = parseRange(entry);
      if (range === null) throw new ConfigError('BOUNTY_CHAT_TRUSTED_PROXIES', `has an entry that is not an IP address or CIDR range: ${entry}`);
      return range;
    }),
    maxConnectionsPerAddress: whole(env, 'BOUNTY_CHAT_MAX_CONNECTIONS_PER_ADDRESS', 100),
    firstByteTimeoutMs: firstByte,
    opsPort: opsPort(text(env, 'BOUNTY_CHAT_OPS_PORT')),
  };
}

/** BOUNTY_CHAT_ALLOWED_ORIGINS: the origins allowed to call the service from a browser; `*` allows any. */
export function parseAllowedOrigins(env: ServiceEnv): string[] {
  return list(env, 'BOUNTY_CHAT_ALLOWED_ORIGINS').map((entry) => {
    if (entry === '*') return entry;
    let origin: string;
    try {
      origin = new URL(entry).origin;
    } catch {
      throw new ConfigError('BOUNTY_CHAT_ALLOWED_ORIGINS', `has an entry that is not an origin: ${entry}`);
    }
    if (origin !== entry.replace(/\/$/, '')) {
      throw new ConfigError('BOUNTY_CHAT_ALLOWED_ORIGINS', `entries must be bare origins like https://jobs.example.com, got ${entry}`);
    }
    return origin;
  });
}

function opsPort(value: string | null): number | null {
  if (value === null) return null;
  if (!/^\d+$/.test(value) || Number(value) < 1 || Number(value) > 65535) throw new ConfigError('BOUNTY_CHAT_OPS_PORT', `must be a port number (1–65535), got ${value}`);
  return Number(value);
}
