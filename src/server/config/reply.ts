import { ConfigError } from './configError';
import type { ServiceEnv } from './configError';
import { flag, text, whole } from './read';

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
  /**
   * BOUNTY_CHAT_INBOUND_AUTHSERV_ID: the authserv-id of the MX in front of the service, whose
   * `Authentication-Results` header is trusted (any other one is ignored); null when none is configured.
   */
  authservId: string | null;
  /**
   * BOUNTY_CHAT_INBOUND_REQUIRE_AUTH (`1`/`0`; default on when an authserv-id is set): a reply needs an aligned
   * DKIM or SPF pass in the trusted MX's `Authentication-Results`.
   */
  requireAuth: boolean;
  /** BOUNTY_CHAT_INBOUND_SMTP_IDLE_SECONDS (default 30): the listener closes a connection silent this long. */
  smtpIdleMs: number;
  /** BOUNTY_CHAT_INBOUND_SMTP_MESSAGE_SECONDS (default 120): from connection (or the last message) to the end of DATA. */
  smtpMessageMs: number;
  /** BOUNTY_CHAT_INBOUND_SMTP_PER_ADDRESS (default 5): connections at once from one address (IPv6: one /64). */
  smtpPerAddress: number;
}

const DAY_MS = 24 * 60 * 60_000;

/** Reads the reply settings; a bad one is a ConfigError naming it. */
export function parseReplyConfig(env: ServiceEnv): ReplyConfig {
  const domain = text(env, 'BOUNTY_CHAT_REPLY_DOMAIN')?.toLowerCase() ?? null;
  if (domain !== null && !/^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z0-9-]{2,63}$/.test(domain)) {
    throw new ConfigError('BOUNTY_CHAT_REPLY_DOMAIN', `must be a domain name like reply.example.com, got ${domain}`);
  }
  const port = whole(env, 'BOUNTY_CHAT_INBOUND_SMTP_PORT', null);
  if (port !== null && port > 65_535) throw new ConfigError('BOUNTY_CHAT_INBOUND_SMTP_PORT', `must be a port (1–65535), got ${port}`);
  if (port !== null && domain === null) throw new ConfigError('BOUNTY_CHAT_INBOUND_SMTP_PORT', 'needs BOUNTY_CHAT_REPLY_DOMAIN (the only domain it accepts mail for)');
  const authservId = text(env, 'BOUNTY_CHAT_INBOUND_AUTHSERV_ID')?.toLowerCase() ?? null;
  if (authservId !== null && !/^[a-z0-9][a-z0-9.-]{0,252}$/.test(authservId)) {
    throw new ConfigError('BOUNTY_CHAT_INBOUND_AUTHSERV_ID', `must be the host name the MX writes first in Authentication-Results, like mx.example.com, got ${authservId}`);
  }
  const requireAuth = flag(env, 'BOUNTY_CHAT_INBOUND_REQUIRE_AUTH', authservId !== null);
  if (requireAuth && authservId === null) {
    throw new ConfigError('BOUNTY_CHAT_INBOUND_REQUIRE_AUTH', 'needs BOUNTY_CHAT_INBOUND_AUTHSERV_ID (the MX whose Authentication-Results header is trusted)');
  }
  return {
    domain,
    ttlMs: whole(env, 'BOUNTY_CHAT_REPLY_TTL_DAYS', 30) * DAY_MS,
    smtpPort: port,
    smtpHost: text(env, 'BOUNTY_CHAT_INBOUND_SMTP_HOST') ?? '0.0.0.0',
    maxBytes: whole(env, 'BOUNTY_CHAT_INBOUND_MAX_BYTES', 10 * 1024 * 1024),
    authservId,
    requireAuth,
    smtpIdleMs: whole(env, 'BOUNTY_CHAT_INBOUND_SMTP_IDLE_SECONDS', 30) * 1000,
    smtpMessageMs: whole(env, 'BOUNTY_CHAT_INBOUND_SMTP_MESSAGE_SECONDS', 120) * 1000,
    smtpPerAddress: whole(env, 'BOUNTY_CHAT_INBOUND_SMTP_PER_ADDRESS', 5),
  };
}
