/**
 * The domains whose links the service lets through under a masking policy (get-or-create-user's `linkDomains`),
 * kept per client: the composer reads them from its channel's client to say which links a message will lose.
 */
import type { StreamChat } from 'stream-chat';

const byClient = new WeakMap<StreamChat, readonly string[]>();

/** Records `domains` for `client` (an older service answers none: every link then counts as hidden). */
export function rememberLinkDomains(client: StreamChat, domains: readonly string[] | undefined): void {
  byClient.set(client, domains ?? []);
}

/** The link domains recorded for `client`, or none. */
export function linkDomainsOf(client: StreamChat): readonly string[] {
  return byClient.get(client) ?? [];
}
