/**
 * Paging through a long channel with a bounded window (src/chat/conversation/historyWindow.ts): the kit's own
 * loadMore / loadMoreNewer fetch the page, then the SDK's message sets are cut back to the window and the kit's
 * state told which end now has more. The kit renders the cut list in the same pass as the page (its update is
 * still queued when this runs), so the list never holds more than the window plus one page.
 */
import { useCallback, useRef, useState } from 'react';
import type { Channel } from 'stream-chat';
import { useChannelActionContext, useChannelStateContext } from 'stream-chat-react';
import { currentEnds, pagingRuns, readingEnd, windowAfterPage } from '../../../../chat/conversation/historyWindow.js';
import type { PageDirection } from '../../../../chat/conversation/historyWindow.js';
import { keepUnreadAfterAnswer, ownReadOf } from '../../../client/keepUnread.js';

type Actions = ReturnType<typeof useChannelActionContext>;

/**
 * Fetches a page with the kit's `load` and keeps the channel's history to the window, cut away from the end the
 * user reads at when the page arrives (`reading`; the list has not rendered the page yet).
 */
async function pageWithin(channel: Channel, direction: PageDirection, load: Actions['loadMore'], dispatch: Actions['dispatch'], reading: () => PageDirection | undefined, limit?: number): Promise<{ count: number; reachedNewest: boolean }> {
  const { state } = channel;
  state.messageSets = pagingRuns(state.messageSets);
  const before = currentEnds(state.messageSets);
  const wasNewest = state.messages === state.latestMessages;
  const readBefore = ownReadOf(channel);
  const count = await load(limit);
  // A page's answer also brings the read state, as old as the answer (the kit's load may also answer from memory).
  if (ownReadOf(channel) !== readBefore) keepUnreadAfterAnswer(channel);
  const runs = windowAfterPage(state.messageSets, direction, count, before, reading() ?? direction);
  if (runs) {
    state.messageSets = runs;
    // Both ends' flags and the cut list, in the same update as the kit's own "page arrived".
    dispatch({ type: 'loadMoreNewerFinished', hasMoreNewer: state.messagePagination.hasNext, messages: state.messages });
    dispatch({ type: 'loadMoreFinished', hasMore: state.messagePagination.hasPrev, messages: state.messages });
  }
  return { count, reachedNewest: !wasNewest && state.messages === state.latestMessages };
}

/** What the message list needs for windowed paging. */
export interface HistoryWindow {
  loadMore(limit?: number): Promise<number>;
  loadMoreNewer(limit?: number): Promise<number>;
  /**
   * False from the page that reached the newest messages until the user scrolls to the list's end: that page
   * lands below a user who is at the end of what was loaded, and a list that follows its newest messages would
   * jump over it to the end.
   */
  followsNewest: boolean;
  /** For the list's scroller (Virtuoso's `scrollerRef`): where the user reads is measured on it. */
  scrollerRef(element: HTMLElement | Window | null): void;
}

/** The message list's paging, keeping the loaded history to the window. */
export function useHistoryWindow(): HistoryWindow {
  const { channel } = useChannelStateContext('HistoryWindow');
  const { dispatch, loadMore: kitLoadMore, loadMoreNewer: kitLoadMoreNewer } = useChannelActionContext('HistoryWindow');
  const [followsNewest, setFollowsNewest] = useState(true);
  const scroller = useRef<HTMLElement | null>(null);
  const scrollerRef = useCallback((element: HTMLElement | Window | null) => {
    scroller.current = element instanceof HTMLElement ? element : null;
  }, []);
  const reading = useCallback(() => (scroller.current ? readingEnd(scroller.current) : undefined), []);
  const loadMore = useCallback(async (limit?: number) => (await pageWithin(channel, 'older', kitLoadMore, dispatch, reading, limit)).count, [channel, dispatch, kitLoadMore, reading]);
  // The list asks for newer messages whenever it reaches its end.
  const loadMoreNewer = useCallback(async (limit?: number) => {
    setFollowsNewest(true);
    const { count, reachedNewest } = await pageWithin(channel, 'newer', kitLoadMoreNewer, dispatch, reading, limit);
    if (reachedNewest) setFollowsNewest(false);
    return count;
  }, [channel, dispatch, kitLoadMoreNewer, reading]);
  return { loadMore, loadMoreNewer, followsNewest, scrollerRef };
}
