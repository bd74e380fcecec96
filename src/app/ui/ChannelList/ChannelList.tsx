/**
 * The channel list of the first open: ours, not the kit's, so the first view needs React and the SDK but not
 * the kit's markdown, i18next, react-aria, floating-ui or virtualised list. It uses the kit's CSS classes.
 */
import { useEffect, useState } from 'react';
import type { StreamChat } from 'stream-chat';
import type { ChannelRow } from '../../../chat/channelList/channelRow.js';
import { ChannelListItem } from './ChannelListItem.js';
import { englishTexts, loadListTexts } from './listTexts.js';
import type { ListTexts } from './listTexts.js';
import { useChannelList } from './useChannelList.js';

/** Props of ChannelList. */
export interface ChannelListProps {
  client: StreamChat;
  userId: string;
  locale: string | undefined;
  onSelect(row: ChannelRow): void;
  /** The user may be about to open a channel (hover, focus): a chance to fetch the message view early. */
  onIntent(): void;
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
  return <div className="str-chat__loading-channels" role="status">{[0, 1, 2].map(row)}</div>;
}

/** Lists the user's channels, most recent first, with previews, unread badges and "Load more". */
export function ChannelList({ client, userId, locale, onSelect, onIntent }: ChannelListProps) {
  const list = useChannelList(client, userId);
  const [texts, setTexts] = useState<ListTexts>(englishTexts);
  useEffect(() => {
    let active = true;
    void loadListTexts(locale).then((loaded) => { if (active) setTexts(loaded); });
    return () => { active = false; };
  }, [locale]);
  const language = locale ?? 'en';

  return (
    <div className="str-chat__channel-list">
      <div className="str-chat__channel-list-inner">
        {/* A listbox may hold only options (axe: aria-required-children): states sit beside it. */}
        {list.status === 'error' && <div className="bc-status" role="alert">{texts.error}</div>}
        {list.status === 'ready' && list.rows.length === 0 && (
          <div className="str-chat__channel-list-empty"><p>{texts.empty}</p></div>
        )}
        {list.status === 'loading' && <LoadingRows />}
        {/* A listbox without options is an error too: it is one only once there are channels. */}
        <div className="str-chat__channel-list-inner__main" {...(list.rows.length > 0 ? { role: 'listbox', 'aria-label': texts.channelList } : {})}>
          {list.rows.map((row) => (
            <ChannelListItem key={row.cid} row={row} userId={userId} texts={texts} locale={language}
              onSelect={onSelect} onIntent={onIntent} />
          ))}
          {list.hasMore && (
            <div className="str-chat__load-more-button">
              <button type="button" data-testid="load-more-button" disabled={list.loadingMore} onClick={list.loadMore}
                className="str-chat__button str-chat__button--ghost str-chat__button--secondary str-chat__button--size-sm">
                {texts.loadMore}
              </button>
            </div>
          )}
        </div>
      </div>
    </div>
  );
}
