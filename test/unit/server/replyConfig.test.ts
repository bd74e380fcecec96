// The replies-by-e-mail settings: defaults, and a start-up refusal naming the bad setting.
import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from '../../../src/server/config';

const BASE = { STREAM_API_KEY: 'k', STREAM_API_SECRET: 's', BOUNTY_CHAT_TOKEN_KEY: Buffer.alloc(32, 1).toString('base64') };

describe('reply settings', () => {
  it('are off by default and read when set', () => {
    expect(parseConfig(BASE).reply).toMatchObject({ domain: null, smtpPort: null, ttlMs: 30 * 86_400_000 });
    const reply = parseConfig({ ...BASE, BOUNTY_CHAT_REPLY_DOMAIN: 'Reply.Jobs.Example.com', BOUNTY_CHAT_REPLY_TTL_DAYS: '7', BOUNTY_CHAT_INBOUND_SMTP_PORT: '2525' }).reply;
    expect(reply).toMatchObject({ domain: 'reply.jobs.example.com', ttlMs: 7 * 86_400_000, smtpPort: 2525 });
  });

  it.each([
    [{ BOUNTY_CHAT_REPLY_DOMAIN: 'not a domain' }, 'BOUNTY_CHAT_REPLY_DOMAIN'],
    [{ BOUNTY_CHAT_REPLY_DOMAIN: 'reply.example.com', BOUNTY_CHAT_REPLY_TTL_DAYS: '0' }, 'BOUNTY_CHAT_REPLY_TTL_DAYS'],
    [{ BOUNTY_CHAT_REPLY_DOMAIN: 'reply.example.com', BOUNTY_CHAT_INBOUND_SMTP_PORT: '70000' }, 'BOUNTY_CHAT_INBOUND_SMTP_PORT'],
    [{ BOUNTY_CHAT_INBOUND_SMTP_PORT: '2525' }, 'BOUNTY_CHAT_INBOUND_SMTP_PORT'],
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
