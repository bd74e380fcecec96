import { ownCapabilities } from '../capabilities.js';
import { channelTypeConfig } from '../channel-config.js';
import type { FakeStreamContext } from '../context.js';
import { StreamError } from '../errors.js';
import type { ChannelRecord } from '../store/records.js';

/** Global roles that may do anything in any channel, as on the provider. */
const GLOBAL_STAFF_ROLES = new Set(['admin', 'moderator']);

/** Whether the user's global role lets them act in every channel (and skip slow mode). */
export function isGlobalStaff(ctx: FakeStreamContext, userId: string): boolean {
  return GLOBAL_STAFF_ROLES.has(ctx.store.users.get(userId)?.role ?? 'user');
}

/** The user's own_capabilities in the channel (none for non-members). */
export function capabilitiesOf(ctx: FakeStreamContext, channel: ChannelRecord, userId: string): string[] {
  return ownCapabilities(channel, ctx.store.member(channel.cid, userId), channelTypeConfig(channel.type));
}

/**
 * Refuses (HTTP 403, code 17) a user who lacks `capability` in the channel. The server acting as nobody,
 * global admins/moderators and the channel's creator pass.
 */
export function requireCapability(ctx: FakeStreamContext, channel: ChannelRecord, userId: string | undefined, capability: string, call: string): void {
  if (userId === undefined || isGlobalStaff(ctx, userId) || channel.created_by_id === userId) return;
  if (capabilitiesOf(ctx, channel, userId).includes(capability)) return;
  throw new StreamError('notAllowed', `${call} failed with error: "User '${userId}' is not allowed to perform action ${capability} in channel ${channel.cid}"`);
}
