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
 * What a member does inside a conversation she belongs to: read, write, react, edit and delete her own
 * messages, upload, flag, mute, pin, polls, leave. Nothing that creates, re-members, renames, truncates,
 * recreates or deletes a channel, and nothing on other people's messages.
 */
export const MEMBER_ALLOWED: readonly string[] = [
  'read-channel', 'read-channel-members', 'create-message', 'create-reply', 'create-attachment', 'upload-attachment',
  'create-mention', 'create-reaction', 'delete-reaction-owner', 'update-message-owner', 'delete-message-owner',
  'delete-attachment-owner', 'flag-message', 'mute-channel', 'pin-message', 'send-custom-event', 'add-links',
  'run-message-action', 'remove-own-channel-membership', 'create-poll', 'cast-poll-vote', 'query-poll-votes',
];

/**
 * What a global client role (`user`, `guest`, `anonymous`, custom) may hold on a channel type: only what acts
 * on the user's own messages. A global role's grant applies to channels she is not a member of, so reading
 * or writing is a member's grant, never a user's.
 */
export const CLIENT_ROLE_ALLOWED: readonly string[] = ['update-message-owner', 'delete-message-owner', 'delete-reaction-owner', 'flag-message', 'mute-channel'];

/** App-level grants a client role may hold: flagging and muting other users. Not `update-user-owner`, not `search-user`. */
export const APP_ALLOWED: readonly string[] = ['flag-user', 'mute-user'];

/** The channel role whose grants apply to members. */
const MEMBER_ROLE = 'channel_member';

/** The grants the service creates its channel type with: members converse, no client role manages channels. */
export function lockedTypeGrants(): Record<string, string[]> {
  return { user: [], guest: [], anonymous: [], channel_member: [...MEMBER_ALLOWED], channel_moderator: [] };
}

/** The grants of one scope that the allow-list refuses, as `scope/role: permission`. */
export function refusedGrants(scope: string, grants: Record<string, readonly string[]>, app: boolean): string[] {
  const refused: string[] = [];
  for (const [role, permissions] of Object.entries(grants)) {
    if (SERVER_ONLY_ROLES.has(role)) continue;
    const allowed = app ? APP_ALLOWED : role === MEMBER_ROLE ? MEMBER_ALLOWED : CLIENT_ROLE_ALLOWED;
    for (const permission of permissions) if (!allowed.includes(permission)) refused.push(`${scope}/${role}: ${permission}`);
  }
  return refused;
}
