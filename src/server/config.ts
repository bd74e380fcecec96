import { Buffer } from 'node:buffer';
import { ConfigError } from './configError';
import type { ServiceEnv } from './configError';
import { parseNotifyConfig } from './notifyConfig';
import type { NotifyConfig } from './notifyConfig';
import { parseSecurityConfig } from './securityConfig';
import type { SecurityConfig } from './securityConfig';
import { parseHostConfig } from './host/hostConfig';
import type { HostConfig } from './host/hostConfig';
import { parseContactConfig } from './bounties/contactConfig';
import type { ContactConfig } from './bounties/contactConfig';
import { parseReplyConfig } from './inbound/replyConfig';
import type { ReplyConfig } from './inbound/replyConfig';
import { parseEventsConfig } from './events/eventsConfig';
import type { EventsConfig } from './events/eventsConfig';

/** Everything the product service needs to run, parsed and checked once at start-up. */
export interface ServiceConfig {
  streamApiKey: string;
  streamApiSecret: string;
  /** Where the provider lives; also handed to the widget so its client talks to the same place. */
  streamBaseUrl: string;
  /** The 32-byte AES-256-GCM key shared with the host's token service. */
  tokenKey: Buffer;
  /** The key before the last rotation (BOUNTY_CHAT_TOKEN_KEY_PREVIOUS): what it sealed is accepted until it expires. */
  tokenKeyPrevious: Buffer | null;
  /** SMTP server for e-mail; null writes `.eml` files to `outboxDir` instead. */
  smtpUrl: string | null;
  /** Folder for the SQLite store and the outbox; null keeps the SQLite store in memory. */
  dataDir: string | null;
  /** PostgreSQL instead of SQLite, for more than one instance; null uses SQLite. */
  databaseUrl: string | null;
  /** The PostgreSQL schema for the service's tables (created when missing). */
  databaseSchema: string;
  /** PostgreSQL connections per instance. */
  databasePoolSize: number;
  /** Where `.eml` files go when no SMTP server is configured. */
  outboxDir: string;
  /** Origins allowed to call the service from a browser; `*` allows any. */
  allowedOrigins: string[];
  /** Messages to one recipient about one channel within this window become one e-mail. */
  emailWindowMs: number;
  emailFrom: string;
  /** First retry delay after a failed delivery; doubles per attempt up to `emailRetryMaxMs`. */
  emailRetryBaseMs: number;
  emailRetryMaxMs: number;
  /** Delivery attempts before an e-mail is set aside as a dead letter. */
  emailMaxAttempts: number;
  /** At most this many e-mails an hour to one recipient; the rest wait for the next allowed digest. */
  emailHourlyCap: number;
  /** How long a worker holds a claimed e-mail before another instance may take it over. */
  emailLeaseMs: number;
  /** How long a worker holds a claimed webhook call before another instance may take it (seconds: handling one is quick). */
  webhookLeaseMs: number;
  /** Between two catch-up passes (the provider asked for messages no webhook brought). */
  catchUpIntervalMs: number;
  /** Delivered e-mail text and addresses are erased after this long (personal data). */
  emailRetentionMs: number;
  /** Redis for the per-user request budget instead of the store (`REDIS_URL`); null counts in the store. */
  redisUrl: string | null;
  /** Prefix of the service's Redis keys, so several deployments can share one Redis. */
  redisPrefix: string;
  /** Per-user request budget. */
  rateLimitMax: number;
  rateLimitWindowMs: number;
  /** Trust settings and edge limits. */
  security: SecurityConfig;
  /** The service's public base URL (BOUNTY_CHAT_PUBLIC_URL, `notify.publicUrl`), for links in e-mail; null when not set. */
  publicUrl: string | null;
  /** The host back-end API's key and the unsubscribe links' settings. */
  host: HostConfig;
  /** The provider's webhook, e-mail quotas and how e-mails read. */
  notify: NotifyConfig;
  /** Replies by e-mail: the reply domain, the reply addresses' lifetime, the inbound SMTP listener. */
  reply: ReplyConfig;
  /** The contact-details policy (BOUNTY_CHAT_CONTACT_POLICY) and the host's own link domains. */
  contact: ContactConfig;
  /** Signed events to the host's back end: where, the signing secret, retries and retention. */
  events: EventsConfig;
}

export { ConfigError } from './configError';
export type { ServiceEnv } from './configError';

const HOSTED_STREAM_URL = 'https://chat.stream-io-api.com';

/** Parses and validates the environment; throws a ConfigError naming the first bad setting. */
export function parseConfig(env: ServiceEnv): ServiceConfig {
  const dataDir = optional(env, 'BOUNTY_CHAT_DATA');
  const key = tokenKey(required(env, 'BOUNTY_CHAT_TOKEN_KEY'));
  const notify = parseNotifyConfig(env);
  return {
    streamApiKey: required(env, 'STREAM_API_KEY'),
    streamApiSecret: required(env, 'STREAM_API_SECRET'),
    streamBaseUrl: httpUrl('STREAM_BASE_URL', optional(env, 'STREAM_BASE_URL') ?? HOSTED_STREAM_URL),
    tokenKey: key,
    tokenKeyPrevious: previousTokenKey(optional(env, 'BOUNTY_CHAT_TOKEN_KEY_PREVIOUS'), key),
    smtpUrl: smtpUrl(optional(env, 'SMTP_URL')),
    dataDir,
    databaseUrl: databaseUrl(optional(env, 'DATABASE_URL')),
    databaseSchema: schemaName(optional(env, 'BOUNTY_CHAT_DATABASE_SCHEMA') ?? 'public'),
    databasePoolSize: count(env, 'BOUNTY_CHAT_DATABASE_POOL', 10),
    outboxDir: `${dataDir ?? '.data'}/outbox`,
    allowedOrigins: origins(optional(env, 'BOUNTY_CHAT_ALLOWED_ORIGINS')),
    emailWindowMs: milliseconds(env, 'BOUNTY_CHAT_EMAIL_WINDOW_MS', 60_000),
    emailFrom: optional(env, 'BOUNTY_CHAT_EMAIL_FROM') ?? 'BountyChat <no-reply@bountychat.invalid>',
    emailRetryBaseMs: milliseconds(env, 'BOUNTY_CHAT_EMAIL_RETRY_MS', 5_000),
    emailRetryMaxMs: 5 * 60_000,
    emailMaxAttempts: count(env, 'BOUNTY_CHAT_EMAIL_MAX_ATTEMPTS', 8),
    emailHourlyCap: count(env, 'BOUNTY_CHAT_EMAIL_HOURLY_CAP', 6),
    emailLeaseMs: milliseconds(env, 'BOUNTY_CHAT_EMAIL_LEASE_MS', 120_000),
    webhookLeaseMs: milliseconds(env, 'BOUNTY_CHAT_WEBHOOK_LEASE_MS', 10_000),
    catchUpIntervalMs: milliseconds(env, 'BOUNTY_CHAT_CATCH_UP_INTERVAL_MS', 60_000),
    emailRetentionMs: count(env, 'BOUNTY_CHAT_EMAIL_RETENTION_DAYS', 7) * 24 * 60 * 60_000,
    redisUrl: urlSetting('REDIS_URL', optional(env, 'REDIS_URL'), ['redis:', 'rediss:']),
    redisPrefix: redisPrefix(optional(env, 'BOUNTY_CHAT_REDIS_PREFIX') ?? 'bountychat:'),
    rateLimitMax: count(env, 'BOUNTY_CHAT_RATE_LIMIT_PER_MINUTE', 60),
    rateLimitWindowMs: 60_000,
    security: parseSecurityConfig(env),
    notify,
    publicUrl: notify.publicUrl,
    host: parseHostConfig(env, key, required(env, 'BOUNTY_CHAT_TOKEN_KEY')),
    reply: parseReplyConfig(env),
    contact: parseContactConfig(env),
    events: parseEventsConfig(env, [optional(env, 'BOUNTY_CHAT_TOKEN_KEY'), optional(env, 'BOUNTY_CHAT_HOST_API_KEY')]),
  };
}

function optional(env: ServiceEnv, name: string): string | null {
  const value = env[name]?.trim();
  return value ? value : null;
}

function required(env: ServiceEnv, name: string): string {
  const value = optional(env, name);
  if (value === null) throw new ConfigError(name, 'is not set');
  return value;
}

function httpUrl(name: string, value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(name, `is not a URL: ${value}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new ConfigError(name, 'must be an http(s) URL');
  return value.replace(/\/+$/, '');
}

function tokenKey(value: string, name = 'BOUNTY_CHAT_TOKEN_KEY'): Buffer {
  // Buffer.from silently skips bad characters, so check the alphabet first.
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(value)) throw new ConfigError(name, 'is not base64');
  const key = Buffer.from(value, 'base64');
  if (key.length !== 32) {
    throw new ConfigError(name, `must be base64 of 32 bytes (got ${key.length})`);
  }
  return key;
}

function previousTokenKey(value: string | null, current: Buffer): Buffer | null {
  if (value === null) return null;
  const key = tokenKey(value, 'BOUNTY_CHAT_TOKEN_KEY_PREVIOUS');
  if (key.equals(current)) throw new ConfigError('BOUNTY_CHAT_TOKEN_KEY_PREVIOUS', 'is the same key as BOUNTY_CHAT_TOKEN_KEY');
  return key;
}

/** `value` unchanged when it is a URL with one of `protocols` (e.g. `smtp:`), else a ConfigError naming `name`. */
function urlSetting(name: string, value: string | null, protocols: readonly string[]): string | null {
  if (value === null) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(name, 'is not a URL');
  }
  if (!protocols.includes(url.protocol)) throw new ConfigError(name, `must start with ${protocols.map((p) => `${p}//`).join(' or ')}`);
  return value;
}

function smtpUrl(value: string | null): string | null {
  return urlSetting('SMTP_URL', value, ['smtp:', 'smtps:']);
}

function origins(value: string | null): string[] {
  if (value === null) return [];
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
    .map((entry) => {
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

/** A positive whole number setting (`unit` names what it counts in the error), or `fallback` when unset. */
function positiveWhole(env: ServiceEnv, name: string, fallback: number, unit = ''): number {
  const value = optional(env, name);
  if (value === null) return fallback;
  if (!/^\d+$/.test(value) || Number(value) < 1) throw new ConfigError(name, `must be a positive whole number${unit}, got ${value}`);
  return Number(value);
}

function milliseconds(env: ServiceEnv, name: string, fallback: number): number {
  return positiveWhole(env, name, fallback, ' of milliseconds');
}

function count(env: ServiceEnv, name: string, fallback: number): number {
  return positiveWhole(env, name, fallback);
}

function databaseUrl(value: string | null): string | null {
  return urlSetting('DATABASE_URL', value, ['postgres:', 'postgresql:']);
}

function redisPrefix(value: string): string {
  if (!/^[A-Za-z0-9:_-]{1,64}$/.test(value)) throw new ConfigError('BOUNTY_CHAT_REDIS_PREFIX', 'must be 1–64 letters, digits, ":", "_" or "-"');
  return value;
}

function schemaName(value: string): string {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(value)) throw new ConfigError('BOUNTY_CHAT_DATABASE_SCHEMA', 'must be a lower-case SQL name (letters, digits, _)');
  return value;
}
