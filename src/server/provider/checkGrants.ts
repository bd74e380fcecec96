import type { ChatProvider } from './chatProvider';

/**
 * Permissions that must stay with the service: with any of them a user's own provider token could create a
 * channel, change who is in one, rename it, or delete it, bypassing every check the service makes.
 * `-owner` variants apply to channels the user created, which is every channel the service makes for them.
 */
export const SERVER_ONLY_PERMISSIONS = [
  'create-channel',
  'update-channel-members',
  'update-channel-members-owner',
  'update-channel',
  'update-channel-owner',
  'delete-channel',
  'delete-channel-owner',
] as const;

/** Roles that act with server credentials only; every other role can be a user's. */
const SERVER_ROLES = new Set(['admin']);

/** Start-up refused because the provider lets users do what only the service may. */
export class OpenGrantsError extends Error {
  override name = 'OpenGrantsError';
}

/** The role/permission pairs that break the lock, as `role: permission`. */
export function openGrants(grants: Record<string, readonly string[]>): string[] {
  const open: string[] = [];
  for (const [role, permissions] of Object.entries(grants)) {
    if (SERVER_ROLES.has(role)) continue;
    for (const permission of permissions) if ((SERVER_ONLY_PERMISSIONS as readonly string[]).includes(permission)) open.push(`${role}: ${permission}`);
  }
  return open;
}

/**
 * Reads the `messaging` channel type's grants through the provider's server API and throws, naming each
 * open grant, unless `allowOpen` (then it only logs them).
 */
export async function checkProviderGrants(provider: Pick<ChatProvider, 'channelTypeGrants'>, allowOpen: boolean, log: (line: string) => void): Promise<void> {
  const open = openGrants(await provider.channelTypeGrants());
  if (open.length === 0) return;
  const list = open.join('; ');
  if (allowOpen) {
    log(`warning: users may create, re-member, rename or delete channels at the provider (${list}); allowed by BOUNTY_CHAT_ALLOW_OPEN_GRANTS=1`);
    return;
  }
  throw new OpenGrantsError(
    `the provider's messaging channel type grants users what only the service may do: ${list}. Remove these grants (see docs/security.md) or set BOUNTY_CHAT_ALLOW_OPEN_GRANTS=1 to start anyway`,
  );
}
