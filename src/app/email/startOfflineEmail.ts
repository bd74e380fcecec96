/** Wires the e-mail effects to this page: localStorage for the last-focused tab and the private-chat notice, the real window. */
import type { Event, StreamChat } from 'stream-chat';
import { CHANNEL_TYPE } from '../../contract/ids.js';
import type { ServiceClient } from '../../service/index.js';
import type { FocusStorage } from './lastFocus.js';
import { trackLastFocus } from './lastFocus.js';
import type { OfflineEmailHandler } from './notifyOfflineMembers.js';

/**
 * Starts e-mailing offline members about this user's messages from the last-focused tab; returns the stop. The
 * service decides e-mail from the provider's webhook too (and sends one e-mail per message whichever path
 * came first), so the rule's code loads only when this user first sends a message here.
 */
export function startOfflineEmail(client: StreamChat, userId: string, service: ServiceClient, onError: (error: unknown) => void): () => void {
  const lastFocus = trackLastFocus({ userId, storage: pageStorage(), window });
  let handler: Promise<OfflineEmailHandler> | null = null;
  let stopped = false;
  const subscription = client.on('message.new', (event: Event) => {
    if (stopped || event.channel_type !== CHANNEL_TYPE || (event.message?.user?.id ?? event.user?.id) !== client.userID) return;
    handler ??= import('./notifyOfflineMembers.js').then(({ offlineEmailHandler }) => offlineEmailHandler({ client, service, mayNotify: lastFocus.isLastFocused, onError }));
    handler.then((loaded) => { if (!stopped) loaded.handle(event); }, onError);
  });
  return () => {
    stopped = true;
    subscription.unsubscribe();
    void handler?.then((loaded) => loaded.stop(), () => undefined);
    lastFocus.destroy();
  };
}

/** localStorage, or null where reading it throws (blocked storage, sandboxed frames). */
export function pageStorage(): FocusStorage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
