/**
 * Found messages grouped by conversation, the query's words marked. The text goes into text nodes and `<mark>`
 * elements only (never parsed as HTML or Markdown), so a message holding markup shows it as written.
 * Arrow keys, Home and End move between results; Enter (or a click) opens one.
 */
import type { KeyboardEvent } from 'react';
import type { ListTexts } from '../../../chat/channelList/listWords.js';
import { groupByConversation, markedParts, queryWords } from '../../../chat/search/messageSearch.js';
import type { FoundMessage } from '../../../chat/search/messageSearch.js';
import type { SearchState } from './useMessageSearch.js';

/** Props of SearchResults. */
export interface SearchResultsProps {
  state: SearchState;
  texts: ListTexts;
  /** A conversation's title for its group's heading; null leaves the heading out (a search inside one). */
  titleOf: ((cid: string) => string) | null;
  onOpen(found: FoundMessage): void;
  onMore(): void;
  onRetry(): void;
}

/** The selector of a result's button: the search box's ArrowDown focuses the first. */
export const RESULT_SELECTOR = '[data-testid="search-result"]';

function moveBetweenResults(event: KeyboardEvent<HTMLElement>): void {
  const steps: Record<string, number | 'first' | 'last'> = { ArrowDown: 1, ArrowUp: -1, Home: 'first', End: 'last' };
  const step = steps[event.key];
  const target = event.target as HTMLElement;
  if (step === undefined || !target.matches(RESULT_SELECTOR)) return;
  const results = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(RESULT_SELECTOR));
  const at = results.indexOf(target);
  const next = step === 'first' ? 0 : step === 'last' ? results.length - 1 : Math.min(Math.max(at + step, 0), results.length - 1);
  event.preventDefault();
  results[next]?.focus();
}

/** The results region, or nothing while no search is asked. */
export function SearchResults({ state, texts, titleOf, onOpen, onMore, onRetry }: SearchResultsProps) {
  if (state.status === 'idle') return null;
  const words = queryWords(state.query);
  const groups = groupByConversation(state.found);
  return (
    <section className="bc-search-results" aria-label={texts.searchMessages} data-testid="message-search-results" onKeyDown={moveBetweenResults}>
      {titleOf && <h3 className="bc-search-heading">{texts.searchMessages}</h3>}
      {groups.map((group) => (
        <div key={group.cid} className="bc-search-group">
          {titleOf && <h4 className="bc-search-group-title">{titleOf(group.cid)}</h4>}
          <ul className="bc-search-list">
            {group.messages.map((found) => (
              <li key={found.id}>
                <button type="button" className="bc-search-result" data-testid="search-result" data-message-id={found.id} onClick={() => onOpen(found)}>
                  <span className="bc-search-author">{found.userName}</span>
                  <span className="bc-search-text">
                    {markedParts(found.text, words).map((part, index) => (part.marked ? <mark key={index}>{part.text}</mark> : part.text))}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </div>
      ))}
      {state.status === 'loading' && <p className="bc-status" role="status">{texts.searchingMessages}</p>}
      {state.status === 'ready' && state.found.length === 0 && <p className="bc-status" role="status">{texts.noMessageMatch}</p>}
      {state.status === 'error' && (
        <p className="bc-status" role="alert">
          {texts.searchFailed} <button type="button" className="bc-link" onClick={onRetry}>{texts.retry}</button>
        </p>
      )}
      {state.status === 'ready' && state.next && (
        <button type="button" className="str-chat__button str-chat__button--secondary bc-search-more" onClick={onMore}>{texts.moreResults}</button>
      )}
    </section>
  );
}
