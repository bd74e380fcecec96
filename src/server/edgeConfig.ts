import { ConfigError } from './configError';
import type { ServiceEnv } from './configError';
import { parseRange } from './http/addresses';
import type { IpRange } from './http/addresses';

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
  const firstByte = positive(env, 'BOUNTY_CHAT_FIRST_BYTE_TIMEOUT_MS', Math.min(5_000, headersTimeoutMs));
  if (firstByte > headersTimeoutMs) {
    throw new ConfigError('BOUNTY_CHAT_FIRST_BYTE_TIMEOUT_MS', `must be at most the headers timeout (${headersTimeoutMs} ms), got ${firstByte}`);
  }
  return {
    trustedProxies: trustedProxies(env['BOUNTY_CHAT_TRUSTED_PROXIES']),
    maxConnectionsPerAddress: positive(env, 'BOUNTY_CHAT_MAX_CONNECTIONS_PER_ADDRESS', 100),
    firstByteTimeoutMs: firstByte,
    opsPort: opsPort(env['BOUNTY_CHAT_OPS_PORT']),
  };
}

function trustedProxies(value: string | undefined): IpRange[] {
  return (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
    .map((entry) => {
      const range = parseRange(entry);
      if (range === null) throw new ConfigError('BOUNTY_CHAT_TRUSTED_PROXIES', `has an entry that is not an IP address or CIDR range: ${entry}`);
      return range;
    });
}

function opsPort(value: string | undefined): number | null {
  const text = value?.trim() ?? '';
  if (text === '') return null;
  if (!/^\d+$/.test(text) || Number(text) < 1 || Number(text) > 65535) throw new ConfigError('BOUNTY_CHAT_OPS_PORT', `must be a port number (1–65535), got ${text}`);
  return Number(text);
}

function positive(env: ServiceEnv, name: string, fallback: number): number {
  const value = env[name]?.trim();
  if (value === undefined || value === '') return fallback;
  if (!/^\d+$/.test(value) || Number(value) < 1) throw new ConfigError(name, `must be a positive whole number, got ${value}`);
  return Number(value);
}
