/** Wires the e-mail effects to this page: localStorage for the last-focused tab and the private-chat notice, the real window. */
import type { StreamChat } from 'stream-chat';
import type { ServiceClient } from '../../service/index.js';
import type { FocusStorage } from './lastFocus.js';
import { trackLastFocus } from './lastFocus.js';
import { notifyOfflineMembers } from './notifyOfflineMembers.js';

/** Starts e-mailing offline members about this user's messages from the last-focused tab; returns the stop. */
export function startOfflineEmail(client: StreamChat, userId: string, service: ServiceClient, onError: (error: unknown) => void): () => void {
  const lastFocus = trackLastFocus({ userId, storage: pageStorage(), window });
  const stop = notifyOfflineMembers({ client, service, mayNotify: lastFocus.isLastFocused, onError });
  return () => {
    stop();
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
