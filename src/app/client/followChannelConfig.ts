/**
 * Keeps the SDK's copy of a channel's config (its type's settings: read events, typing, uploads…) as new as the
 * provider's last word on it. The SDK stores the config only from query answers, though every `channel.updated`
 * carries it; the capabilities follow one re-query later. In between, a message arriving in an open channel
 * whose type had just lost its read events was still marked read: the SDK's guard read the old config.
 */
import type { Event, StreamChat } from 'stream-chat';

/**
 * Installs the update on `client`, ahead of the SDK's own handling of the event (so every listener already reads
 * the new config); it wraps dispatchEvent as trustProviderUsers does, in either order.
 */
export function followChannelConfig(client: StreamChat): void {
  const dispatch = client.dispatchEvent;
  client.dispatchEvent = (event: Event) => {
    const channel = event.type === 'channel.updated' ? event.channel : undefined;
    if (channel?.cid && channel.config) client._addChannelConfig(channel);
    dispatch(event);
  };
}
