import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../../src/server/config/configError';
import { parseConfig } from '../../../src/server/config/serviceConfig';

const GOOD = { STREAM_API_KEY: 'key', STREAM_API_SECRET: 'secret', BOUNTY_CHAT_TOKEN_KEY: Buffer.alloc(32, 7).toString('base64') };

function refusal(env: Record<string, string>): string {
  try {
    parseConfig({ ...GOOD, ...env });
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
  return 'accepted';
}

describe('store, e-mail and rate-limit settings', () => {
  it('defaults to SQLite, 6 e-mails an hour, 8 attempts, a 2-minute lease, 7 days of retention and 60 requests a minute', () => {
    expect(parseConfig(GOOD)).toMatchObject({
      databaseUrl: null,
      databaseSchema: 'public',
      databasePoolSize: 10,
      emailHourlyCap: 6,
      emailMaxAttempts: 8,
      emailLeaseMs: 120_000,
      emailRetentionMs: 7 * 24 * 60 * 60_000,
      rateLimitMax: 60,
    });
  });

  it('reads each setting from the environment', () => {
    expect(
      parseConfig({
        ...GOOD,
        DATABASE_URL: 'postgres://bounty@db.internal:5432/chat',
        BOUNTY_CHAT_DATABASE_SCHEMA: 'bounty_chat',
        BOUNTY_CHAT_DATABASE_POOL: '4',
        BOUNTY_CHAT_EMAIL_HOURLY_CAP: '3',
        BOUNTY_CHAT_EMAIL_MAX_ATTEMPTS: '5',
        BOUNTY_CHAT_EMAIL_LEASE_MS: '30000',
        BOUNTY_CHAT_EMAIL_RETENTION_DAYS: '1',
        BOUNTY_CHAT_RATE_LIMIT_PER_MINUTE: '120',
      }),
    ).toMatchObject({
      databaseUrl: 'postgres://bounty@db.internal:5432/chat',
      databaseSchema: 'bounty_chat',
      databasePoolSize: 4,
      emailHourlyCap: 3,
      emailMaxAttempts: 5,
      emailLeaseMs: 30_000,
      emailRetentionMs: 24 * 60 * 60_000,
      rateLimitMax: 120,
    });
  });

  it.each([
    [{ DATABASE_URL: 'mysql://db/chat' }, 'DATABASE_URL must start with postgres:// or postgresql://'],
    [{ DATABASE_URL: 'not a url' }, 'DATABASE_URL is not a URL'],
    [{ BOUNTY_CHAT_DATABASE_SCHEMA: 'Bad-Name' }, 'BOUNTY_CHAT_DATABASE_SCHEMA must be a lower-case SQL name (letters, digits, _)'],
    [{ BOUNTY_CHAT_EMAIL_HOURLY_CAP: '0' }, 'BOUNTY_CHAT_EMAIL_HOURLY_CAP must be a positive whole number, got 0'],
    [{ BOUNTY_CHAT_EMAIL_RETENTION_DAYS: 'a week' }, 'BOUNTY_CHAT_EMAIL_RETENTION_DAYS must be a positive whole number, got a week'],
  ])('refuses %o', (env, message) => expect(refusal(env)).toBe(message));
});
