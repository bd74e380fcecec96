import type { ServiceEnv } from './configError';
import { text, urlSetting, whole } from './read';

/** How e-mail leaves the service: the SMTP server (or the outbox folder), the sender, retries and the queue. */
export interface EmailConfig {
  /** SMTP server for e-mail; null writes `.eml` files to `outboxDir` instead. */
  smtpUrl: string | null;
  /** Where `.eml` files go when no SMTP server is configured. */
  outboxDir: string;
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
  /** Delivered e-mail text and addresses are erased after this long (personal data). */
  emailRetentionMs: number;
}

/** How the e-mail queue batches, caps, leases and forgets (from EmailConfig); every instance on one store must agree. */
export interface QueueSettings {
  /** Everything for one recipient within this window becomes one digest. */
  windowMs: number;
  /** At most this many digests to one recipient in any hour. */
  hourlyCap: number;
  /** How long a claimed digest stays with its worker before another may take it. */
  leaseMs: number;
  /** How long a delivered (or dead) digest keeps its text and address before they are erased. */
  retentionMs: number;
}

const DAY_MS = 24 * 60 * 60_000;

/** Reads the e-mail settings; `dataDir` (BOUNTY_CHAT_DATA) holds the outbox. A bad one is a ConfigError naming it. */
export function parseEmailConfig(env: ServiceEnv, dataDir: string | null): EmailConfig {
  return {
    smtpUrl: urlSetting('SMTP_URL', text(env, 'SMTP_URL'), ['smtp:', 'smtps:']),
    outboxDir: `${dataDir ?? '.data'}/outbox`,
    emailWindowMs: whole(env, 'BOUNTY_CHAT_EMAIL_WINDOW_MS', 60_000, ' of milliseconds'),
    emailFrom: text(env, 'BOUNTY_CHAT_EMAIL_FROM') ?? 'BountyChat <no-reply@bountychat.invalid>',
    emailRetryBaseMs: whole(env, 'BOUNTY_CHAT_EMAIL_RETRY_MS', 5_000, ' of milliseconds'),
    emailRetryMaxMs: 5 * 60_000,
    emailMaxAttempts: whole(env, 'BOUNTY_CHAT_EMAIL_MAX_ATTEMPTS', 8),
    emailHourlyCap: whole(env, 'BOUNTY_CHAT_EMAIL_HOURLY_CAP', 6),
    emailLeaseMs: whole(env, 'BOUNTY_CHAT_EMAIL_LEASE_MS', 120_000, ' of milliseconds'),
    emailRetentionMs: whole(env, 'BOUNTY_CHAT_EMAIL_RETENTION_DAYS', 7) * DAY_MS,
  };
}
