/**
 * Threads (loaded when the first one opens, see lazyThread.tsx): replies load 50 a page, newest page first; the header names the channel and closes the thread;
 * reading is reported to the provider at most once a second while the thread is open.
 */
import { useContext, useEffect, useMemo } from 'react';
import type { Channel, Event } from 'stream-chat';
import {
  ChannelActionProvider, IconXmark, Thread, WithComponents, useChannelActionContext, useChannelStateContext, useChatContext,
  useTranslationContext,
} from 'stream-chat-react';
import type { ComponentContextValue, ThreadHeaderProps } from 'stream-chat-react';
import { createThrottledCall } from '../../../../chat/conversation/throttle.js';
import type { ThrottledCall } from '../../../../chat/conversation/throttle.js';
import { MARK_THREAD_READ_INTERVAL_MS, THREAD_PAGE_SIZE } from '../../../../chat/conversation/threads.js';
import { channelTitle } from '../../ChannelList/channelPreview.js';
import { ThreadLayerContext } from '../../escape/threadLayerContext.js';

const setTimer = (run: () => void, ms: number) => {
  const id = setTimeout(run, ms);
  return () => clearTimeout(id);
};

/**
 * One throttled "thread read" per channel and thread for the page's life: the header that asks for it can be mounted
 * again while the thread stays open, and a throttle of its own each time let a read go at once after one that had
 * just gone (734 ms apart, measured).
 */
const threadReads = new WeakMap<Channel, Map<string, ThrottledCall>>();

function threadRead(channel: Channel, threadId: string): ThrottledCall {
  const reads = threadReads.get(channel) ?? new Map<string, ThrottledCall>();
  threadReads.set(channel, reads);
  let read = reads.get(threadId);
  if (!read) {
    read = createThrottledCall(() => channel.markRead({ thread_id: threadId }).catch(() => undefined), MARK_THREAD_READ_INTERVAL_MS, Date.now, setTimer);
    reads.set(threadId, read);
  }
  return read;
}

/** Marks the open thread read now and on each reply from someone else, at most once per interval. */
function useMarkThreadRead(threadId: string): void {
  const { channel } = useChannelStateContext('ThreadHeader');
  const { client } = useChatContext('ThreadHeader');
  useEffect(() => {
    const markRead = threadRead(channel, threadId);
    markRead.request();
    const subscription = channel.on('message.new', (event: Event) => {
      if (event.message?.parent_id === threadId && event.user?.id !== client.userID) markRead.request();
    });
    return () => {
      subscription.unsubscribe();
      markRead.cancel();
    };
  }, [channel, client, threadId]);
}

/** The header's size: the panel's bar, which it stands in for while the thread shows (the kit's is 72 px high). */
const HEADER_STYLE = { height: 56, padding: '8px 12px' };

/**
 * The thread's one header (the panel's bar is hidden meanwhile): Back at its start, "Thread" with the channel's name,
 * and the close button at its trailing end. Both return to the conversation, with the keyboard in its composer.
 */
function ProductThreadHeader({ closeThread, thread }: ThreadHeaderProps) {
  const { t } = useTranslationContext('ThreadHeader');
  const { channel } = useChannelStateContext('ThreadHeader');
  const { client } = useChatContext('ThreadHeader');
  const layer = useContext(ThreadLayerContext);
  useMarkThreadRead(thread.id);
  const close = () => (layer.close ?? closeThread)();
  // The panel's word for Back: the host's `texts.back` (the kit's translator holds the host's texts too), else the
  // shell's English (a key the translator lacks comes back as itself).
  const back = t('back');
  return (
    <div className="str-chat__thread-header" style={HEADER_STYLE}>
      {/* The kit's header is a three-column grid (start, title, end). '‹' is mirrored right to left, as in the bar. */}
      <div className="str-chat__thread-header__start">
        <button type="button" className="str-chat__button str-chat__button--ghost" data-testid="thread-back-button" onClick={close}>
          ‹ {back == 'back' ? 'Back' : back}
        </button>
      </div>
      <div className="str-chat__thread-header-details">
        <div className="str-chat__thread-header-title">{t('Thread')}</div>
        <div className="str-chat__thread-header-subtitle" data-testid="thread-channel-name">{channelTitle(channel, client.userID ?? '')}</div>
      </div>
      <div className="str-chat__thread-header__end">
        <button
          type="button"
          className="str-chat__button str-chat__button--ghost str-chat__button--circular str-chat__close-thread-button"
          aria-label={t('aria/Close thread')}
          data-testid="close-thread-button"
          onClick={close}
        >
          <IconXmark />
        </button>
      </div>
    </div>
  );
}

/** An unsent reply stays in the thread's composer when the thread closes (the kit would clear it). */
const THREAD_COMPOSER_PROPS = { preventClearingOnUnmount: true };
/** A picked reaction closes the reaction selector, as in the conversation. */
const THREAD_LIST_PROPS = { closeReactionSelectorOnClick: true };

/** The kit's Thread, with its replies fetched THREAD_PAGE_SIZE at a time (the kit asks for 25), keeping drafts. */
export function ConversationThread() {
  const actions = useChannelActionContext('ConversationThread');
  const value = useMemo(() => ({
    ...actions,
    loadMoreThread: () => (actions.loadMoreThread as (limit?: number) => Promise<void>)(THREAD_PAGE_SIZE),
  }), [actions]);
  return (
    <ChannelActionProvider value={value}>
      <WithComponents overrides={threadComponents}>
        <Thread additionalMessageComposerProps={THREAD_COMPOSER_PROPS} additionalMessageListProps={THREAD_LIST_PROPS}
          additionalParentMessageProps={THREAD_LIST_PROPS} />
      </WithComponents>
    </ChannelActionProvider>
  );
}

/** Thread overrides. */
const threadComponents: Partial<ComponentContextValue> = { ThreadHeader: ProductThreadHeader };
