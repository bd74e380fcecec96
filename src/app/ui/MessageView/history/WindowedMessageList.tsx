/** The kit's virtualized message list paging through the history window (see useHistoryWindow). */
import { useMemo } from 'react';
import { VirtualizedMessageList, useChannelStateContext } from 'stream-chat-react';
import type { VirtualizedMessageListProps } from 'stream-chat-react';
import { HISTORY_PAGE } from '../../../../chat/conversation/historyWindow.js';
import { useHistoryWindow } from './useHistoryWindow.js';

/** VirtualizedMessageList with windowed paging, `HISTORY_PAGE` messages per request. */
export function WindowedMessageList(props: VirtualizedMessageListProps) {
  const { loadMore, loadMoreNewer, followsNewest, scrollerRef } = useHistoryWindow();
  const { hasMoreNewer } = useChannelStateContext('WindowedMessageList');
  // Away from the newest messages there is no output to follow. The list's scroller otherwise snaps to the end
  // of what is loaded whenever its items change without changing in number while the user is near that end,
  // which is exactly what sliding the window down does: a page added below, as many dropped above. Nor right
  // after the page that reached the newest messages, until the user scrolls to the end (see useHistoryWindow).
  const follows = !hasMoreNewer && followsNewest;
  const virtuoso = useMemo(() => (follows ? { scrollerRef } : { scrollerRef, followOutput: false }), [follows, scrollerRef]);
  return (
    <VirtualizedMessageList messageLimit={HISTORY_PAGE} additionalVirtuosoProps={virtuoso}
      {...props} loadMore={loadMore} loadMoreNewer={loadMoreNewer} />
  );
}
