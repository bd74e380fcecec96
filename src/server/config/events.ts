import { ConfigError } from './configError';
import type { ServiceEnv } from './configError';
import { text as setting, whole } from './read';

/** Outgoing signed events to the host's back end (docs/events.md). */
export interface EventsConfig {
  /** BOUNTY_CHAT_HOST_WEBHOOK_URL: where events are POSTed; null records them for polling only. */
  url: string | null;
  /** BOUNTY_CHAT_HOST_WEBHOOK_SECRET: the HMAC key of `BountyChat-Signature`; null when no URL is set. */
  secret: string | null;
  /** BOUNTY_CHAT_HOST_WEBHOOK_TEXT=1: `message.sent` carries the message's text. */
  includeText: boolean;
  /** BOUNTY_CHAT_HOST_WEBHOOK_RETRY_HOURS: how long an event is retried before it becomes a dead letter (24). */
  retryMs: number;
  /** BOUNTY_CHAT_EVENT_RETENTION_DAYS: how long recorded events stay listable (30). */
  retentionMs: number;
  /** First retry delay, doubling per attempt up to an hour (10 s; not a variable: tests shorten it). */
  retryBaseMs: number;
}

/** Shortest signing secret accepted: as long as the host API key, so guessing it is out of reach. */
export const HOST_WEBHOOK_SECRET_MIN_CHARS = 32;

/** Reads the events settings; `otherSecrets` are values the signing secret must not equal (token key, host API key). */
export function parseEventsConfig(env: ServiceEnv, otherSecrets: ReadonlyArray<string | null>): EventsConfig {
  const url = webhookUrl(setting(env, 'BOUNTY_CHAT_HOST_WEBHOOK_URL'));
  const secret = setting(env, 'BOUNTY_CHAT_HOST_WEBHOOK_SECRET');
  if (url !== null && secret === null) throw new ConfigError('BOUNTY_CHAT_HOST_WEBHOOK_SECRET', 'is not set (BOUNTY_CHAT_HOST_WEBHOOK_URL needs it to sign events)');
  if (secret !== null) {
    if (secret.length < HOST_WEBHOOK_SECRET_MIN_CHARS) throw new ConfigError('BOUNTY_CHAT_HOST_WEBHOOK_SECRET', `must be at least ${HOST_WEBHOOK_SECRET_MIN_CHARS} characters`);
    if (otherSecrets.some((other) => other !== null && other.trim() === secret)) {
      throw new ConfigError('BOUNTY_CHAT_HOST_WEBHOOK_SECRET', 'must be a secret of its own, not BOUNTY_CHAT_TOKEN_KEY or BOUNTY_CHAT_HOST_API_KEY');
    }
  }
  const text = setting(env, 'BOUNTY_CHAT_HOST_WEBHOOK_TEXT') ?? '0';
  if (text !== '0' && text !== '1') throw new ConfigError('BOUNTY_CHAT_HOST_WEBHOOK_TEXT', `must be 0 or 1, got ${text}`);
  return {
    url,
    secret: url === null ? null : secret,
    includeText: text === '1',
    retryMs: whole(env, 'BOUNTY_CHAT_HOST_WEBHOOK_RETRY_HOURS', 24) * 60 * 60_000,
    retentionMs: whole(env, 'BOUNTY_CHAT_EVENT_RETENTION_DAYS', 30) * 24 * 60 * 60_000,
    retryBaseMs: 10_000,
  };
}

/** https anywhere; plain http only to a loopback address (a receiver on the same machine). */
function webhookUrl(value: string | null): string | null {
  if (value === null) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError('BOUNTY_CHAT_HOST_WEBHOOK_URL', `is not a URL: ${value}`);
  }
  const loopback = url.hostname === 'localhost' || url.hostname === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(url.hostname);
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && loopback)) {
    throw new ConfigError('BOUNTY_CHAT_HOST_WEBHOOK_URL', 'must be an https URL (plain http only on loopback)');
  }
  if (url.username !== '' || url.password !== '') throw new ConfigError('BOUNTY_CHAT_HOST_WEBHOOK_URL', 'must not carry a user name or password');
  return value;
}
