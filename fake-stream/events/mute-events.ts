import type { Event, OwnUserResponse } from 'stream-chat';

/** `notification.mutes_updated` / `notification.channel_mutes_updated` to the muter's connections, with the new `me`. */
export function mutesUpdatedEvent(type: 'notification.mutes_updated' | 'notification.channel_mutes_updated', me: OwnUserResponse, createdAt: string): Event {
  return { type, me, created_at: createdAt } satisfies Event;
}
