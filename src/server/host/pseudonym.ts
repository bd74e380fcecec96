import { randomBytes } from 'node:crypto';

/** What a notice that named an erased user says instead of their name. */
export const FORMER_MEMBER = 'a former member';

/**
 * A fresh stand-in for an erased user's id where a record must keep a value (a DM's pair, a bounty's winner):
 * `erased:` and 16 hex digits. A colon is never in a user id, so no user, not even a new one with the erased
 * id, ever matches it.
 */
export function erasedPseudonym(): string {
  return `erased:${randomBytes(8).toString('hex')}`;
}
