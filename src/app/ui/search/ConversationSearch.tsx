/**
 * The conversation header's search: a button opens a box that finds messages of this conversation only; a result
 * (Enter or click) brings the list to that message, loaded with the messages around it, and highlights it.
 */
import { useEffect, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import type { Channel, StreamChat } from 'stream-chat';
import { useChannelActionContext } from 'stream-chat-react';
import type { ListTexts } from '../../../chat/channelList/listWords.js';
import { endOpening } from '../MessageView/history/openingLocation.js';
import { RESULT_SELECTOR, SearchResults } from './SearchResults.js';
import { useMessageSearch } from './useMessageSearch.js';

/** How long a found message stays highlighted. */
export const FOUND_HIGHLIGHT_MS = 4000;
/** Messages loaded around a found one (the kit's jump loads half before it, half after). */
const AROUND = 25;

/** Props of ConversationSearch. */
export interface ConversationSearchProps {
  client: StreamChat;
  channel: Channel;
  texts: ListTexts;
}

/** Brings the list to a message and highlights it; the reader's own place is given up for it. */
export function useJumpToFound(channel: Channel): (messageId: string) => void {
  const { jumpToMessage } = useChannelActionContext('JumpToFound');
  return (messageId: string) => {
    endOpening(channel);
    void jumpToMessage(messageId, AROUND, FOUND_HIGHLIGHT_MS).catch(() => undefined);
  };
}

/** A message found from the list: the conversation opens at it (`seq` makes the same message a new request). */
export interface FoundTarget {
  messageId: string;
  seq: number;
}

/** Jumps to `target` once shown (a hidden, rendered-ahead conversation mounts no effects until it shows). */
export function JumpToFound({ channel, target }: { channel: Channel; target: FoundTarget | undefined }) {
  const jump = useJumpToFound(channel);
  const done = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (!target || done.current === target.seq) return;
    done.current = target.seq;
    jump(target.messageId);
  });
  return null;
}

/** The search button, and while open the box and its results. */
export function ConversationSearch({ client, channel, texts }: ConversationSearchProps) {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const { state, more, retry } = useMessageSearch(client, { cid: channel.cid }, open ? query : '');
  const jump = useJumpToFound(channel);
  const box = useRef<HTMLDivElement>(null);
  const close = () => { setOpen(false); setQuery(''); };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && !event.defaultPrevented) { close(); event.preventDefault(); event.stopPropagation(); return; }
    if (event.key === 'ArrowDown' && (event.target as HTMLElement).matches('input')) {
      const first = box.current?.querySelector<HTMLElement>(RESULT_SELECTOR);
      if (first) { event.preventDefault(); first.focus(); }
    }
  };
  if (!open) {
    return (
      <button type="button" className="bc-link bc-conversation-search-button" aria-label={texts.searchInConversation} title={texts.searchInConversation}
        onClick={() => setOpen(true)}>
        <span aria-hidden="true">🔍</span>
      </button>
    );
  }
  return (
    <div className="bc-conversation-search" ref={box} onKeyDown={onKeyDown}>
      <div className="bc-conversation-search-bar">
        {/* Focused as it opens: the box was just asked for. */}
        <input type="search" className="bc-search" autoFocus aria-label={texts.searchInConversation} placeholder={texts.searchInConversation}
          value={query} onChange={(event) => setQuery(event.target.value)} />
        <button type="button" className="bc-link" onClick={close}>✕<span className="bc-sr">{texts.closeSearch}</span></button>
      </div>
      <SearchResults state={state} texts={texts} titleOf={null} onOpen={(found) => { close(); jump(found.id); }} onMore={more} onRetry={retry} />
    </div>
  );
}
