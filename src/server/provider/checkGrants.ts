import type { ChatProvider, ProviderGrants } from './chatProvider';
import { refusedGrants } from './grantPolicy';

/** Start-up refused because the provider lets users do what only the service may. */
export class OpenGrantsError extends Error {
  override name = 'OpenGrantsError';
}

/** The app-level grants' scope name in a refusal (`app/user: search-user`). */
export const APP_GRANTS_SCOPE = 'app';

/** Every grant a client role holds beyond the allow-list, over every channel type and the app, as `scope/role: permission`. */
export function openGrants(report: ProviderGrants): string[] {
  const open: string[] = [];
  for (const [type, grants] of Object.entries(report.channelTypes)) open.push(...refusedGrants(type, grants, false));
  open.push(...refusedGrants(APP_GRANTS_SCOPE, report.app, true));
  return open;
}

/** The app settings that switch the provider's checks off, by name. */
export function disabledChecks(report: ProviderGrants): string[] {
  return [
    ...(report.disableAuthChecks ? ['disable_auth_checks'] : []),
    ...(report.disablePermissionsChecks ? ['disable_permissions_checks'] : []),
  ];
}

/**
 * Reads every channel type's grants and the app settings through the provider's server API. Throws when the
 * app settings switch auth or permission checks off (always: no grant means anything then), and when a client
 * role holds a grant outside the allow-list, naming each, unless `allowOpen` (then it only logs them).
 */
export async function checkProviderGrants(provider: Pick<ChatProvider, 'grants'>, allowOpen: boolean, log: (line: string) => void): Promise<void> {
  const report = await provider.grants();
  const disabled = disabledChecks(report);
  if (disabled.length > 0) {
    throw new OpenGrantsError(`the provider's app settings turn its checks off (${disabled.map((name) => `${name} is on`).join('; ')}): any user could act as anyone. Turn them off (see docs/security.md)`);
  }
  const open = openGrants(report);
  if (open.length === 0) return;
  const list = open.join('; ');
  if (allowOpen) {
    log(`warning: users may create, re-member, rename or delete channels, rewrite their user record or list users at the provider (${list}); allowed by BOUNTY_CHAT_ALLOW_OPEN_GRANTS=1`);
    return;
  }
  throw new OpenGrantsError(
    `the provider grants client roles what only the service may do: ${list}. Remove these grants (see docs/security.md) or set BOUNTY_CHAT_ALLOW_OPEN_GRANTS=1 to start anyway`,
  );
}
