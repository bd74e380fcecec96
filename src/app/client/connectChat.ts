/**
 * Connects the stream-chat client outside React: the product service issues the Stream token
 * (get-or-create-user), and on expiry the SDK's token provider asks the host and the service again.
 */
import { StreamChat } from 'stream-chat';
import type { ServiceClient } from '../../service/index.js';
import { originsOf, trustProviderUsers } from './trustProviderUsers.js';
import { readsUpToMarkedMessage } from './readsUpToMarkedMessage.js';
import { followChannelConfig } from './followChannelConfig.js';
import { keepNewestChannelData } from './keepNewestChannelData.js';
import { rememberLinkDomains } from './linkDomains.js';

/**
 * How long a request to the provider may take before the SDK gives up on it (its default is 3 s). A send on a
 * slow mobile network can take longer and still arrive: at 3 s it was shown as failed and kept for resending
 * while it was on its way. A dead connection fails at once, not at the timeout; uploads have none.
 */
const PROVIDER_REQUEST_TIMEOUT_MS = 15_000;

/** A connected client and the user it acts as. */
export interface ChatConnection {
  client: StreamChat;
  userId: string;
  disconnect(): Promise<void>;
}

/** The browser's time zone and language, which the service keeps as the default for the times in her e-mail. */
function browserLook(): { timeZone: string; locale: string } {
  // `navigator` is the browser's; where there is none (the widget's client run by Node), Intl's own locale stands in.
  const locale = typeof navigator === 'undefined' ? Intl.DateTimeFormat().resolvedOptions().locale : navigator.language;
  return { timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone, locale };
}

/** Creates a client per widget (never the SDK's singleton: two widgets may share a page) and connects it. */
export async function connectChat(service: ServiceClient): Promise<ChatConnection> {
  const session = await service.getOrCreateUser(browserLook());
  const client = new StreamChat(session.apiKey, { baseURL: session.baseUrl, timeout: PROVIDER_REQUEST_TIMEOUT_MS });
  trustProviderUsers(client, originsOf(session.baseUrl));
  readsUpToMarkedMessage(client);
  followChannelConfig(client);
  keepNewestChannelData(client);
  rememberLinkDomains(client, session.linkDomains);
  let first = true;
  const tokenProvider = async (): Promise<string> => {
    if (first) {
      first = false;
      return session.token;
    }
    // The Stream token expired: the host's credentials may have too, so ask for both afresh.
    service.resetCredentials();
    return (await service.getOrCreateUser()).token;
  };
  // Only the id: the service wrote this user's name and image to the provider from the host's claims, and a
  // client may not rewrite its own record there (docs/security.md).
  await client.connectUser({ id: session.user.id }, tokenProvider);
  return {
    client,
    userId: session.user.id,
    disconnect: () => client.disconnectUser(),
  };
}
