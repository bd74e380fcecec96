import type { FakeStreamContext } from '../context.js';
import { StreamError } from '../errors.js';
import type { BanRecord } from '../store/message-feature-records.js';
import type { ChannelRecord } from '../store/records.js';

/** Capabilities a member loses where she may not write: a 1-on-1 channel whose other member blocked her, or a ban. */
export const WRITE_CAPABILITIES: ReadonlySet<string> = new Set([
  'send-message', 'send-reply', 'send-reaction', 'send-poll', 'upload-file', 'send-links', 'quote-message', 'pin-message', 'send-typing-events',
]);

/** Whether `blockerId` has blocked `blockedId`. */
export function hasBlocked(ctx: FakeStreamContext, blockerId: string, blockedId: string): boolean {
  return ctx.store.tables.blocks.has(`${blockerId}|${blockedId}`);
}

/** The other member of a 1-on-1 channel (exactly two members), or undefined: group channels are not affected by blocks. */
export function otherMemberOfPair(ctx: FakeStreamContext, channel: ChannelRecord, userId: string): string | undefined {
  const ids = ctx.store.memberIdsOf(channel.cid);
  if (ids.length !== 2 || !ids.includes(userId)) return undefined;
  return ids.find((id) => id !== userId);
}

/** Whether `userId` may not write in `channel` because its other member blocked her. */
export function isBlockedIn(ctx: FakeStreamContext, channel: ChannelRecord, userId: string): boolean {
  const other = otherMemberOfPair(ctx, channel, userId);
  return other !== undefined && hasBlocked(ctx, other, userId);
}

/** Whether the viewer blocked the other member of this 1-on-1 channel (the channel is hidden from her). */
export function viewerBlockedPeer(ctx: FakeStreamContext, channel: ChannelRecord, viewerId: string): boolean {
  const other = otherMemberOfPair(ctx, channel, viewerId);
  return other !== undefined && hasBlocked(ctx, viewerId, other);
}

/** The user's app-wide ban while it lasts (a timed ban runs out by itself). */
export function liveBan(ctx: FakeStreamContext, userId: string): BanRecord | undefined {
  const ban = ctx.store.tables.bans.get(userId);
  if (!ban) return undefined;
  return ban.expires !== undefined && ban.expires <= ctx.clock.now().toISOString() ? undefined : ban;
}

/**
 * Refuses a message the provider would refuse: from a user under a (not shadow) ban anywhere, or into a 1-on-1
 * channel whose other member blocked the sender. The words say nothing about who blocked whom.
 */
export function refuseBlockedOrBanned(ctx: FakeStreamContext, channel: ChannelRecord, senderId: string, call: string): void {
  const ban = liveBan(ctx, senderId);
  if (ban && !ban.shadow) throw new StreamError('notAllowed', `${call} failed with error: "User '${senderId}' is banned"`);
  if (isBlockedIn(ctx, channel, senderId)) {
    throw new StreamError('notAllowed', `${call} failed with error: "User '${senderId}' is not allowed to send messages in channel ${channel.cid}"`);
  }
}
