/** The channel list's message search: the list's search box also finds messages across the user's conversations. */
import type { StreamChat } from 'stream-chat';
import type { ListTexts } from '../../../chat/channelList/listWords.js';
import { vouchedChannelsFilter } from '../../../chat/channelList/vouchedChannels.js';
import type { FoundMessage } from '../../../chat/search/messageSearch.js';
import { channelTitle } from '../ChannelList/channelPreview.js';
import { SearchResults } from './SearchResults.js';
import { useMessageSearch } from './useMessageSearch.js';

/** Props of ListMessageSearch. */
export interface ListMessageSearchProps {
  client: StreamChat;
  userId: string;
  query: string;
  texts: ListTexts;
  onOpen(found: FoundMessage): void;
}

/** Results under the list's rows, grouped by conversation, titled as the list titles them. */
export function ListMessageSearch({ client, userId, query, texts, onOpen }: ListMessageSearchProps) {
  // Only the user's own conversations of the product: the provider never searches a channel she is not in anyway.
  const { state, more, retry } = useMessageSearch(client, vouchedChannelsFilter(userId), query);
  const titleOf = (cid: string) => {
    const channel = client.activeChannels[cid];
    return channel ? channelTitle(channel, userId) : texts.channelList;
  };
  return <SearchResults state={state} texts={texts} titleOf={titleOf} onOpen={onOpen} onMore={more} onRetry={retry} />;
}
