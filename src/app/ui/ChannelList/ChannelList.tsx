/**
 * The channel list of the first open: ours, not the kit's, so the first view needs React and the SDK but not
 * the kit's markdown, i18next, react-aria, floating-ui or virtualised list. It uses the kit's CSS classes.
 * Inbox and Archived views, a search by title and member, pinned rows on top, arrow keys between rows.
 */
import { Suspense, lazy, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import type { Channel, StreamChat } from 'stream-chat';
import type { ChannelShows } from '../../../chat/channelShow.js';
import { isNewRow } from '../../../chat/channelList/channelRow.js';
import type { ChannelRow } from '../../../chat/channelList/channelRow.js';
import { visibleRows } from '../../../chat/channelList/visibleRows.js';
import type { ActiveFilter } from './ListFilterBar.js';
import type { ListView } from '../../../chat/channelList/visibleRows.js';
import type { SeenChannels } from '../../../chat/seenChannels.js';
import type { ServiceClient } from '../../../service/index.js';
import { ChannelListItem } from './ChannelListItem.js';
import { useSafetyTexts } from '../Safety/useSafetyTexts.js';
import { safeLocale } from '../../../chat/time/formatTimes.js';
import { listTexts, loadListTexts } from './listTexts.js';
import type { ListTexts } from './listTexts.js';
import { useChannelList } from './useChannelList.js';
import { useRowActions } from './useRowActions.js';
import { isMutedConversation } from '../../../chat/mute/conversationMutes.js';
import { useMutes } from '../../mute/useMutes.js';
import { searchQuery } from '../../../chat/search/messageSearch.js';
import type { FoundMessage } from '../../../chat/search/messageSearch.js';
import { useSharedSeen } from './sharedSeen.js';

// A poster's filter (one bounty's conversations, unread ones): its code loads only for a list that offers it.
/** With DMs about one bounty only, the filter is offered from this many rows on. */
const FILTER_FROM_ROWS = 5;
const ListFilterBar = lazy(() => import('./ListFilterBar.js').then((module) => ({ default: module.ListFilterBar })));
// Message search loads with the first query typed in the search box.
const ListMessageSearch = lazy(() => import('../search/ListMessageSearch.js').then((module) => ({ default: module.ListMessageSearch })));

/** Props of ChannelList. */
export interface ChannelListProps {
  client: StreamChat;
  /** The widget's channel watches: a channel an event names is watched there, once. */
  shows: ChannelShows<Channel>;
  userId: string;
  locale: string | undefined;
  /** The host's `texts` (init). */
  hostTexts?: Record<string, string>;
  onSelect(row: ChannelRow): void;
  /** The user may be about to open this row's channel (hover, focus): a chance to fetch the message view early. */
  onIntent(row: ChannelRow): void;
  /** The list's first row, the likeliest to be opened next (called when it changes). */
  onTopRow?(row: ChannelRow): void;
  service: ServiceClient;
  /** Channels the user opened before, on any device (sharedSeen.ts): the others are marked new. */
  seen: SeenChannels;
  /** The row to focus once it shows (the channel the user just left), unless focus went elsewhere meanwhile. */
  focusCid?: string | undefined;
  /** Opens the settings view (the gear in the list's header). */
  onSettings(): void;
  /** Focus the settings button once shown (the user just left the settings view). */
  focusSettings?: boolean;
  /** The search box rendered: the list's start, where focus goes when the panel opens on the list. */
  onStartShown?(element: HTMLElement): void;
  /** A message found by the search box was chosen: open its conversation at it. */
  onOpenFound(found: FoundMessage): void;
}

/** The kit's skeleton rows (its classes, its CSS) while the first page loads. */
function LoadingRows() {
  const row = (key: number) => (
    <div key={key} className="str-chat__channel-list-item-container">
      <div className="str-chat__channel-list-item str-chat__channel-list-item--loading">
        <div className="str-chat__loading-channels-avatar" />
        <div className="str-chat__channel-list-item-data str-chat__channel-list-item-data--loading">
          <div className="str-chat__loading-channels-username" />
          <div className="str-chat__loading-channels-status" />
        </div>
      </div>
    </div>
  );
  return <div className="str-chat__loading-channels" role="status" data-testid="channel-list-loading">{[0, 1, 2].map(row)}</div>;
}

/** Arrow keys, Home and End move between the rows' main buttons. */
function moveBetweenRows(event: KeyboardEvent<HTMLUListElement>): void {
  const steps: Record<string, number | 'first' | 'last'> = { ArrowDown: 1, ArrowUp: -1, Home: 'first', End: 'last' };
  const step = steps[event.key];
  const target = event.target as HTMLElement;
  if (step === undefined || target.dataset.testid !== 'channel-list-item-button') return;
  const rows = Array.from(event.currentTarget.querySelectorAll<HTMLElement>('[data-testid="channel-list-item-button"]'));
  const at = rows.indexOf(target);
  const next = step === 'first' ? 0 : step === 'last' ? rows.length - 1 : Math.min(Math.max(at + step, 0), rows.length - 1);
  event.preventDefault();
  rows[next]?.focus();
}

/** The focused element inside the widget; null when the focus fell to the host's body (its element was removed). */
function widgetFocus(inside: Element): Element | null {
  const root = inside.getRootNode() as ShadowRoot | Document;
  const active = root.activeElement;
  return active && active !== document.body && root.contains(active) ? active : null;
}

/** Lists the user's channels, most recent first, with previews, unread badges, actions and "Load more". */
export function ChannelList({ client, shows, userId, locale, hostTexts, onSelect, onIntent, onTopRow, service, seen, focusCid, onSettings, focusSettings, onStartShown, onOpenFound }: ChannelListProps) {
  const list = useChannelList(client, userId, shows);
  const [texts, setTexts] = useState<ListTexts>(() => listTexts({}, hostTexts));
  const safetyTexts = useSafetyTexts(locale, hostTexts);
  const [view, setView] = useState<ListView>('inbox');
  const [query, setQuery] = useState('');
  const [filter, setFilter] = useState<ActiveFilter | null>(null);
  const actions = useRowActions(client, service, list.dispatch);
  const mutes = useMutes(client);
  useEffect(() => {
    let active = true;
    void loadListTexts(locale, hostTexts).then((loaded) => { if (active) setTexts(loaded); });
    return () => { active = false; };
  }, [locale, hostTexts]);
  const language = safeLocale(locale);
  const visible = visibleRows(list.rows, userId, view, query);
  // The filter is offered to a list worth filtering: DMs about two bounties or more, or one bounty's many
  // applicants; a short list is read at a glance (and never loads the filter's code).
  const dmBounties = new Set(list.rows.flatMap((row) => (row.kind === 'dm' && row.bountyId ? [row.bountyId] : [])));
  const offersFilter = dmBounties.size > 1 || (dmBounties.size === 1 && list.rows.length > FILTER_FROM_ROWS);
  // A filter applies only while its controls show: one that can no longer be cleared would hide rows for good.
  const filtered = offersFilter ? filter : null;
  const rows = filtered ? visible.filter(filtered.test) : visible;
  // The service's word on which rows were opened on another device: asked once for the rows shown.
  useSharedSeen(seen, list.rows);
  const top = rows[0];
  useEffect(() => { if (top) onTopRow?.(top); }, [top, onTopRow]);
  const listRef = useRef<HTMLUListElement>(null);
  const holderRef = useRef<HTMLDivElement>(null);
  const focused = useRef(false);
  const settingsButton = useRef<HTMLButtonElement>(null);
  const search = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => { if (search.current) onStartShown?.(search.current); }, [onStartShown]);
  useLayoutEffect(() => { if (focusSettings) settingsButton.current?.focus({ preventScroll: true }); }, [focusSettings]);
  // Back from a channel, its composer left with the focus: until the rows are there, the list itself holds it,
  // else the document would and the next Escape (close the panel) or arrow would never reach the widget.
  useLayoutEffect(() => {
    const holder = holderRef.current;
    if (!focusCid || !holder || widgetFocus(holder)) return;
    holder.focus({ preventScroll: true });
  }, [focusCid]);
  useEffect(() => {
    const list = listRef.current;
    if (focused.current || !focusCid || !list) return;
    const button = list.querySelector<HTMLElement>(`li[data-cid="${CSS.escape(focusCid)}"] [data-testid="channel-list-item-button"]`);
    if (!button) return;
    focused.current = true;
    const active = widgetFocus(list);
    if (!active || active === holderRef.current) button.focus();
  });
  const onAction = useCallback((row: ChannelRow, action: Parameters<typeof actions.run>[1]) => { void actions.run(row, action); }, [actions]);

  // Escape goes back one level inside the list first: the search, then the Archived view; then the panel's turn.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    if (query) { setQuery(''); event.preventDefault(); return; }
    if (view === 'archived') { setView('inbox'); event.preventDefault(); }
  };

  // The search box's ArrowDown goes to the first found message (the rows are a Tab away, their arrows their own).
  const onSearchKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'ArrowDown') return;
    const first = holderRef.current?.querySelector<HTMLElement>('[data-testid="search-result"]');
    if (first) { event.preventDefault(); first.focus(); }
  };
  const searching = searchQuery(query) !== null;

  const emptyText = query ? texts.noMatch : filtered ? texts.noFilterMatch : view === 'archived' ? texts.emptyArchived : texts.empty;
  return (
    <div className="str-chat__channel-list" onKeyDown={onKeyDown} ref={holderRef} tabIndex={-1}>
      {/* One row (search, view, settings); with the filters, search and settings on top and the filters below, or
          all in one row on a wide panel (shellStyles.ts): the search box keeps its width and placeholder. */}
      <div className="bc-list-tools" data-filters={offersFilter || undefined}>
        <input type="search" className="bc-search" ref={search} data-bc-start="" aria-label={texts.search} placeholder={texts.search} value={query}
          onChange={(event) => setQuery(event.target.value)} onKeyDown={onSearchKeyDown} />
        <button type="button" className="bc-view-toggle bc-archive-toggle" aria-pressed={view === 'archived'}
          onClick={() => setView(view === 'archived' ? 'inbox' : 'archived')}>
          {view === 'archived' ? texts.backToChats : texts.archived}
        </button>
        {offersFilter && <Suspense fallback={null}><ListFilterBar rows={list.rows} texts={texts} filter={filter?.value ?? {}} onChange={setFilter} /></Suspense>}
        <button type="button" className="bc-view-toggle bc-settings-button" aria-label={texts.settings} title={texts.settings}
          ref={settingsButton} onClick={onSettings}>
          <span aria-hidden="true">⚙</span>
        </button>
      </div>
      {actions.failure && (
        <div className="bc-status bc-action-error" role="alert">
          {actions.failure} <button type="button" className="bc-link" onClick={actions.dismiss}>✕<span className="bc-sr">{texts.cancel}</span></button>
        </div>
      )}
      <div className="str-chat__channel-list-inner">
        {list.status === 'error' && (
          <div className="bc-status" role="alert">
            <p>{texts.error}</p>
            <button type="button" className="str-chat__button str-chat__button--secondary" onClick={list.retry}>{texts.retry}</button>
          </div>
        )}
        {/* While messages are searched too, the conversations' own "no match" still says that part of the answer. */}
        {list.status === 'ready' && rows.length === 0 && (
          <div className="str-chat__channel-list-empty"><p>{emptyText}</p></div>
        )}
        {list.status === 'loading' && <LoadingRows />}
        <ul ref={listRef} className="str-chat__channel-list-inner__main bc-rows" aria-label={view === 'archived' ? texts.archived : texts.channelList} onKeyDown={moveBetweenRows}>
          {rows.map((row) => (
            <ChannelListItem key={row.cid} row={row} userId={userId} texts={texts} safetyTexts={safetyTexts} locale={language} isNew={isNewRow(row, seen.has(row.cid))}
              muted={isMutedConversation(mutes, { cid: row.cid, kind: row.kind, memberIds: row.members.map((member) => member.id) }, userId)}
              onSelect={onSelect} onIntent={onIntent} onAction={onAction} />
          ))}
        </ul>
        {searching && (
          <Suspense fallback={null}>
            <ListMessageSearch client={client} userId={userId} query={query} texts={texts} onOpen={onOpenFound} />
          </Suspense>
        )}
        {list.hasMore && view === 'inbox' && !searching && (
          <div className="str-chat__load-more-button">
            <button type="button" data-testid="load-more-button" disabled={list.loadingMore} onClick={list.loadMore}
              className="str-chat__button str-chat__button--ghost str-chat__button--secondary str-chat__button--size-sm">
              {texts.loadMore}
            </button>
          </div>
        )}
      </div>
    </div>
  );
}
