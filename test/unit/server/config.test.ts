import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../../src/server/config/configError';
import { parseConfig } from '../../../src/server/config/serviceConfig';
import { hostKeyWeakness } from '../../../src/server/config/host';

const KEY = Buffer.alloc(32, 7).toString('base64');
const GOOD = { STREAM_API_KEY: 'key', STREAM_API_SECRET: 'secret', STREAM_BASE_URL: 'http://127.0.0.1:4000/', BOUNTY_CHAT_TOKEN_KEY: KEY };

function settingNamedBy(env: Record<string, string>): string {
  try {
    parseConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.setting;
    throw error;
  }
  return 'none';
}

describe('parseConfig', () => {
  it('reads a complete environment with defaults for the optional settings', () => {
    const config = parseConfig(GOOD);
    expect(config).toMatchObject({
      streamApiKey: 'key',
      streamBaseUrl: 'http://127.0.0.1:4000',
      smtpUrl: null,
      dataDir: null,
      outboxDir: '.data/outbox',
      allowedOrigins: [],
      emailWindowMs: 60_000,
    });
    expect(config.tokenKey.length).toBe(32);
  });

  it('reads the optional settings', () => {
    const config = parseConfig({
      ...GOOD,
      SMTP_URL: 'smtp://127.0.0.1:2525',
      BOUNTY_CHAT_DATA: '/var/lib/bounty',
      BOUNTY_CHAT_ALLOWED_ORIGINS: 'https://jobs.example.com, http://localhost:5173',
      BOUNTY_CHAT_EMAIL_WINDOW_MS: '250',
    });
    expect(config).toMatchObject({
      smtpUrl: 'smtp://127.0.0.1:2525',
      outboxDir: '/var/lib/bounty/outbox',
      allowedOrigins: ['https://jobs.example.com', 'http://localhost:5173'],
      emailWindowMs: 250,
    });
  });

  it('defaults STREAM_BASE_URL to hosted Stream', () => {
    const { STREAM_BASE_URL: _unused, ...rest } = GOOD;
    expect(parseConfig(rest).streamBaseUrl).toBe('https://chat.stream-io-api.com');
  });

  it.each([
    [{ STREAM_API_KEY: '' }, 'STREAM_API_KEY'],
    [{ STREAM_API_SECRET: ' ' }, 'STREAM_API_SECRET'],
    [{ STREAM_BASE_URL: 'not a url' }, 'STREAM_BASE_URL'],
    [{ STREAM_BASE_URL: 'ftp://x' }, 'STREAM_BASE_URL'],
    [{ BOUNTY_CHAT_TOKEN_KEY: '' }, 'BOUNTY_CHAT_TOKEN_KEY'],
    [{ BOUNTY_CHAT_TOKEN_KEY: Buffer.alloc(16).toString('base64') }, 'BOUNTY_CHAT_TOKEN_KEY'],
    [{ BOUNTY_CHAT_TOKEN_KEY: 'not base64 !!' }, 'BOUNTY_CHAT_TOKEN_KEY'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL'],
    [{ BOUNTY_CHAT_ALLOWED_ORIGINS: 'https://ok.example.com,jobs' }, 'BOUNTY_CHAT_ALLOWED_ORIGINS'],
    [{ BOUNTY_CHAT_ALLOWED_ORIGINS: 'https://jobs.example.com/path' }, 'BOUNTY_CHAT_ALLOWED_ORIGINS'],
    [{ BOUNTY_CHAT_EMAIL_WINDOW_MS: 'soon' }, 'BOUNTY_CHAT_EMAIL_WINDOW_MS'],
    [{ BOUNTY_CHAT_EMAIL_WINDOW_MS: '0' }, 'BOUNTY_CHAT_EMAIL_WINDOW_MS'],
    [{ REDIS_URL: 'http://cache:6379' }, 'REDIS_URL'],
    [{ BOUNTY_CHAT_REDIS_PREFIX: 'has space' }, 'BOUNTY_CHAT_REDIS_PREFIX'],
  ])('refuses %o, naming %s', (override, setting) => {
    expect(settingNamedBy({ ...GOOD, ...override })).toBe(setting);
  });
});

describe('security settings', () => {
  const base = { STREAM_API_KEY: 'k', STREAM_API_SECRET: 's', BOUNTY_CHAT_TOKEN_KEY: Buffer.alloc(32, 1).toString('base64') };

  it('defaults to the edge the service promises', () => {
    expect(parseConfig(base).security).toMatchObject({
      tokenMaxTtlSeconds: 86_400, allowOpenGrants: false, headersTimeoutMs: 10_000, requestTimeoutMs: 15_000,
      maxConnections: 1000, failedAuthMax: 20, failedAuthWindowMs: 300_000, dmsPerPair: 5,
    });
    // Not given: generated once and kept in the store, never derived from the token key (which is rotated).
    expect(parseConfig(base).security.dmIdSecret).toBeNull();
    expect(parseConfig({ ...base, BOUNTY_CHAT_DM_ID_SECRET: 'x'.repeat(32) }).security.dmIdSecret).toHaveLength(32);
  });

  it('takes the previous token key in the key\'s format, and refuses one that is not a key or is the key itself', () => {
    expect(parseConfig(base).tokenKeyPrevious).toBeNull();
    expect(parseConfig({ ...base, BOUNTY_CHAT_TOKEN_KEY_PREVIOUS: Buffer.alloc(32, 2).toString('base64') }).tokenKeyPrevious).toEqual(Buffer.alloc(32, 2));
    expect(() => parseConfig({ ...base, BOUNTY_CHAT_TOKEN_KEY_PREVIOUS: 'c2hvcnQ=' })).toThrow('BOUNTY_CHAT_TOKEN_KEY_PREVIOUS must be base64 of 32 bytes (got 5)');
    expect(() => parseConfig({ ...base, BOUNTY_CHAT_TOKEN_KEY_PREVIOUS: base.BOUNTY_CHAT_TOKEN_KEY })).toThrow('BOUNTY_CHAT_TOKEN_KEY_PREVIOUS is the same key as BOUNTY_CHAT_TOKEN_KEY');
    expect(() => parseConfig({ ...base, BOUNTY_CHAT_DMS_PER_PAIR: '0' })).toThrow('BOUNTY_CHAT_DMS_PER_PAIR must be a positive whole number');
  });

  it.each([
    ['BOUNTY_CHAT_HEADERS_TIMEOUT_MS', '20000', /at most 10000 ms/],
    ['BOUNTY_CHAT_REQUEST_TIMEOUT_MS', '60000', /at most 15000 ms/],
    ['BOUNTY_CHAT_ALLOW_OPEN_GRANTS', 'yes', /must be 1 or 0/],
    ['BOUNTY_CHAT_DM_ID_SECRET', 'short', /at least 32 characters/],
    ['BOUNTY_CHAT_MAX_CONNECTIONS', '-1', /positive whole number/],
  ])('refuses %s=%s', (name, value, problem) => {
    expect(() => parseConfig({ ...base, [name]: value })).toThrow(problem);
  });
});

describe('host API and unsubscribe settings', () => {
  const STRONG_KEY = 'Hk2vQ9xLr7TzW4mNp8sYc3bF6jD1gA5e';
  const tokenKey = Buffer.alloc(32, 1).toString('base64');
  const base = { STREAM_API_KEY: 'k', STREAM_API_SECRET: 's', BOUNTY_CHAT_TOKEN_KEY: tokenKey };

  it('leaves the host API off, and e-mail without an https unsubscribe link, by default', () => {
    const config = parseConfig(base);
    expect(config.host).toMatchObject({ hostApiKey: null, unsubscribeMailto: null });
    expect(config.publicUrl).toBeNull();
    expect(config.host.unsubscribeSecret).toHaveLength(32);
    expect(config.host.unsubscribeSecret.equals(Buffer.from(tokenKey, 'base64'))).toBe(false);
  });

  it('reads the host key, the public URL and the unsubscribe mailbox', () => {
    const config = parseConfig({ ...base, BOUNTY_CHAT_HOST_API_KEY: STRONG_KEY, BOUNTY_CHAT_PUBLIC_URL: 'https://chat.example.com/', BOUNTY_CHAT_UNSUBSCRIBE_MAILTO: 'u@example.com' });
    expect(config.host).toMatchObject({ hostApiKey: STRONG_KEY, unsubscribeMailto: 'u@example.com' });
    expect(config.publicUrl).toBe('https://chat.example.com');
  });

  it.each([
    ['BOUNTY_CHAT_HOST_API_KEY', 'short', /BOUNTY_CHAT_HOST_API_KEY must be at least 32 characters/],
    ['BOUNTY_CHAT_HOST_API_KEY', tokenKey, /BOUNTY_CHAT_HOST_API_KEY must be a secret of its own/],
    ['BOUNTY_CHAT_HOST_API_KEY', 'a'.repeat(32), /BOUNTY_CHAT_HOST_API_KEY must hold at least 16 different characters: it is too easy to guess/],
    ['BOUNTY_CHAT_HOST_API_KEY', 'ab'.repeat(20), /BOUNTY_CHAT_HOST_API_KEY must hold at least 16 different characters/],
    ['BOUNTY_CHAT_HOST_API_KEY', 'abcdefghijklmno'.repeat(4), /BOUNTY_CHAT_HOST_API_KEY must hold at least 16 different characters/],
    ['BOUNTY_CHAT_HOST_API_KEY', '0123456789abcdef'.repeat(2), /BOUNTY_CHAT_HOST_API_KEY must not be one part repeated: it is too easy to guess/],
    ['BOUNTY_CHAT_HOST_API_KEY', 'Zq8!rT2vLm9@xK4pWn7#'.repeat(3), /BOUNTY_CHAT_HOST_API_KEY must not be one part repeated/],
    ['BOUNTY_CHAT_PUBLIC_URL', 'chat.example.com', /BOUNTY_CHAT_PUBLIC_URL is not a URL/],
    ['BOUNTY_CHAT_PUBLIC_URL', 'ftp://chat.example.com', /BOUNTY_CHAT_PUBLIC_URL must be an http\(s\) URL/],
    ['BOUNTY_CHAT_WEBHOOK_TAKE_OVER', 'yes', /BOUNTY_CHAT_WEBHOOK_TAKE_OVER must be 1 or 0, got yes/],
    ['BOUNTY_CHAT_UNSUBSCRIBE_MAILTO', 'not an address', /BOUNTY_CHAT_UNSUBSCRIBE_MAILTO must be one e-mail address/],
  ])('refuses %s=%s', (name, value, problem) => {
    expect(() => parseConfig({ ...base, [name]: value })).toThrow(problem);
  });
});

describe('hostKeyWeakness', () => {
  it.each([
    ['a'.repeat(32), 'must hold at least 16 different characters'],
    ['0123456789abcdef'.repeat(2), 'must not be one part repeated'],
    ['0123456789abcdefX0123456789abcdef', null],
    ['Hk2vQ9xLr7TzW4mNp8sYc3bF6jD1gA5e', null],
    ['host-key-for-tests-0123456789abcdefghij', null],
  ])('%s: %s', (key, expected) => expect(hostKeyWeakness(key)).toBe(expected));
});

describe('notification settings', () => {
  const base = { STREAM_API_KEY: 'k', STREAM_API_SECRET: 's', BOUNTY_CHAT_TOKEN_KEY: Buffer.alloc(32, 1).toString('base64') };

  it('defaults: no public URL, "BountyChat", no link, UTC, 20 requests an hour, digests of 20 messages and 100 KB', () => {
    expect(parseConfig(base).notify).toEqual({
      publicUrl: null, webhookTakeOver: false, productName: 'BountyChat', conversationUrl: null, emailTimeZone: 'UTC',
      emailRequestsPerHour: 20, digestMaxItems: 20, digestMaxBytes: 100 * 1024,
    });
    expect(parseConfig({ ...base, BOUNTY_CHAT_PUBLIC_URL: 'https://chat.example.com/' }).notify.publicUrl).toBe('https://chat.example.com');
  });

  it.each([
    ['BOUNTY_CHAT_PUBLIC_URL', 'chat.example.com', /is not a URL/],
    ['BOUNTY_CHAT_PUBLIC_URL', 'https://chat.example.com/?x=1', /must not have a query/],
    ['BOUNTY_CHAT_CONVERSATION_URL', 'https://jobs.example.com/chat', /must contain \{channelId\}/],
    ['BOUNTY_CHAT_PRODUCT_NAME', 'Evil" <x@y>', /one line of at most 60 characters/],
    ['BOUNTY_CHAT_EMAIL_TIME_ZONE', 'Mars/Olympus', /is not a time zone/],
    ['BOUNTY_CHAT_EMAIL_REQUESTS_PER_HOUR', '0', /positive whole number/],
  ])('refuses %s=%s, naming it', (name, value, problem) => {
    expect(() => parseConfig({ ...base, [name]: value })).toThrow(problem);
    expect(settingNamedBy({ ...base, [name]: value })).toBe(name);
  });
});
