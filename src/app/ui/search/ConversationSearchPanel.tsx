/**
 * A conversation's search box and its results (loaded when the header's search button is first used): searches
 * this conversation alone; Escape or ✕ closes it, ArrowDown goes from the box to the results, Enter on one
 * brings the list to it.
 */
import { useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import type { StreamChat } from 'stream-chat';
import type { ListTexts } from '../../../chat/channelList/listWords.js';
import { RESULT_SELECTOR, SearchResults } from './SearchResults.js';
import { useMessageSearch } from './useMessageSearch.js';

/** Props of ConversationSearchPanel. */
export interface ConversationSearchPanelProps {
  client: StreamChat;
  cid: string;
  texts: ListTexts;
  /** Closes the box: focus goes back to the header's search button, unless a result was opened. */
  onClose(returnFocus: boolean): void;
  onJump(messageId: string): void;
}

/** The open search of one conversation. */
export default function ConversationSearchPanel({ client, cid, texts, onClose, onJump }: ConversationSearchPanelProps) {
  const [query, setQuery] = useState('');
  const { state, more, retry } = useMessageSearch(client, { cid }, query);
  const box = useRef<HTMLDivElement>(null);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && !event.defaultPrevented) { onClose(true); event.preventDefault(); event.stopPropagation(); return; }
    if (event.key === 'ArrowDown' && (event.target as HTMLElement).matches('input')) {
      const first = box.current?.querySelector<HTMLElement>(RESULT_SELECTOR);
      if (first) { event.preventDefault(); first.focus(); }
    }
  };
  return (
    <div className="bc-conversation-search" ref={box} onKeyDown={onKeyDown}>
      <div className="bc-conversation-search-bar">
        {/* Focused as it opens: the box was just asked for. */}
        <input type="search" className="bc-search" autoFocus aria-label={texts.searchInConversation} placeholder={texts.searchInConversation}
          value={query} onChange={(event) => setQuery(event.target.value)} />
        <button type="button" className="bc-link" onClick={() => onClose(true)}>✕<span className="bc-sr">{texts.closeSearch}</span></button>
      </div>
      <SearchResults state={state} texts={texts} titleOf={null} onOpen={(found) => { onClose(false); onJump(found.id); }} onMore={more} onRetry={retry} />
    </div>
  );
}
