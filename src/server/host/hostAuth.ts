import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { ApiError } from '../http/errors';
import type { FailedAuthLimiter } from '../http/failedAuthLimiter';

/**
 * Lets a call from the host's back end through, or throws: 404 when no host key is configured (the API is off),
 * 401 for a missing or wrong `Authorization: Bearer <key>` (counted as a failed authentication for the address),
 * 429 for a wrong key from an address over its failed-authentication budget.
 * A right key passes even from a blocked address: a key of 32+ characters is beyond guessing, and the host's
 * back end (often behind the same egress as others) must not be locked out by someone else's bad calls.
 */
export function authenticateHost(req: IncomingMessage, key: string | null, failedAuth: Pick<FailedAuthLimiter, 'blockedFor' | 'fail'>, address: string): void {
  if (key === null) throw new ApiError('not_found', 'the host API is off: the service has no BOUNTY_CHAT_HOST_API_KEY');
  const given = bearer(req.headers.authorization);
  if (given !== null && sameSecret(given, key)) return;
  const waitMs = failedAuth.blockedFor(address);
  if (waitMs > 0) {
    const seconds = String(Math.ceil(waitMs / 1000));
    throw new ApiError('rate_limited', `too many failed authentications from this address; wait ${seconds} s`, { 'retry-after': seconds });
  }
  failedAuth.fail(address);
  throw new ApiError(
    'unauthorized',
    given === null ? 'the host API needs the header Authorization: Bearer <BOUNTY_CHAT_HOST_API_KEY>' : 'the host API key is wrong',
    { 'www-authenticate': 'Bearer realm="bountychat-host"' },
  );
}

function bearer(header: string | undefined): string | null {
  const match = /^Bearer +(\S+) *$/i.exec(header ?? '');
  return match ? match[1]! : null;
}

/** Compares in constant time whatever the lengths: both sides are hashed to 32 bytes first. */
function sameSecret(given: string, key: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();
  return timingSafeEqual(digest(given), digest(key));
}
