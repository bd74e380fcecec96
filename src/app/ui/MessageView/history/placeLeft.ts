/**
 * A conversation opens where the reader left off (src/chat/conversation/openingPlace.ts): the kit's virtualized
 * list asks `openingLocation` for its first position (a build patch, build/patches/openingPlace.mjs), and
 * scrollKeeping.ts notes, on the list's scroller, where the reader scrolled to. Places live as long as the page, per
 * channel object: a reload opens at the first unread or the newest message.
 */
import type { Channel, LocalMessage } from 'stream-chat';
import { getIsFirstUnreadMessage } from 'stream-chat-react';
import { isFirstMessage, openingPlace } from '../../../../chat/conversation/openingPlace.js';
import type { OpeningLocation, PlaceLeft } from '../../../../chat/conversation/openingPlace.js';

const places = new WeakMap<Channel, PlaceLeft>();

/** A row as the kit's list holds it: a message, or a date separator / intro it inserted. */
type Row = LocalMessage | { id: string; customType?: string; date?: Date };

/** The kit's unread state of the open channel (ChannelStateContext's `channelUnreadUiState`). */
interface UnreadUiState {
  first_unread_message_id?: string;
  last_read?: Date;
  last_read_message_id?: string;
  unread_messages?: number;
}

/**
 * The virtualized list's first position, or undefined where the kit's own applies (a jump to a highlighted
 * message, a thread). The first unread row is found as the list draws the separator (the kit's own test).
 */
export function openingLocation(channel: Channel, rows: readonly Row[], kitUnread: UnreadUiState | undefined, highlightedMessageId: string | undefined, threadList: boolean | undefined): OpeningLocation | undefined {
  if (highlightedMessageId || threadList || rows.length === 0) return undefined;
  // The kit copies the reader's read state in an effect after its first render, and a channel already loaded (the
  // list watches it) renders its messages in that first render: the SDK's own copy says the same, already then.
  const unread = ownUnread(channel, kitUnread);
  // Channels without read events show no separator (readState.tsx): nothing to open at.
  const counts = channel.data?.own_capabilities?.includes('read-events') === true && (unread?.unread_messages ?? 0) > 0;
  const firstUnread = counts ? rows.findIndex((row, index) => !('customType' in row && row.customType) && (row as LocalMessage).type !== 'system' && getIsFirstUnreadMessage({
    firstUnreadMessageId: unread?.first_unread_message_id,
    isFirstMessage: isFirstMessage(rows, index),
    lastReadDate: unread?.last_read,
    lastReadMessageId: unread?.last_read_message_id,
    message: row as LocalMessage,
    previousMessage: index ? rows[index - 1] as LocalMessage : undefined,
    unreadMessageCount: unread?.unread_messages,
  })) : -1;
  return openingPlace(rows, firstUnread, places.get(channel));
}

/** The reader's own read state: the kit's copy once it made one, else the SDK's (see openingLocation). */
function ownUnread(channel: Channel, kitUnread: UnreadUiState | undefined): UnreadUiState | undefined {
  return kitUnread ?? channel.state.read[channel.getClient().userID ?? ''];
}

/**
 * Whether the list opens away from its newest message (at the first unread, or where the reader left it). Until she
 * reaches the end, the list must not follow its output: the virtualized list takes any growth of its rows while
 * opening (their measured heights) for new output and jumps to the end.
 */
export function opensAway(channel: Channel, kitUnread: UnreadUiState | undefined): boolean {
  const readEvents = channel.data?.own_capabilities?.includes('read-events') === true;
  return (readEvents && (ownUnread(channel, kitUnread)?.unread_messages ?? 0) > 0) || places.has(channel);
}

/** Notes where the reader left `channel` (`null`: at its newest messages, nothing to restore). */
export function notePlace(channel: Channel, place: PlaceLeft | null): void {
  if (place) places.set(channel, place);
  else places.delete(channel);
}
