/** The kit's virtualized message list paging through the history window (see useHistoryWindow). */
import { VirtualizedMessageList, useChannelStateContext } from 'stream-chat-react';
import type { VirtualizedMessageListProps } from 'stream-chat-react';
import { HISTORY_PAGE } from '../../../../chat/conversation/historyWindow.js';
import { useHistoryWindow } from './useHistoryWindow.js';

// Away from the newest messages there is no output to follow. The list's scroller otherwise snaps to the end
// of what is loaded whenever its items change without changing in number while the user is near that end,
// which is exactly what sliding the window down does: a page added below, as many dropped above. Nor right
// after the page that reached the newest messages, until the user scrolls to the end (see useHistoryWindow).
const noFollowing = { followOutput: false } as const;
const following = {};

/** VirtualizedMessageList with windowed paging, `HISTORY_PAGE` messages per request. */
export function WindowedMessageList(props: VirtualizedMessageListProps) {
  const { loadMore, loadMoreNewer, followsNewest } = useHistoryWindow();
  const { hasMoreNewer } = useChannelStateContext('WindowedMessageList');
  return (
    <VirtualizedMessageList messageLimit={HISTORY_PAGE} additionalVirtuosoProps={hasMoreNewer || !followsNewest ? noFollowing : following}
      {...props} loadMore={loadMore} loadMoreNewer={loadMoreNewer} />
  );
}
