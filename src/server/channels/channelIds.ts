import { createHash } from 'node:crypto';

/** The provider's channel id rule: letters, digits, `_`, `-`, `!`; at most 64. */
const CHANNEL_ID = /^[A-Za-z0-9_!-]{1,64}$/;

/** The channel type every BountyChat channel uses. */
export const CHANNEL_TYPE = 'messaging';

/** Prefix of every direct-message channel id. */
export const DM_PREFIX = 'dm-';

/** Whether `value` is a channel id the provider accepts. */
export function isChannelId(value: string): boolean {
  return CHANNEL_ID.test(value);
}

/**
 * The DM channel id for two users about one bounty: the same whichever side creates it
 * (the pair is sorted) and always 43 characters, whatever the lengths of the inputs.
 */
export function dmChannelId(userA: string, userB: string, bountyId: string): string {
  const [first, second] = [userA, userB].sort();
  const digest = createHash('sha256').update(JSON.stringify([first, second, bountyId])).digest('hex');
  return `${DM_PREFIX}${digest.slice(0, 40)}`;
}

/** The provider's full channel id (`type:id`). */
export function channelCid(channelId: string): string {
  return `${CHANNEL_TYPE}:${channelId}`;
}
