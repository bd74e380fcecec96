import { ConfigError } from './configError';
import type { ServiceEnv } from './configError';
import { flag, httpUrl, text, whole } from './read';

/** How the service notifies by e-mail: its public address (for the provider's webhook) and how e-mails read. */
export interface NotifyConfig {
  /** Where the service is reachable from the provider; when set, `<publicUrl>/webhooks/stream` is registered at start-up. */
  publicUrl: string | null;
  /**
   * BOUNTY_CHAT_WEBHOOK_TAKE_OVER=1: start-up may replace a webhook URL the provider already holds for another
   * receiver. Off, start-up refuses to start rather than take another service's events.
   */
  webhookTakeOver: boolean;
  /** Shown in "<sender> via <productName>" and in the e-mail's text. */
  productName: string;
  /** A link to the conversation on the host's site; `{channelId}` is replaced. Null: no link. */
  conversationUrl: string | null;
  /** The IANA zone e-mails state their times in (with the zone's name). */
  emailTimeZone: string;
  /** At most this many send-message-email requests per sender and recipient per hour. */
  emailRequestsPerHour: number;
  /** A digest lists at most this many messages … */
  digestMaxItems: number;
  /** … and at most this many bytes of message text; the rest is counted ("and 12 more messages"). */
  digestMaxBytes: number;
}

/** Parses the notification settings; a bad one is a ConfigError naming it. */
export function parseNotifyConfig(env: ServiceEnv): NotifyConfig {
  return {
    publicUrl: publicUrl(text(env, 'BOUNTY_CHAT_PUBLIC_URL')),
    webhookTakeOver: flag(env, 'BOUNTY_CHAT_WEBHOOK_TAKE_OVER'),
    productName: productName(text(env, 'BOUNTY_CHAT_PRODUCT_NAME') ?? 'BountyChat'),
    conversationUrl: conversationUrl(text(env, 'BOUNTY_CHAT_CONVERSATION_URL')),
    emailTimeZone: timeZone(text(env, 'BOUNTY_CHAT_EMAIL_TIME_ZONE') ?? 'UTC'),
    emailRequestsPerHour: whole(env, 'BOUNTY_CHAT_EMAIL_REQUESTS_PER_HOUR', 20),
    digestMaxItems: whole(env, 'BOUNTY_CHAT_DIGEST_MAX_ITEMS', 20),
    digestMaxBytes: whole(env, 'BOUNTY_CHAT_DIGEST_MAX_KB', 100) * 1024,
  };
}

function publicUrl(value: string | null): string | null {
  if (value === null) return null;
  const url = httpUrl('BOUNTY_CHAT_PUBLIC_URL', value);
  if (url.search !== '' || url.hash !== '') throw new ConfigError('BOUNTY_CHAT_PUBLIC_URL', 'must not have a query or fragment');
  return value.replace(/\/+$/, '');
}

function conversationUrl(value: string | null): string | null {
  if (value === null) return null;
  if (!value.includes('{channelId}')) throw new ConfigError('BOUNTY_CHAT_CONVERSATION_URL', 'must contain {channelId}');
  httpUrl('BOUNTY_CHAT_CONVERSATION_URL', value.replaceAll('{channelId}', 'x'));
  return value;
}

function productName(value: string): string {
  // It goes into a From header's display name: no line breaks, quotes or angle brackets, one line of text.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f"<>]/.test(value) || value.length > 60) {
    throw new ConfigError('BOUNTY_CHAT_PRODUCT_NAME', 'must be one line of at most 60 characters without quotes or angle brackets');
  }
  return value;
}

function timeZone(value: string): string {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
  } catch {
    throw new ConfigError('BOUNTY_CHAT_EMAIL_TIME_ZONE', `is not a time zone: ${value} (use an IANA name such as UTC or Europe/Paris)`);
  }
  return value;
}
