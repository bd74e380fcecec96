/**
 * How the kit's Channel marks the open channel read: up to the newest message the widget holds from the provider
 * (src/chat/unread/markReadUpTo.ts), where the kit marks everything the provider holds when the mark arrives.
 */
import type { ComponentProps } from 'react';
import type { Channel as StreamChannel, EventAPIResponse, MarkReadOptions } from 'stream-chat';
import type { Channel } from 'stream-chat-react';
import { newestMarkableMessageId } from '../../../../chat/unread/markReadUpTo.js';

type MarkReadRequest = NonNullable<ComponentProps<typeof Channel>['doMarkReadRequest']>;

/** Whether a provider call failed because something it names is not there (here: the message, since deleted). */
const isNotFound = (error: unknown): boolean => (error as { status?: unknown } | null)?.status === 404;

async function markUpToNewest(channel: StreamChannel): Promise<EventAPIResponse | null> {
  const messageId = newestMarkableMessageId(channel.state.latestMessages);
  if (messageId === undefined) return channel.markRead();
  // The provider's mark-read call takes the message last read; the SDK's options type does not name it, but the
  // SDK sends its options as they are.
  const upTo: MarkReadOptions & { message_id: string } = { message_id: messageId };
  try {
    return await channel.markRead(upTo);
  } catch (error) {
    // The message was deleted for good meanwhile: mark without it rather than leave the channel unread.
    if (isNotFound(error)) return channel.markRead();
    throw error;
  }
}

/**
 * The Channel's `doMarkReadRequest`. As the kit does after its own mark, the unread state it shows is cleared
 * once the provider has answered (when the kit asks for that). A mark that fails leaves the channel unread at the
 * provider; the kit marks again on the next message or opening.
 */
export const markReadRequest: MarkReadRequest = (channel, setChannelUnreadUiState) => {
  const lastRead = new Date();
  void markUpToNewest(channel).then((response) => {
    if (response && setChannelUnreadUiState) {
      setChannelUnreadUiState({ last_read: lastRead, last_read_message_id: response.event.last_read_message_id, unread_messages: 0 });
    }
  }, () => undefined);
};
