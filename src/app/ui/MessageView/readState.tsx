/**
 * A channel without read events (the member lacks `read-events`, its type has them off) counts nothing unread:
 * the kit's unread separator and "N unread" notice are not shown there, and the kit's Channel is mounted afresh
 * when the capability comes or goes while the channel is open.
 */
import { useEffect, useState } from 'react';
import type { ComponentProps, ReactNode } from 'react';
import type { Channel as StreamChannel, EventTypes } from 'stream-chat';
import { Channel, UnreadMessagesNotification, UnreadMessagesSeparator, useChannelStateContext } from 'stream-chat-react';
import type { ComponentContextValue } from 'stream-chat-react';
import { useLiveCapabilities } from './overrides/liveCapabilities.js';

/** Whether the open channel counts unread for the member, as its live capabilities say. */
function useReadEvents(): boolean {
  const { channelCapabilities } = useChannelStateContext('useReadEvents');
  return channelCapabilities['read-events'] === true;
}

// The SDK counts every new message into each member's read state, whatever the channel's config, so the kit's
// separator and notice would show "1 unread" in a channel that keeps none: they render only where it does.
function ReadEventsSeparator(props: ComponentProps<typeof UnreadMessagesSeparator>) {
  return useReadEvents() ? <UnreadMessagesSeparator {...props} /> : null;
}

function ReadEventsNotification(props: ComponentProps<typeof UnreadMessagesNotification>) {
  return useReadEvents() ? <UnreadMessagesNotification {...props} /> : null;
}

/** Overrides for WithComponents: the unread separator and notice, only in channels with read events. */
export const readStateComponents: Partial<ComponentContextValue> = {
  UnreadMessagesSeparator: ReadEventsSeparator,
  UnreadMessagesNotification: ReadEventsNotification,
};

/** Whether the channel's type keeps read events, as the provider last said (a query, or any `channel.updated`). */
function typeReadEvents(channel: StreamChannel): boolean {
  return channel.disconnected || channel.getConfig()?.read_events !== false;
}

/**
 * Follows the type's read events: switched off, they are off from the update that says so, one re-query before
 * the member's capabilities lose `read-events`.
 */
function useTypeReadEvents(channel: StreamChannel): boolean {
  const [on, setOn] = useState(() => typeReadEvents(channel));
  useEffect(() => {
    const update = () => setOn(typeReadEvents(channel));
    update();
    const subscriptions = (['channel.updated', 'capabilities.changed'] as EventTypes[]).map((type) => channel.on(type, update));
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [channel]);
  return on;
}

/** Props of ReadStateChannel: the kit Channel's, with the channel required. */
export type ReadStateChannelProps = Omit<ComponentProps<typeof Channel>, 'channel'> & { channel: StreamChannel; children?: ReactNode };

/**
 * The kit's Channel keyed by whether the member has `read-events`. The kit reads the channel's config once, when
 * it mounts: left mounted, a channel whose read events were switched on again would never be marked read while
 * open, and one whose read events were switched off would still count new messages into the page title while
 * the tab is hidden.
 */
export function ReadStateChannel({ channel, ...props }: ReadStateChannelProps) {
  // The composer re-queries capabilities when the provider announces none; here they are only followed.
  const capable = useLiveCapabilities(channel, false).includes('read-events');
  const readEvents = useTypeReadEvents(channel) && capable;
  return <Channel key={readEvents ? 'read-events' : 'no-read-events'} channel={channel} {...props} />;
}
