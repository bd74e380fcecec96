import { ConfigError } from '../configError';
import type { ServiceEnv } from '../configError';

/** Replies by e-mail: where they are addressed, how long a reply address works, where the listener listens. */
export interface ReplyConfig {
  /** BOUNTY_CHAT_REPLY_DOMAIN: chat e-mails get `Reply-To: reply+<handle>@<domain>`; null turns replies off. */
  domain: string | null;
  /** BOUNTY_CHAT_REPLY_TTL_DAYS (default 30): a reply address stops working this long after its e-mail. */
  ttlMs: number;
  /** BOUNTY_CHAT_INBOUND_SMTP_PORT: the inbound SMTP listener's port; null starts none. */
  smtpPort: number | null;
  /** BOUNTY_CHAT_INBOUND_SMTP_HOST (default 0.0.0.0 when the port is set): the listener's address. */
  smtpHost: string;
  /** BOUNTY_CHAT_INBOUND_MAX_BYTES (default 10 MiB): the largest inbound message, over SMTP or HTTP. */
  maxBytes: number;
}

const DAY_MS = 24 * 60 * 60_000;

/** Reads the reply settings; a bad one is a ConfigError naming it. */
export function parseReplyConfig(env: ServiceEnv): ReplyConfig {
  const domain = env['BOUNTY_CHAT_REPLY_DOMAIN']?.trim().toLowerCase() || null;
  if (domain !== null && !/^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z0-9-]{2,63}$/.test(domain)) {
    throw new ConfigError('BOUNTY_CHAT_REPLY_DOMAIN', `must be a domain name like reply.example.com, got ${domain}`);
  }
  const port = whole(env, 'BOUNTY_CHAT_INBOUND_SMTP_PORT', null);
  if (port !== null && port > 65_535) throw new ConfigError('BOUNTY_CHAT_INBOUND_SMTP_PORT', `must be a port (1–65535), got ${port}`);
  if (port !== null && domain === null) throw new ConfigError('BOUNTY_CHAT_INBOUND_SMTP_PORT', 'needs BOUNTY_CHAT_REPLY_DOMAIN (the only domain it accepts mail for)');
  return {
    domain,
    ttlMs: (whole(env, 'BOUNTY_CHAT_REPLY_TTL_DAYS', 30) ?? 30) * DAY_MS,
    smtpPort: port,
    smtpHost: env['BOUNTY_CHAT_INBOUND_SMTP_HOST']?.trim() || '0.0.0.0',
    maxBytes: whole(env, 'BOUNTY_CHAT_INBOUND_MAX_BYTES', 10 * 1024 * 1024) ?? 10 * 1024 * 1024,
  };
}

function whole(env: ServiceEnv, name: string, fallback: number | null): number | null {
  const value = env[name]?.trim();
  if (!value) return fallback;
  if (!/^\d+$/.test(value) || Number(value) < 1) throw new ConfigError(name, `must be a positive whole number, got ${value}`);
  return Number(value);
}
