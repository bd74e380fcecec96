/**
 * A new message as the widget's announcers (desktop notices, the preview beside the launcher) read it: once per
 * message (it reaches the client as message.new and/or notification.message_new), with its channel's title and a
 * sender name even when the event carries none.
 */
import type { Event, MessageResponse, StreamChat } from 'stream-chat';
import { isMutedCid } from '../mute/clientMutes.js';

/** One arrival: where, what, and the channel's custom title if it has one. */
export interface Arrival {
  channelType: string;
  channelId: string;
  message: MessageResponse;
  channelName?: string;
}

/** Message ids remembered so a message seen as message.new and notification.message_new counts once. */
const SEEN_LIMIT = 100;

/**
 * A reader of `client`'s message events: an event's arrival, or null when it carries none, was read before, or
 * came in a conversation the user muted (no notice, no preview: src/chat/mute).
 */
export function createArrivalReader(client: StreamChat): (event: Event) => Arrival | null {
  const seen: string[] = [];
  return (event) => {
    const message = event.message;
    const channelType = event.channel_type ?? event.channel?.type;
    const channelId = event.channel_id ?? event.channel?.id;
    if (!message || !channelType || !channelId || seen.includes(message.id)) return null;
    seen.push(message.id);
    if (seen.length > SEEN_LIMIT) seen.shift();
    if (isMutedCid(client, `${channelType}:${channelId}`)) return null;
    const channel = client.activeChannels[`${channelType}:${channelId}`];
    // A bounty channel's title is its custom `name` (absent from the SDK's channel types).
    const data = (channel?.data ?? event.channel) as { name?: unknown } | undefined;
    const channelName = typeof data?.name === 'string' ? data.name : undefined;
    // The event's user may come without a name (a message sent by a server): the channel's member list has it.
    const user = message.user && { ...message.user, name: message.user.name || channel?.state.members[message.user.id]?.user?.name };
    return { channelType, channelId, message: { ...message, user }, ...(channelName ? { channelName } : {}) };
  };
}
