import type { FakeStreamContext } from '../context.js';
import { StreamError } from '../errors.js';
import type { ChannelRecord } from '../store/records.js';
import type { Grants } from './grant-table.js';

/**
 * The permissions fake-stream's channel-type grants govern: creating channels, changing members, updating
 * (renaming) and deleting them. A `-owner` variant applies to channels the user created. Everything else a
 * member does follows the channel's capabilities, as before.
 */
export const GOVERNED_PERMISSIONS = ['create-channel', 'update-channel-members', 'update-channel', 'delete-channel'] as const;

/** One governed permission. */
export type GovernedPermission = (typeof GOVERNED_PERMISSIONS)[number];

const EVERYTHING = [...GOVERNED_PERMISSIONS];

/** The scope of the app-level grants (user permissions such as `update-user-owner`, `search-user`), as on the provider. */
export const APP_SCOPE = '.app';

/**
 * App-level permissions fake-stream enforces for client-side callers: changing one's own user record (connect's
 * user payload, the user update routes) and listing users (queryUsers).
 */
export type AppPermission = 'update-user-owner' | 'search-user';

/**
 * What a channel member does in a conversation under the locked grants: the message-level permissions of a
 * member role. Not `update-message-owner`: editing goes through the product service (docs/security.md).
 */
const MEMBER_PERMISSIONS = [
  'read-channel', 'read-channel-members', 'create-message', 'create-reply', 'create-attachment', 'upload-attachment',
  'create-mention', 'create-reaction', 'delete-reaction-owner', 'delete-message-owner',
  'flag-message', 'mute-channel', 'pin-message', 'send-custom-event', 'add-links', 'run-message-action',
  'remove-own-channel-membership', 'create-poll', 'cast-poll-vote', 'query-poll-votes',
];

/**
 * The locked setting (the default): only server-side calls and admins create channels, change members, rename
 * or delete; members hold the message-level permissions; at app level users may flag and mute, nothing more.
 * What an operator has after following docs/security.md.
 */
export function lockedGrants(scope = ''): Grants {
  if (scope === APP_SCOPE) return { admin: ['update-user', 'search-user', 'update-user-owner'], user: ['flag-user', 'mute-user'], guest: [], anonymous: [] };
  return { admin: EVERYTHING, moderator: [], user: [], guest: [], anonymous: [], channel_member: [...MEMBER_PERMISSIONS], channel_moderator: [] };
}

/**
 * Defaults in the manner of a hosted app's, for tests of a provider nobody locked: on every built-in type users
 * create channels and manage the ones they created (the `-owner` grants: rename, re-member, delete, truncate,
 * recreate), members add members, channel moderators update and delete; livestream lets anyone read and
 * write; at app level users search users and rewrite their own record.
 */
export function openGrants(scope = ''): Grants {
  if (scope === APP_SCOPE) {
    return {
      admin: ['update-user', 'search-user', 'update-user-owner'],
      user: ['flag-user', 'mute-user', 'search-user', 'update-user-owner'],
      guest: ['search-user', 'update-user-owner'],
      anonymous: [],
    };
  }
  const owner = [
    'update-channel-owner', 'update-channel-members-owner', 'delete-channel-owner', 'truncate-channel-owner', 'recreate-channel-owner',
    'update-channel-frozen-owner', 'update-channel-cooldown-owner', 'skip-channel-cooldown-owner',
  ];
  const grants: Grants = {
    admin: EVERYTHING,
    moderator: EVERYTHING,
    user: ['create-channel', ...owner],
    guest: [],
    anonymous: [],
    channel_member: [...MEMBER_PERMISSIONS, 'update-message-owner', 'update-channel-members'],
    channel_moderator: ['update-channel', 'update-channel-members', 'delete-channel', 'truncate-channel', 'update-message', 'delete-message'],
  };
  if (scope === 'livestream') {
    grants['user'] = [...(grants['user'] ?? []), 'read-channel', 'create-message', 'create-reaction'];
    grants['anonymous'] = ['read-channel'];
  }
  if (scope === 'commerce') grants['guest'] = ['create-channel', 'read-channel-owner'];
  return grants;
}

/**
 * What the owner (creator) of a channel may do on top of a member, by the type's `-owner` grants, as
 * capabilities: exactly those grants, nothing a moderator has unless one is granted.
 */
const OWNER_CAPABILITY_OF: Readonly<Record<string, string>> = {
  'update-channel-owner': 'update-channel',
  'update-channel-members-owner': 'update-channel-members',
  'delete-channel-owner': 'delete-channel',
  'truncate-channel-owner': 'truncate-channel',
  'update-channel-frozen-owner': 'freeze-channel',
  'update-channel-cooldown-owner': 'set-channel-cooldown',
  'ban-channel-member-owner': 'ban-channel-members',
  'skip-channel-cooldown-owner': 'skip-slow-mode',
};

/** The capabilities the channel's creator gets from the type's `-owner` grants held by their roles. */
export function ownerCapabilities(ctx: FakeStreamContext, channel: ChannelRecord, userId: string): string[] {
  if (channel.created_by_id !== userId) return [];
  const grants = ctx.grants.get(channel.type);
  const roles = [ctx.store.users.get(userId)?.role ?? 'user', 'channel_member'];
  return roles.flatMap((role) => grants[role] ?? []).flatMap((permission) => OWNER_CAPABILITY_OF[permission] ?? []);
}

/**
 * Capabilities that exist only when one of the user's roles in the channel (her global role, her channel role)
 * holds the matching grant on the channel's type, as on the provider: without `update-message-owner` a member
 * cannot edit her own messages.
 */
export const MESSAGE_GRANT_OF: Readonly<Record<string, string>> = {
  'update-own-message': 'update-message-owner',
};

/** Whether the user's global role or her role in `channel` holds `permission` on the channel's type. */
export function holdsMessageGrant(ctx: FakeStreamContext, channel: ChannelRecord, userId: string, permission: string): boolean {
  const grants = ctx.grants.get(channel.type);
  const member = ctx.store.member(channel.cid, userId);
  const roles = [ctx.store.users.get(userId)?.role ?? 'user', member?.channel_role === 'channel_moderator' ? 'channel_moderator' : 'channel_member'];
  return roles.some((role) => (grants[role] ?? []).includes(permission));
}

/** Whether a client-side user holds an app-level permission (by their global role). */
export function hasAppGrant(ctx: FakeStreamContext, userId: string, permission: AppPermission): boolean {
  const role = ctx.store.users.get(userId)?.role ?? 'user';
  return (ctx.grants.get(APP_SCOPE)[role] ?? []).includes(permission);
}

/** Whether a user may do `permission` (in `channel`, when there is one) under the type's grants. */
export function isGranted(ctx: FakeStreamContext, type: string, channel: ChannelRecord | undefined, userId: string, permission: GovernedPermission): boolean {
  const grants = ctx.grants.get(type);
  const roles = [ctx.store.users.get(userId)?.role ?? 'user'];
  const member = channel ? ctx.store.member(channel.cid, userId) : undefined;
  // A channel's creator is a member; only `-owner` grants add what creators may do in their own channels.
  if (member) roles.push(member.channel_role === 'channel_moderator' ? 'channel_moderator' : 'channel_member');
  const granted = new Set(roles.flatMap((role) => grants[role] ?? []));
  return granted.has(permission) || (channel !== undefined && channel.created_by_id === userId && granted.has(`${permission}-owner`));
}

/** Refuses (HTTP 403, code 17) a user the grants do not allow; server-side calls (no user) always pass. */
export function requireGrant(ctx: FakeStreamContext, type: string, channel: ChannelRecord | undefined, userId: string | undefined, permission: GovernedPermission, call: string): void {
  if (userId === undefined || isGranted(ctx, type, channel, userId, permission)) return;
  throw new StreamError('notAllowed', `${call} failed with error: "User '${userId}' has no ${permission} grant on channel type ${type}"`);
}
