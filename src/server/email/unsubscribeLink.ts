import { createHmac, timingSafeEqual } from 'node:crypto';

/** Where the one-click unsubscribe page lives on the service. */
export const UNSUBSCRIBE_PATH = '/unsubscribe';

/** What the List-Unsubscribe headers need: the service's public URL, an optional mailbox, the signing key. */
export interface UnsubscribeSettings {
  publicUrl: string | null;
  mailto: string | null;
  secret: Buffer;
}

const PURPOSE = 'bountychat unsubscribe v1';

function mac(secret: Buffer, userId: string): Buffer {
  return createHmac('sha256', secret).update(`${PURPOSE}\n${userId}`).digest();
}

/**
 * A per-recipient token: base64url(user id) "." base64url(HMAC-SHA256). It can only turn that user's chat
 * e-mail off; it never expires (a link in an old e-mail must still work) and changes when the token key does.
 */
export function signUnsubscribeToken(secret: Buffer, userId: string): string {
  return `${Buffer.from(userId, 'utf8').toString('base64url')}.${mac(secret, userId).toString('base64url')}`;
}

/** The user id a token was signed for, or null when it is malformed, forged or tampered with. */
export function verifyUnsubscribeToken(secret: Buffer, token: string | null): string | null {
  if (token === null || token.length > 300) return null;
  const match = /^([A-Za-z0-9_-]{1,100})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const userId = Buffer.from(match[1]!, 'base64url').toString('utf8');
  const given = Buffer.from(match[2]!, 'base64url');
  const expected = mac(secret, userId);
  return given.length === expected.length && timingSafeEqual(given, expected) ? userId : null;
}

/** The one-click URL for a recipient, or null without a public URL. */
export function unsubscribeUrl(settings: UnsubscribeSettings, userId: string): string | null {
  if (settings.publicUrl === null) return null;
  return `${settings.publicUrl}${UNSUBSCRIBE_PATH}?token=${signUnsubscribeToken(settings.secret, userId)}`;
}

/**
 * `List-Unsubscribe` (the one-click URL and/or a mailto whose subject carries the token) and, with a URL,
 * `List-Unsubscribe-Post: List-Unsubscribe=One-Click` (RFC 8058). Empty when neither is configured.
 */
export function listUnsubscribeHeaders(settings: UnsubscribeSettings, userId: string): Record<string, string> {
  const url = unsubscribeUrl(settings, userId);
  const mailto = settings.mailto === null ? null : `mailto:${settings.mailto}?subject=${encodeURIComponent(`unsubscribe ${signUnsubscribeToken(settings.secret, userId)}`)}`;
  const targets = [url, mailto].filter((target): target is string => target !== null);
  if (targets.length === 0) return {};
  return {
    'List-Unsubscribe': targets.map((target) => `<${target}>`).join(', '),
    ...(url !== null && { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }),
  };
}
