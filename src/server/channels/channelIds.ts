import { createHmac } from 'node:crypto';
import { CHANNEL_TYPE, DM_PREFIX } from '../../contract/ids';

export { CHANNEL_TYPE, DM_PREFIX, isChannelId } from '../../contract/ids';

/**
 * The DM channel id for two users about one bounty: the same whichever side creates it (the pair is
 * sorted), 43 characters whatever the inputs, and unguessable without `secret` (an HMAC-SHA256), so nobody
 * can create the channel at the provider before the service does. `generation` above 0 gives another id for
 * the same pair, for when the first is an erased user's DM kept for the other member.
 */
export function dmChannelId(userA: string, userB: string, bountyId: string, secret: Buffer, generation = 0): string {
  const [first, second] = [userA, userB].sort();
  const input = generation === 0 ? [first, second, bountyId] : [first, second, bountyId, generation];
  const digest = createHmac('sha256', secret).update(JSON.stringify(input)).digest('hex');
  return `${DM_PREFIX}${digest.slice(0, 40)}`;
}

/** The provider's full channel id (`type:id`). */
export function channelCid(channelId: string): string {
  return `${CHANNEL_TYPE}:${channelId}`;
}
