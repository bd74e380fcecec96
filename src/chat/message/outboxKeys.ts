/**
 * Where the outbox lives in the browser's storage: one key per user and channel, named by the user's id and the
 * channel's `type:id` (never a token). Apart from the outbox's rules, so the check at start-up stays tiny.
 */

/** The storage key prefix of a user's outbox. */
export function outboxUserPrefix(userId: string): string {
  return `bountychat.outbox:${encodeURIComponent(userId)}/`;
}

/** The storage key of one user's outbox in one channel (`type:id`). */
export function outboxKey(userId: string, cid: string): string {
  return outboxUserPrefix(userId) + cid;
}

/** The channel (`type:id`) a key of this user's outbox belongs to, or null for any other key. */
export function outboxChannel(key: string, userId: string): string | null {
  const prefix = outboxUserPrefix(userId);
  return key.startsWith(prefix) && key.length > prefix.length ? key.slice(prefix.length) : null;
}
