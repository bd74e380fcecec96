/**
 * The outbox's code (./outbox.ts) loads only when there is something to keep: a send failed, or the user's
 * outbox in this browser holds a message from before (checked once the widget has connected).
 */
import type { StreamChat } from 'stream-chat';
import { outboxUserPrefix } from '../../chat/message/outboxKeys.js';
import type * as OutboxCode from './outbox.js';

type OutboxModule = typeof OutboxCode;
let loading: Promise<OutboxModule> | undefined;

/** The outbox's module, fetched on the first call. */
export const loadOutbox = (): Promise<OutboxModule> => (loading ??= import('./outbox.js').catch((error: unknown) => {
  loading = undefined;
  throw error;
}));

/** The outbox's module if a call has fetched it: a delivered message can only be in a loaded outbox. */
export const loadedOutbox = (): Promise<OutboxModule> | undefined => loading;

/** Resends what the user's outbox in this browser kept from before (a reload, an earlier visit), if anything. */
export function resumeOutbox(client: StreamChat, userId: string): void {
  try {
    const prefix = outboxUserPrefix(userId);
    if (Object.keys(localStorage).some((key) => key.startsWith(prefix))) void loadOutbox().then((outbox) => outbox.startOutbox(client, true));
  } catch {
    // No storage (blocked by the host's policy): nothing was kept.
  }
}
