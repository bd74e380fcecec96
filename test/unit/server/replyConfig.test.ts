// The replies-by-e-mail settings: defaults, and a start-up refusal naming the bad setting.
import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../../src/server/config/configError';
import { parseConfig } from '../../../src/server/config/serviceConfig';

const BASE = { STREAM_API_KEY: 'k', STREAM_API_SECRET: 's', BOUNTY_CHAT_TOKEN_KEY: Buffer.alloc(32, 1).toString('base64') };

describe('reply settings', () => {
  it('are off by default and read when set', () => {
    expect(parseConfig(BASE).reply).toMatchObject({ domain: null, smtpPort: null, ttlMs: 30 * 86_400_000 });
    const reply = parseConfig({ ...BASE, BOUNTY_CHAT_REPLY_DOMAIN: 'Reply.Jobs.Example.com', BOUNTY_CHAT_REPLY_TTL_DAYS: '7', BOUNTY_CHAT_INBOUND_SMTP_PORT: '2525' }).reply;
    expect(reply).toMatchObject({ domain: 'reply.jobs.example.com', ttlMs: 7 * 86_400_000, smtpPort: 2525 });
  });

  it('limit the SMTP listener by default, and can be changed', () => {
    expect(parseConfig(BASE).reply).toMatchObject({ smtpIdleMs: 30_000, smtpMessageMs: 120_000, smtpPerAddress: 5 });
    const env = { BOUNTY_CHAT_INBOUND_SMTP_IDLE_SECONDS: '10', BOUNTY_CHAT_INBOUND_SMTP_MESSAGE_SECONDS: '60', BOUNTY_CHAT_INBOUND_SMTP_PER_ADDRESS: '2' };
    expect(parseConfig({ ...BASE, ...env }).reply).toMatchObject({ smtpIdleMs: 10_000, smtpMessageMs: 60_000, smtpPerAddress: 2 });
  });

  it.each([
    [{}, null, false],
    [{ BOUNTY_CHAT_INBOUND_AUTHSERV_ID: 'MX.Jobs.Example' }, 'mx.jobs.example', true],
    [{ BOUNTY_CHAT_INBOUND_AUTHSERV_ID: 'mx.jobs.example', BOUNTY_CHAT_INBOUND_REQUIRE_AUTH: '0' }, 'mx.jobs.example', false],
    [{ BOUNTY_CHAT_INBOUND_AUTHSERV_ID: 'mx.jobs.example', BOUNTY_CHAT_INBOUND_REQUIRE_AUTH: '1' }, 'mx.jobs.example', true],
    [{ BOUNTY_CHAT_INBOUND_REQUIRE_AUTH: '0' }, null, false],
  ])('%o: authserv-id %s, authentication required %s', (env, authservId, requireAuth) => {
    expect(parseConfig({ ...BASE, ...env }).reply).toMatchObject({ authservId, requireAuth });
  });

  it.each([
    [{ BOUNTY_CHAT_REPLY_DOMAIN: 'not a domain' }, 'BOUNTY_CHAT_REPLY_DOMAIN'],
    [{ BOUNTY_CHAT_REPLY_DOMAIN: 'reply.example.com', BOUNTY_CHAT_REPLY_TTL_DAYS: '0' }, 'BOUNTY_CHAT_REPLY_TTL_DAYS'],
    [{ BOUNTY_CHAT_REPLY_DOMAIN: 'reply.example.com', BOUNTY_CHAT_INBOUND_SMTP_PORT: '70000' }, 'BOUNTY_CHAT_INBOUND_SMTP_PORT'],
    [{ BOUNTY_CHAT_INBOUND_SMTP_PORT: '2525' }, 'BOUNTY_CHAT_INBOUND_SMTP_PORT'],
    [{ BOUNTY_CHAT_INBOUND_REQUIRE_AUTH: '1' }, 'BOUNTY_CHAT_INBOUND_REQUIRE_AUTH'],
    [{ BOUNTY_CHAT_INBOUND_AUTHSERV_ID: 'mx.jobs.example', BOUNTY_CHAT_INBOUND_REQUIRE_AUTH: 'yes' }, 'BOUNTY_CHAT_INBOUND_REQUIRE_AUTH'],
    [{ BOUNTY_CHAT_INBOUND_AUTHSERV_ID: 'mx jobs; dkim=pass' }, 'BOUNTY_CHAT_INBOUND_AUTHSERV_ID'],
    [{ BOUNTY_CHAT_INBOUND_SMTP_PER_ADDRESS: '0' }, 'BOUNTY_CHAT_INBOUND_SMTP_PER_ADDRESS'],
  ])('%o is refused, naming %s', (env, setting) => {
    let error: unknown;
    try {
      parseConfig({ ...BASE, ...env });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).setting).toBe(setting);
  });
});
