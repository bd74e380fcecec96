import { createHmac } from 'node:crypto';
import { CHANNEL_TYPE, DM_PREFIX } from '../../contract/ids';

export { CHANNEL_TYPE, DM_PREFIX, isChannelId } from '../../contract/ids';

/**
 * The DM channel id for two users about one bounty: the same whichever side creates it (the pair is
 * sorted), 43 characters whatever the inputs, and unguessable without `secret` (an HMAC-SHA256), so nobody
 * can create the channel at the provider before the service does.
 */
export function dmChannelId(userA: string, userB: string, bountyId: string, secret: Buffer): string {
  const [first, second] = [userA, userB].sort();
  const digest = createHmac('sha256', secret).update(JSON.stringify([first, second, bountyId])).digest('hex');
  return `${DM_PREFIX}${digest.slice(0, 40)}`;
}

/** The provider's full channel id (`type:id`). */
export function channelCid(channelId: string): string {
  return `${CHANNEL_TYPE}:${channelId}`;
}
