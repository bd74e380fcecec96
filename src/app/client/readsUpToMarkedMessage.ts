/**
 * Puts readUpToTime between the provider's socket and the SDK's state: another member's `message.read` reaches the
 * SDK dated at the message she marked, so the read receipts on our messages (the kit's, from the SDK's receipts
 * tracker and read state) never show as read a message that came while her mark was on its way.
 */
import type { Event, StreamChat } from 'stream-chat';
import { readUpToTime } from '../../chat/unread/readUpTo.js';

/** Installs the correction on `client`; it wraps dispatchEvent as trustProviderUsers does, in either order. */
export function readsUpToMarkedMessage(client: StreamChat): void {
  const dispatch = client.dispatchEvent;
  client.dispatchEvent = (event: Event) => {
    dispatch(datedAtMarkedMessage(client, event));
  };
}

function datedAtMarkedMessage(client: StreamChat, event: Event): Event {
  // Our own reads (this tab's or another's) keep the provider's time: the unread counts go by it.
  if (event.type !== 'message.read' || event.thread || !event.created_at || !event.last_read_message_id || !event.cid) return event;
  if (!event.user?.id || event.user.id === client.userID) return event;
  const marked = client.activeChannels[event.cid]?.state.findMessage(event.last_read_message_id);
  const createdAt = readUpToTime(event.created_at, marked?.created_at);
  return createdAt === event.created_at ? event : { ...event, created_at: createdAt };
}
