/** The kit's virtualized message list paging through the history window (see useHistoryWindow). */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { VirtualizedMessageList, useChannelStateContext } from 'stream-chat-react';
import type { VirtualizedMessageListProps } from 'stream-chat-react';
import { HISTORY_PAGE } from '../../../../chat/conversation/historyWindow.js';
import { useHistoryWindow } from './useHistoryWindow.js';
import { opensAway } from './placeLeft.js';

/** VirtualizedMessageList with windowed paging, `HISTORY_PAGE` messages per request. */
export function WindowedMessageList(props: VirtualizedMessageListProps) {
  const { loadMore, loadMoreNewer, followsNewest, scrollerRef: historyScroller } = useHistoryWindow();
  const { channel, channelUnreadUiState, hasMoreNewer, messages } = useChannelStateContext('WindowedMessageList');
  // Opened at the first unread message or where the reader left off, the list follows no output until she reaches
  // its end, or sends a message herself (placeLeft.ts).
  // Decided with the first messages, as the list decides where it opens (it may mount empty, then again with them).
  const openedAway = useRef<boolean | null>(null);
  if (openedAway.current === null && messages?.length) openedAway.current = opensAway(channel, channelUnreadUiState);
  const [reachedEnd, setReachedEnd] = useState(false);
  const away = openedAway.current === true && !reachedEnd;
  const newestAtOpening = useRef<string | undefined>(undefined);
  if (newestAtOpening.current === undefined && messages?.length) newestAtOpening.current = messages.at(-1)?.id;
  const newest = messages?.at(-1);
  const sentSince = newest?.id !== newestAtOpening.current && newest?.user?.id === channel.getClient().userID;
  // The scroller also tells where the reader leaves the conversation, for when she comes back.
  const stopKeeping = useRef<(() => void) | null>(null);
  const scroller = useRef<HTMLElement | null>(null);
  // Her own message, sent from away up the list, is brought into view: the list follows no output there, and
  // telling it to follow again in the same render as the message comes is too late for it.
  const ownSentAway = away && sentSince ? newest?.id : undefined;
  useEffect(() => {
    if (!ownSentAway) return undefined;
    const frame = requestAnimationFrame(() => {
      if (scroller.current) scroller.current.scrollTop = scroller.current.scrollHeight;
    });
    return () => cancelAnimationFrame(frame);
  }, [ownSentAway]);
  const scrollerRef = useCallback((element: HTMLElement | Window | null) => {
    historyScroller(element);
    scroller.current = element instanceof HTMLElement ? element : null;
    stopKeeping.current?.();
    if (!(element instanceof HTMLElement)) {
      stopKeeping.current = null;
      return;
    }
    // Loaded once the first messages are drawn: nothing of it is needed for them.
    let stop: (() => void) | undefined;
    let stopped = false;
    const idle = requestIdleCallback(() => {
      void import('./scrollKeeping.js').then(({ keepScroll }) => {
        if (!stopped) stop = keepScroll(channel, element, () => setReachedEnd(true));
      });
    }, { timeout: 300 });
    stopKeeping.current = () => { stopped = true; cancelIdleCallback(idle); stop?.(); };
  }, [channel, historyScroller]);
  // Away from the newest messages there is no output to follow. The list's scroller otherwise snaps to the end
  // of what is loaded whenever its items change without changing in number while the user is near that end,
  // which is exactly what sliding the window down does: a page added below, as many dropped above. Nor right
  // after the page that reached the newest messages, until the user scrolls to the end (see useHistoryWindow).
  const follows = !hasMoreNewer && followsNewest && (!away || sentSince);
  const virtuoso = useMemo(() => (follows ? { scrollerRef } : { scrollerRef, followOutput: false }), [follows, scrollerRef]);
  return (
    <VirtualizedMessageList messageLimit={HISTORY_PAGE} additionalVirtuosoProps={virtuoso}
      {...props} loadMore={loadMore} loadMoreNewer={loadMoreNewer} />
  );
}
