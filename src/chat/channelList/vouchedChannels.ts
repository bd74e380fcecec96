/**
 * Which provider channels the widget shows: only the product's own type, and only those whose `kind` the
 * service set (no client role may create or update channels of that type, so `kind` is the service's word).
 * A channel of another type that names the user as a member (planted by someone granted create-channel on
 * that type) is never listed, watched or counted.
 */
import type { ChannelFilters } from 'stream-chat';
import { CHANNEL_KINDS, CHANNEL_TYPE } from '../../contract/ids.js';

/** Whether a cid (`type:id`) is of the product's channel type. */
export function isProductCid(cid: string): boolean {
  return cid.startsWith(`${CHANNEL_TYPE}:`);
}

/** Whether a channel's custom `kind` is one the service writes. */
export function isVouchedKind(kind: unknown): boolean {
  return typeof kind === 'string' && (CHANNEL_KINDS as readonly string[]).includes(kind);
}

/** Whether channel data (its type or cid, and its `kind`) is a channel the service vouches for. */
export function isVouchedChannel(channel: { type?: unknown; cid?: unknown; kind?: unknown } | undefined): boolean {
  if (!channel) return false;
  const ofType = channel.type === CHANNEL_TYPE || (typeof channel.cid === 'string' && isProductCid(channel.cid));
  return ofType && isVouchedKind(channel.kind);
}

/** The list query's filter: the user's channels of the product's type with a service-set kind. */
export function vouchedChannelsFilter(userId: string): ChannelFilters {
  return { type: CHANNEL_TYPE, kind: { $in: [...CHANNEL_KINDS] }, members: { $in: [userId] } } as ChannelFilters;
}
