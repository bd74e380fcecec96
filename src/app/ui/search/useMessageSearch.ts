/**
 * Message search at the provider (`GET /search`) for a query typed in a box: sent 300 ms after the last keystroke,
 * a stale answer dropped, pages in the first page's order (the `next` cursor), failures kept as state.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ChannelFilters, MessageResponse, StreamChat } from 'stream-chat';
import { SEARCH_DEBOUNCE_MS, SEARCH_PAGE, searchQuery } from '../../../chat/search/messageSearch.js';
import type { FoundMessage } from '../../../chat/search/messageSearch.js';

/** Where a search stands: nothing asked, waiting, found (with a next page or not), failed. */
export type SearchState =
  | { status: 'idle' }
  | { status: 'loading'; query: string; found: FoundMessage[] }
  | { status: 'ready'; query: string; found: FoundMessage[]; next?: string }
  | { status: 'error'; query: string; found: FoundMessage[] };

/** Best matches first, the newest among equals; kept by the cursor for the next pages. */
const SORT = [{ relevance: -1 as const }, { created_at: -1 as const }];

function toFound(message: MessageResponse): FoundMessage {
  return {
    id: message.id, cid: message.cid ?? '', text: message.text ?? '',
    userName: message.user?.name || message.user?.id || '', createdAt: String(message.created_at ?? ''),
  };
}

/** The search of `text` in the channels `filter` selects; `more()` fetches the next page, `retry()` asks again. */
export function useMessageSearch(client: StreamChat, filter: ChannelFilters, text: string): { state: SearchState; more(): void; retry(): void } {
  const [state, setState] = useState<SearchState>({ status: 'idle' });
  const [attempt, setAttempt] = useState(0);
  const query = searchQuery(text);
  const filterKey = JSON.stringify(filter);
  const latest = useRef<AbortController | null>(null);

  const run = useCallback((q: string, found: FoundMessage[], next: string | undefined) => {
    latest.current?.abort();
    const controller = new AbortController();
    latest.current = controller;
    setState({ status: 'loading', query: q, found });
    const options = next ? { limit: SEARCH_PAGE, next } : { limit: SEARCH_PAGE, sort: SORT };
    client.search(JSON.parse(filterKey) as ChannelFilters, q, options, { signal: controller.signal }).then((answer) => {
      if (controller.signal.aborted) return;
      const page = answer.results.map((result) => toFound(result.message));
      setState({ status: 'ready', query: q, found: [...found, ...page], ...(answer.next ? { next: answer.next } : {}) });
    }, () => {
      if (!controller.signal.aborted) setState({ status: 'error', query: q, found });
    });
  }, [client, filterKey]);

  useEffect(() => {
    if (query === null) {
      latest.current?.abort();
      setState({ status: 'idle' });
      return;
    }
    const timer = setTimeout(() => run(query, [], undefined), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [query, run, attempt]);
  useEffect(() => () => latest.current?.abort(), []);

  const more = useCallback(() => {
    if (state.status === 'ready' && state.next) run(state.query, state.found, state.next);
  }, [state, run]);
  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { state, more, retry };
}
