/** The kit's virtualized message list paging through the history window (see useHistoryWindow). */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { VirtualizedMessageList, useChannelActionContext, useChannelStateContext } from 'stream-chat-react';
import type { VirtualizedMessageListProps } from 'stream-chat-react';
import { HISTORY_PAGE } from '../../../../chat/conversation/historyWindow.js';
import { firstUnreadId } from '../../../../chat/conversation/openingPlace.js';
import { withSeparatorAt } from '../../../../chat/unread/separatorUnread.js';
import { beginOpening } from './openingLocation.js';
import { usePlaceKeeping } from './placeKeeping.js';
import { useHistoryWindow } from './useHistoryWindow.js';

/**
 * The height the list takes a row to be while it holds at most one message (a one-line message). With no height
 * known, the virtualized list first draws one row to measure it, then none for a frame, then the rows: a
 * conversation's first message showed, went and showed again. Only then: a guess kept for longer lists moved
 * the long channel's place while it paged (its own measured rows are the better guess there).
 */
const FIRST_ROW_HEIGHT_GUESS = 56;

/** VirtualizedMessageList with windowed paging, `HISTORY_PAGE` messages per request. */
export function WindowedMessageList(props: VirtualizedMessageListProps) {
  const { loadMore, loadMoreNewer, followsNewest, scrollerRef } = useHistoryWindow();
  const { channel, channelUnreadUiState, hasMoreNewer, messages } = useChannelStateContext('WindowedMessageList');
  const { setChannelUnreadUiState } = useChannelActionContext('WindowedMessageList');
  // This mount opens at the first unread message, or where the reader left the channel (openingLocation.ts).
  useState(() => beginOpening(channel));
  // The kit marks the first unread message by the provider's first-unread id, or as the message right after the
  // last one read: a date chip between the two (the first unread message begins a day) left it unmarked.
  useEffect(() => {
    if (!channelUnreadUiState || channelUnreadUiState.first_unread_message_id || !messages) return;
    const first = firstUnreadId(messages, channelUnreadUiState, channel.getClient().userID);
    // Tagged as the widget's placement: the kit takes a bare first-unread id for the reader's own mark (separatorUnread.ts).
    if (first) setChannelUnreadUiState(withSeparatorAt(channelUnreadUiState, first));
  }, [channel, channelUnreadUiState, messages, setChannelUnreadUiState]);
  // Away from the newest messages there is no output to follow. The list's scroller otherwise snaps to the end
  // of what is loaded whenever its items change without changing in number while the user is near that end,
  // which is exactly what sliding the window down does: a page added below, as many dropped above. Nor right
  // after the page that reached the newest messages, until the user scrolls to the end (see useHistoryWindow).
  const follows = !hasMoreNewer && followsNewest;
  const [scroller, setScroller] = useState<HTMLElement | null>(null);
  const keepScroller = useCallback((element: HTMLElement | Window | null) => {
    scrollerRef(element);
    setScroller(element instanceof HTMLElement ? element : null);
  }, [scrollerRef]);
  const opening = usePlaceKeeping(channel, scroller, follows, messages?.at(-1), channelUnreadUiState);
  const virtuoso = useMemo(() => (follows && !opening ? { scrollerRef: keepScroller } : { scrollerRef: keepScroller, followOutput: false }), [follows, opening, keepScroller]);
  return (
    <VirtualizedMessageList messageLimit={HISTORY_PAGE} additionalVirtuosoProps={virtuoso}
      defaultItemHeight={(messages?.length ?? 0) <= 1 ? FIRST_ROW_HEIGHT_GUESS : undefined}
      {...props} loadMore={loadMore} loadMoreNewer={loadMoreNewer} />
  );
}
