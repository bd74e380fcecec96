import type { Event } from 'stream-chat';

/** Builds the event for one recipient, so counts (unread, own_capabilities) can be per user. */
export type EventForRecipient = (recipientId: string) => Event;

/**
 * What routes publish. The hub decides which sockets get each delivery:
 * - `watchers`: every connection watching `cid` (message.new, typing.*, message.read …);
 * - `members-not-watching`: members of `cid` with a connection that does not watch it (notification.*);
 * - `user`: every connection of one user (notification.mark_read to the reader's other tabs …).
 */
export type Deliveries = {
  watchers: { cid: string; build: EventForRecipient; exceptConnectionId?: string };
  'members-not-watching': { cid: string; userIds: readonly string[]; build: EventForRecipient };
  user: { userId: string; build: EventForRecipient; exceptConnectionId?: string };
};

/** Socket lifecycle the hub reports, for features such as presence (`user.presence.changed`). */
export type Lifecycle = {
  /** A user's first connection opened (`online: true`) or last one closed (`online: false`). */
  presence: { userId: string; online: boolean };
  /** A connection started or stopped watching a channel (for `user.watching.start/stop`). */
  watching: { userId: string; cid: string; watching: boolean; connectionId: string };
};

/** Events the provider pushes to the app's webhook URL (built only when a webhook wants the type). */
export type ProviderEvents = {
  webhook: { cid: string; type: string; build: () => Event };
};

/** Everything that travels on the bus of one instance. */
export type BusEvents = Deliveries & Lifecycle & ProviderEvents;

/** A small typed event bus (one per instance). */
export class EventBus<Events extends Record<string, unknown> = BusEvents> {
  private readonly handlers = new Map<keyof Events, Array<(payload: never) => void>>();

  on<K extends keyof Events>(type: K, handler: (payload: Events[K]) => void): () => void {
    const list = this.handlers.get(type) ?? [];
    list.push(handler as (payload: never) => void);
    this.handlers.set(type, list);
    return () => {
      const current = this.handlers.get(type) ?? [];
      this.handlers.set(type, current.filter((candidate) => candidate !== handler));
    };
  }

  emit<K extends keyof Events>(type: K, payload: Events[K]): void {
    for (const handler of this.handlers.get(type) ?? []) (handler as (payload: Events[K]) => void)(payload);
  }
}
