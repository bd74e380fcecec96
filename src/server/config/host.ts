import { hkdfSync } from 'node:crypto';
import { z } from 'zod';
import { ConfigError } from './configError';
import type { ServiceEnv } from './configError';
import { text } from './read';

/** The host back-end API's key and the unsubscribe links' settings. */
export interface HostConfig {
  /** Bearer key of the host's back end (BOUNTY_CHAT_HOST_API_KEY); null turns /api/host/v1/ off (404). */
  hostApiKey: string | null;
  /** Key of the HMAC that signs unsubscribe links; derived from the token key, never the token key itself. */
  unsubscribeSecret: Buffer;
  /** Address for `List-Unsubscribe: <mailto:…>` (BOUNTY_CHAT_UNSUBSCRIBE_MAILTO); null leaves it out. */
  unsubscribeMailto: string | null;
}

/** Shortest host API key accepted: long enough that guessing it is out of reach. */
export const HOST_API_KEY_MIN_CHARS = 32;

/** Fewest different characters a host API key must hold (a random base64 key of 32 characters has about 25). */
export const HOST_API_KEY_MIN_DISTINCT = 16;

/**
 * Why a host API key is too easy to guess, or null when it is not: long keys made of few characters
 * (32 × "a") or of one part repeated ("0123456789abcdef" twice) are refused whatever their length.
 */
export function hostKeyWeakness(key: string): string | null {
  if (new Set(key).size < HOST_API_KEY_MIN_DISTINCT) return `must hold at least ${HOST_API_KEY_MIN_DISTINCT} different characters`;
  // A string is a repeated unit exactly when it occurs in itself doubled at an offset shorter than its length.
  if (`${key}${key}`.indexOf(key, 1) < key.length) return 'must not be one part repeated';
  return null;
}

/** Reads the host API and unsubscribe settings; `tokenKeyText` is BOUNTY_CHAT_TOKEN_KEY as given, which the host key must not equal. */
export function parseHostConfig(env: ServiceEnv, tokenKey: Buffer, tokenKeyText: string): HostConfig {
  const key = text(env, 'BOUNTY_CHAT_HOST_API_KEY');
  if (key !== null) {
    if (key.length < HOST_API_KEY_MIN_CHARS) throw new ConfigError('BOUNTY_CHAT_HOST_API_KEY', `must be at least ${HOST_API_KEY_MIN_CHARS} characters`);
    // eslint-disable-next-line no-control-regex
    if (/[\s\u0000-\u001f\u007f]/.test(key)) throw new ConfigError('BOUNTY_CHAT_HOST_API_KEY', 'must not contain spaces or control characters');
    if (key === tokenKeyText.trim()) throw new ConfigError('BOUNTY_CHAT_HOST_API_KEY', 'must be a secret of its own, not BOUNTY_CHAT_TOKEN_KEY');
    const weakness = hostKeyWeakness(key);
    if (weakness !== null) throw new ConfigError('BOUNTY_CHAT_HOST_API_KEY', `${weakness}: it is too easy to guess (make one with \`openssl rand -base64 32\`)`);
  }
  const mailto = text(env, 'BOUNTY_CHAT_UNSUBSCRIBE_MAILTO');
  if (mailto !== null && !z.email().safeParse(mailto).success) throw new ConfigError('BOUNTY_CHAT_UNSUBSCRIBE_MAILTO', 'must be one e-mail address');
  return {
    hostApiKey: key,
    unsubscribeSecret: Buffer.from(hkdfSync('sha256', tokenKey, Buffer.alloc(0), 'bountychat unsubscribe links', 32)),
    unsubscribeMailto: mailto,
  };
}

