/**
 * Identifier rules shared by the widget, its service client and the product service. Plain constants and
 * predicates only: the widget bundles this file.
 */

/**
 * The channel type every BountyChat channel uses at the provider: the product's own, which the service creates
 * at start-up when missing, with grants that let no client role create or change its channels. The widget
 * shows channels of this type only (and only those whose `kind` the service set).
 */
export const CHANNEL_TYPE = 'bountychat';

/**
 * The custom event the service sends to every connection of a user who opened a conversation (mark-seen), with the
 * conversation's `channel_id`: her other devices' lists drop "New" at once, though the provider saw no read (a
 * conversation with nothing unread is opened without one). No `.` in it: the provider refuses that in a user event.
 */
export const SEEN_EVENT = 'bountychat_seen';

/** The `kind` values the service writes on the channels it creates; the widget shows no other. */
export const CHANNEL_KINDS = ['bounty', 'dm'] as const;

/** Prefix of every direct-message channel id; bounty ids may not start with it. */
export const DM_PREFIX = 'dm-';

/** A user id as the provider accepts it: letters, digits, `@`, `_`, `-`; at most 64. */
export const USER_ID_PATTERN = /^[A-Za-z0-9@_-]{1,64}$/;

/**
 * A bounty id, which is also its channel id: letters, digits, `_`, `-`; at most 64. The provider would also
 * take `!`, which it reserves for channels identified by their members, so we refuse it.
 */
export const BOUNTY_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/** A DM channel id: the prefix and 40 hex digits of an HMAC (only the product service can compute one). */
export const DM_CHANNEL_ID_PATTERN = /^dm-[0-9a-f]{40}$/;

/** Whether `value` is a user id the provider accepts. */
export function isUserId(value: unknown): value is string {
  return typeof value === 'string' && USER_ID_PATTERN.test(value);
}

/** Whether `value` is a valid bounty id (so a bounty channel id): the alphabet, and not a DM's prefix. */
export function isBountyId(value: unknown): value is string {
  return typeof value === 'string' && BOUNTY_ID_PATTERN.test(value) && !value.startsWith(DM_PREFIX);
}

/** Whether a channel id names a direct message. */
export function isDirectMessageId(channelId: string): boolean {
  return channelId.startsWith(DM_PREFIX);
}

/** Whether `value` is any BountyChat channel id: a bounty id or a DM id. */
export function isChannelId(value: unknown): value is string {
  return typeof value === 'string' && (isBountyId(value) || DM_CHANNEL_ID_PATTERN.test(value));
}

/**
 * The custom field the service sets on a message it stored with something hidden (the contact policy that hid it:
 * `mask` or `mask-until-awarded`), so that the sender's widget can say so beside her own message.
 */
export const CONTACT_HIDDEN_FIELD = 'contact_hidden';
