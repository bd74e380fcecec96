import { ownCapabilities } from '../capabilities.js';
import { channelConfig } from '../channel-config.js';
import type { FakeStreamContext } from '../context.js';
import { StreamError } from '../errors.js';
import type { ChannelRecord } from '../store/records.js';
import { MESSAGE_GRANT_OF, holdsMessageGrant, isGranted, ownerCapabilities } from './grants.js';
import type { GovernedPermission } from './grants.js';
import { WRITE_CAPABILITIES, isBlockedIn, liveBan } from './safety.js';

/** Capabilities that exist only when the channel type's grants allow the matching permission. */
const GRANT_OF: Readonly<Record<string, GovernedPermission>> = {
  'update-channel-members': 'update-channel-members',
  'update-channel': 'update-channel',
  'delete-channel': 'delete-channel',
};

/** Global roles that may do anything in any channel, as on the provider. */
const GLOBAL_STAFF_ROLES = new Set(['admin', 'moderator']);

/** Whether the user's global role lets them act in every channel (and skip slow mode). */
export function isGlobalStaff(ctx: FakeStreamContext, userId: string): boolean {
  return GLOBAL_STAFF_ROLES.has(ctx.store.users.get(userId)?.role ?? 'user');
}

/** The user's own_capabilities in the channel (none for non-members). */
export function capabilitiesOf(ctx: FakeStreamContext, channel: ChannelRecord, userId: string): string[] {
  return ownCapabilities(channel, ctx.store.member(channel.cid, userId), channelConfig(ctx, channel), ownerCapabilities(ctx, channel, userId))
    .filter((capability) => GRANT_OF[capability] === undefined || isGranted(ctx, channel.type, channel, userId, GRANT_OF[capability]))
    .filter((capability) => MESSAGE_GRANT_OF[capability] === undefined || holdsMessageGrant(ctx, channel, userId, MESSAGE_GRANT_OF[capability]))
    .filter((capability) => !WRITE_CAPABILITIES.has(capability) || !mayNotWrite(ctx, channel, userId));
}

/** A banned user (not shadow-banned: she must not notice) writes nowhere; a blocked one not in that 1-on-1 channel. */
function mayNotWrite(ctx: FakeStreamContext, channel: ChannelRecord, userId: string): boolean {
  const ban = liveBan(ctx, userId);
  return (ban !== undefined && !ban.shadow) || isBlockedIn(ctx, channel, userId);
}

/**
 * Refuses (HTTP 403, code 17) a user who lacks `capability` in the channel. The server acting as nobody
 * passes; so do global admins/moderators, except for what the grants govern (member changes, updates,
 * deletion), which only the grants decide. The channel's creator has exactly the `-owner` grants, not more.
 */
export function requireCapability(ctx: FakeStreamContext, channel: ChannelRecord, userId: string | undefined, capability: string, call: string): void {
  if (userId === undefined) return;
  const governed = GRANT_OF[capability];
  if (governed !== undefined) {
    if (isGranted(ctx, channel.type, channel, userId, governed)) return;
    throw new StreamError('notAllowed', `${call} failed with error: "User '${userId}' has no ${governed} grant in channel ${channel.cid}"`);
  }
  if (isGlobalStaff(ctx, userId)) return;
  if (capabilitiesOf(ctx, channel, userId).includes(capability)) return;
  throw new StreamError('notAllowed', `${call} failed with error: "User '${userId}' is not allowed to perform action ${capability} in channel ${channel.cid}"`);
}
