import { CHANNEL_TYPE } from '../../contract/ids';

/**
 * What client roles may hold at the provider: the allow-list the start-up check applies to every channel type
 * and to the app-level grants, and the grants the service creates its own channel type with. Everything not
 * listed here stays with the service (server-side calls), because a user can call the provider directly with
 * her own provider token.
 */

/**
 * Roles that only server-side calls can give and the service never gives: their grants are not checked. Every
 * other role (`user`, `guest`, `anonymous`, `channel_member`, any custom role) counts as a client role.
 */
export const SERVER_ONLY_ROLES: ReadonlySet<string> = new Set(['admin', 'global_admin', 'moderator', 'global_moderator', 'channel_moderator']);

/**
 * What a member does inside a conversation she belongs to: read, write, react, delete her own messages, upload,
 * flag, mute, pin, polls, leave. Nothing that creates, re-members, renames, truncates, recreates or deletes a
 * channel, and nothing on other people's messages. Not editing either (`update-message-owner`): an edit goes
 * through the service's edit-message route, which hides contact details before the provider stores it (the
 * provider's before-message-send hook sees new messages only), so a member must not edit past it.
 */
export const MEMBER_ALLOWED: readonly string[] = [
  'read-channel', 'read-channel-members', 'create-message', 'create-reply', 'create-attachment', 'upload-attachment',
  'create-mention', 'create-reaction', 'delete-reaction-owner', 'delete-message-owner',
  'delete-attachment-owner', 'flag-message', 'mute-channel', 'pin-message', 'send-custom-event', 'add-links',
  'run-message-action', 'remove-own-channel-membership', 'create-poll', 'cast-poll-vote', 'query-poll-votes',
];

/**
 * What a global client role (`user`, `guest`, `anonymous`, custom) may hold on a channel type: only what acts
 * on the user's own messages, short of editing them (as for members). A global role's grant applies to
 * channels she is not a member of, so reading or writing is a member's grant, never a user's.
 */
export const CLIENT_ROLE_ALLOWED: readonly string[] = ['delete-message-owner', 'delete-reaction-owner', 'flag-message', 'mute-channel'];

/**
 * Grants the service once gave its own channel type and gives no more, by role. At start-up an existing product
 * type that still holds them is narrowed (prepareProvider), so an install from before each change starts; other
 * channel types are only checked.
 */
export const RETIRED_GRANTS: Readonly<Record<string, readonly string[]>> = {
  // Edits go through the service's edit-message route since members may no longer edit at the provider.
  channel_member: ['update-message-owner'],
};

/** App-level grants a client role may hold: flagging and muting other users. Not `update-user-owner`, not `search-user`. */
export const APP_ALLOWED: readonly string[] = ['flag-user', 'mute-user'];

/** The channel role whose grants apply to members. */
const MEMBER_ROLE = 'channel_member';

/** The grants the service creates its channel type with: members converse, no client role manages channels. */
export function lockedTypeGrants(): Record<string, string[]> {
  return { user: [], guest: [], anonymous: [], channel_member: [...MEMBER_ALLOWED], channel_moderator: [] };
}

/** The retired grants `grants` still holds, as `role: permission`. */
export function retiredGrantsIn(grants: Record<string, readonly string[]>): string[] {
  return Object.entries(RETIRED_GRANTS).flatMap(([role, retired]) =>
    (grants[role] ?? []).filter((permission) => retired.includes(permission)).map((permission) => `${role}: ${permission}`));
}

/** The lists of the roles in `grants` that hold retired grants, without them (roles with none are left out). */
export function withoutRetiredGrants(grants: Record<string, readonly string[]>): Record<string, string[]> {
  const narrowed: Record<string, string[]> = {};
  for (const [role, retired] of Object.entries(RETIRED_GRANTS)) {
    const held = grants[role];
    if (held?.some((permission) => retired.includes(permission))) narrowed[role] = held.filter((permission) => !retired.includes(permission));
  }
  return narrowed;
}

/**
 * Editing one's own messages on a channel type other than the product's: the widget shows the product's type only
 * and the contact rule applies there, so an edit elsewhere reaches no one through the product. Hosted Stream's
 * default grants hold it on its built-in types; an app set up as before the edit route keeps starting.
 */
const OTHER_TYPE_ALLOWED: readonly string[] = ['update-message-owner'];

/** The grants of one scope (a channel type's name, or the app) that the allow-list refuses, as `scope/role: permission`. */
export function refusedGrants(scope: string, grants: Record<string, readonly string[]>, app: boolean): string[] {
  const refused: string[] = [];
  const otherType = !app && scope !== CHANNEL_TYPE;
  for (const [role, permissions] of Object.entries(grants)) {
    if (SERVER_ONLY_ROLES.has(role)) continue;
    const allowed = app ? APP_ALLOWED : role === MEMBER_ROLE ? MEMBER_ALLOWED : CLIENT_ROLE_ALLOWED;
    for (const permission of permissions) {
      if (!allowed.includes(permission) && !(otherType && OTHER_TYPE_ALLOWED.includes(permission))) refused.push(`${scope}/${role}: ${permission}`);
    }
  }
  return refused;
}
