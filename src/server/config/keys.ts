import { Buffer } from 'node:buffer';
import { ConfigError } from './configError';
import type { ServiceEnv } from './configError';
import { required, text } from './read';

/** The key shared with the host's token service, and the one before its last rotation. */
export interface KeyConfig {
  /** The 32-byte AES-256-GCM key shared with the host's token service. */
  tokenKey: Buffer;
  /** The key before the last rotation (BOUNTY_CHAT_TOKEN_KEY_PREVIOUS): what it sealed is accepted until it expires. */
  tokenKeyPrevious: Buffer | null;
}

/** Reads the token keys; `tokenKeyText` is BOUNTY_CHAT_TOKEN_KEY as given (other secrets must not equal it). */
export function parseKeyConfig(env: ServiceEnv): KeyConfig & { tokenKeyText: string } {
  const tokenKeyText = required(env, 'BOUNTY_CHAT_TOKEN_KEY');
  const key = tokenKey(tokenKeyText, 'BOUNTY_CHAT_TOKEN_KEY');
  const previousText = text(env, 'BOUNTY_CHAT_TOKEN_KEY_PREVIOUS');
  const previous = previousText === null ? null : tokenKey(previousText, 'BOUNTY_CHAT_TOKEN_KEY_PREVIOUS');
  if (previous?.equals(key)) throw new ConfigError('BOUNTY_CHAT_TOKEN_KEY_PREVIOUS', 'is the same key as BOUNTY_CHAT_TOKEN_KEY');
  return { tokenKey: key, tokenKeyPrevious: previous, tokenKeyText };
}

function tokenKey(value: string, name: string): Buffer {
  // Buffer.from silently skips bad characters, so check the alphabet first.
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(value)) throw new ConfigError(name, 'is not base64');
  const key = Buffer.from(value, 'base64');
  if (key.length !== 32) throw new ConfigError(name, `must be base64 of 32 bytes (got ${key.length})`);
  return key;
}
