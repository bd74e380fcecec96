import type { ChannelAPIResponse, ChannelFilters, ChannelSort, QueryChannelsAPIResponse, StreamChat } from 'stream-chat';
import { CHANNEL_TYPE } from '../channels/channelIds';
import type { ActiveChannel, ChatProvider } from './chatProvider';
import { toMessage } from './providerAnswers';

/** Messages the provider returns with each channel of a catch-up page (its channel list's own cap is 300). */
const MESSAGES_PER_CHANNEL = 100;

/** The provider calls of the catch-up: the product's channels by `last_message_at`, and a channel's later messages. */
export function catchUpCalls(
  client: StreamChat,
  call: <T>(operation: string, run: () => Promise<T>) => Promise<T>,
  base: string,
): Pick<ChatProvider, 'activeChannels' | 'messagesAfter'> {
  return {
    async activeChannels(since, limit) {
      // Oldest activity first, so a caller can page by the last channel's `last_message_at` (a channel that gets a
      // message meanwhile moves to the end and is seen again, not skipped as with an offset).
      const filter: ChannelFilters = { type: CHANNEL_TYPE, last_message_at: { $gt: since } };
      const sort: ChannelSort = [{ last_message_at: 1 }];
      const response = await call('queryChannels', () =>
        client.queryChannelsRequestWithResponse(filter, sort, { state: true, watch: false, presence: false, message_limit: MESSAGES_PER_CHANNEL, member_limit: 0, limit }),
      );
      return (response as QueryChannelsAPIResponse).channels.map((channel) => toActive(channel));
    },
    async messagesAfter(channelId, after, limit) {
      const url = `${base}/channels/${CHANNEL_TYPE}/${encodeURIComponent(channelId)}/query`;
      const response = await call('queryChannel', () =>
        client.post<ChannelAPIResponse>(url, { state: true, watch: false, presence: false, messages: { limit, created_at_after: after } }),
      );
      return (response.messages ?? []).map(toMessage);
    },
  };
}

function toActive(response: ChannelAPIResponse): ActiveChannel {
  const messages = (response.messages ?? []).map(toMessage);
  return {
    channelId: response.channel.id,
    lastMessageAt: response.channel.last_message_at ?? '',
    messages,
    // A full page may not reach back to the cursor: the caller reads the rest with messagesAfter.
    complete: messages.length < MESSAGES_PER_CHANNEL,
  };
}
