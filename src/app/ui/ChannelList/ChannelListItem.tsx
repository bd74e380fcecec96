/** One channel row, with the kit's class names so the kit's CSS styles it: avatar, title, time, unread badge, preview. */
import { memo } from 'react';
import { rowImage, rowTitle } from '../../../chat/channelList/channelRow.js';
import type { ChannelRow } from '../../../chat/channelList/channelRow.js';
import { initials, previewText, previewTime } from './channelPreview.js';
import type { ListTexts } from './listTexts.js';

/** Props of ChannelListItem; a changed row is a new object (the reducer never mutates), so memo re-renders it. */
export interface ChannelListItemProps {
  row: ChannelRow;
  userId: string;
  texts: ListTexts;
  locale: string;
  onSelect(row: ChannelRow): void;
  onIntent(): void;
}

function Avatar({ name, image }: { name: string; image: string | undefined }) {
  const letters = initials(name);
  const size = letters.length > 1 ? 'multiple-letters' : letters.length ? 'one-letter' : 'no-letters';
  return (
    <div className={`str-chat__avatar str-chat__avatar--size-xl str-chat__avatar--${size}`} aria-hidden="true" title={name}>
      {image
        ? <img className="str-chat__avatar-image" alt="" src={image} />
        : <div className="str-chat__avatar-initials">{letters}</div>}
    </div>
  );
}

function Row({ row, userId, texts, locale, onSelect, onIntent }: ChannelListItemProps) {
  const title = rowTitle(row, userId);
  const message = row.lastMessage;
  const unread = row.unread;
  const preview = previewText(message, userId, texts);
  const sentAt = message?.createdAt ? new Date(message.createdAt) : undefined;
  const time = previewTime(sentAt, new Date(), locale);
  const unreadClass = unread > 0 ? ' str-chat__channel-list-item--unread' : '';
  return (
    <div className="str-chat__channel-list-item-container">
      <button
        type="button"
        role="option"
        aria-selected={false}
        aria-label={unread > 0 ? `${title}, ${unread} unread, ${preview}` : `${title}, ${preview}`}
        className={`str-chat__channel-list-item${unreadClass}`}
        data-testid="channel-list-item-button"
        onClick={() => onSelect(row)}
        onPointerEnter={onIntent}
        onFocus={onIntent}
      >
        <Avatar name={title} image={rowImage(row, userId)} />
        <div className="str-chat__channel-list-item-data">
          <div className="str-chat__channel-list-item-data__first-row">
            <div className="str-chat__channel-list-item-data__title"><span>{title}</span></div>
            <div className="str-chat__channel-list-item-data__timestamp-and-badge">
              {time && <time className="str-chat__channel-list-item-timestamp" dateTime={message?.createdAt}>{time}</time>}
              {unread > 0 && (
                <div className="str-chat__badge str-chat__badge--variant-primary str-chat__badge--size-md" data-testid="unread-badge">{unread}</div>
              )}
            </div>
          </div>
          <div className="str-chat__summarized-message-preview">
            <span className="str-chat__summarized-message-preview__text">{preview}</span>
          </div>
        </div>
      </button>
    </div>
  );
}

/** Re-renders only when its row (or the texts) change. */
export const ChannelListItem = memo(Row);
