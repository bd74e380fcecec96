import type { FakeStreamContext } from '../context.js';
import { StreamError } from '../errors.js';
import type { ChannelRecord } from '../store/records.js';

/**
 * The permissions fake-stream's channel-type grants govern: creating channels, changing members, updating
 * (renaming) and deleting them. A `-owner` variant applies to channels the user created. Everything else a
 * member does follows the channel's capabilities, as before.
 */
export const GOVERNED_PERMISSIONS = ['create-channel', 'update-channel-members', 'update-channel', 'delete-channel'] as const;

/** One governed permission. */
export type GovernedPermission = (typeof GOVERNED_PERMISSIONS)[number];

/** Grants by role: a global role (`user`, `admin` …) or a channel role (`channel_member`, `channel_moderator`). */
export type Grants = Record<string, string[]>;

const EVERYTHING = [...GOVERNED_PERMISSIONS];

/** The default: only server-side calls and admins create channels, change members, rename or delete. */
export function lockedGrants(): Grants {
  return { admin: EVERYTHING, moderator: [], user: [], guest: [], anonymous: [], channel_member: [], channel_moderator: [] };
}

/**
 * The permissive setting, for tests of a provider that lets users manage channels: users create channels
 * and manage the ones they created, members add members, channel moderators update and delete.
 */
export function openGrants(): Grants {
  return {
    admin: EVERYTHING,
    moderator: EVERYTHING,
    user: ['create-channel', 'update-channel-owner', 'update-channel-members-owner', 'delete-channel-owner'],
    guest: [],
    anonymous: [],
    channel_member: ['update-channel-members'],
    channel_moderator: ['update-channel', 'update-channel-members', 'delete-channel'],
  };
}

/** The grants of each channel type; types nobody configured get the locked default. */
export class GrantTable {
  private readonly byType = new Map<string, Grants>();

  constructor(private readonly initial: () => Grants) {}

  /** The type's grants (a copy). */
  get(type: string): Grants {
    return structuredClone(this.byType.get(type) ?? this.initial());
  }

  /** Replaces the lists of the roles named in `update`; other roles keep theirs. */
  update(type: string, update: Grants): Grants {
    const next = { ...this.get(type), ...structuredClone(update) };
    this.byType.set(type, next);
    return structuredClone(next);
  }
}

/** Whether a user may do `permission` (in `channel`, when there is one) under the type's grants. */
export function isGranted(ctx: FakeStreamContext, type: string, channel: ChannelRecord | undefined, userId: string, permission: GovernedPermission): boolean {
  const grants = ctx.grants.get(type);
  const roles = [ctx.store.users.get(userId)?.role ?? 'user'];
  const member = channel ? ctx.store.member(channel.cid, userId) : undefined;
  // A channel's owner acts as its moderator; `-owner` grants add what creators may do in their own channels.
  if (member) roles.push(member.channel_role === 'channel_member' ? 'channel_member' : 'channel_moderator');
  const granted = new Set(roles.flatMap((role) => grants[role] ?? []));
  return granted.has(permission) || (channel !== undefined && channel.created_by_id === userId && granted.has(`${permission}-owner`));
}

/** Refuses (HTTP 403, code 17) a user the grants do not allow; server-side calls (no user) always pass. */
export function requireGrant(ctx: FakeStreamContext, type: string, channel: ChannelRecord | undefined, userId: string | undefined, permission: GovernedPermission, call: string): void {
  if (userId === undefined || isGranted(ctx, type, channel, userId, permission)) return;
  throw new StreamError('notAllowed', `${call} failed with error: "User '${userId}' has no ${permission} grant on channel type ${type}"`);
}
