/**
 * The member's own capabilities in a channel, kept current while the channel is open. The provider's
 * `channel.updated` carries no capabilities (the SDK re-queries by itself only when `frozen` changes) and
 * `member.updated` never does, so after any other channel update (links switched off, slow mode) or a change
 * of our own role, the channel is queried again; the SDK then reports `capabilities.changed`.
 */
import { useEffect, useState } from 'react';
import type { Channel, Event, EventTypes } from 'stream-chat';
import { keepUnreadAfterAnswer } from '../../../client/keepUnread.js';

/** Per channel: a re-query on its way, and whether another update came while it was (`again`). */
const requerying = new WeakMap<Channel, { again: boolean }>();

/**
 * Queries the channel's own state again (no messages, no watchers), once at a time per channel. An update that comes
 * while one is on its way asks for one more after it: that answer may have been written before the update (its
 * capabilities then predate it, keepNewestChannelData.ts keeps the newer data).
 */
function refreshCapabilities(channel: Channel): void {
  const pending = requerying.get(channel);
  if (pending) {
    pending.again = true;
    return;
  }
  const current = { again: false };
  requerying.set(channel, current);
  channel.query({ state: false, messages: { limit: 0 }, watchers: { limit: 0 } })
    // The answer's read state is as old as the answer: messages that came meanwhile are counted again at once.
    .then(() => keepUnreadAfterAnswer(channel), () => undefined)
    .finally(() => {
      requerying.delete(channel);
      if (current.again) refreshCapabilities(channel);
    });
}

/** Whether `event` may have changed our capabilities without the SDK fetching them. */
export function needsCapabilityQuery(event: Event, ownUserId: string | undefined): boolean {
  if (event.type === 'member.updated') return (event.member?.user_id ?? event.member?.user?.id) === ownUserId;
  // An update that brings capabilities needs nothing (the SDK also re-queries by itself on a frozen change:
  // a second query then is harmless).
  return event.type === 'channel.updated' && event.channel?.own_capabilities === undefined;
}

/** The channel's own_capabilities, re-rendering when they change; `refresh` re-queries where the provider is silent. */
export function useLiveCapabilities(channel: Channel, refresh: boolean): readonly string[] {
  const [capabilities, setCapabilities] = useState<readonly string[]>(() => channel.data?.own_capabilities ?? []);
  useEffect(() => {
    const update = () => setCapabilities(channel.data?.own_capabilities ?? []);
    update();
    const subscriptions = (['capabilities.changed', 'channel.updated', 'member.updated'] as EventTypes[]).map((type) => channel.on(type, (event) => {
      update();
      if (refresh && needsCapabilityQuery(event, channel.getClient().userID)) refreshCapabilities(channel);
    }));
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [channel, refresh]);
  return capabilities;
}
