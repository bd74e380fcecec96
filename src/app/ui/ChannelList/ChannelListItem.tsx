/** One channel row, with the kit's class names so the kit's CSS styles it: avatar, title, time, unread badge, preview. */
import { memo } from 'react';
import type { Channel } from 'stream-chat';
import { channelImage, channelTitle, initials, lastMessage, previewText, previewTime } from './channelPreview.js';
import type { ListTexts } from './listTexts.js';

/** Props of ChannelListItem; `version` re-renders the row when the channel's state changed. */
export interface ChannelListItemProps {
  channel: Channel;
  userId: string;
  texts: ListTexts;
  locale: string;
  version: number;
  onSelect(channel: Channel): void;
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

function Row({ channel, userId, texts, locale, onSelect, onIntent }: ChannelListItemProps) {
  const title = channelTitle(channel, userId);
  const message = lastMessage(channel);
  const unread = channel.countUnread();
  const preview = previewText(message, userId, texts);
  const time = previewTime(message?.created_at, new Date(), locale);
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
        onClick={() => onSelect(channel)}
        onPointerEnter={onIntent}
        onFocus={onIntent}
      >
        <Avatar name={title} image={channelImage(channel, userId)} />
        <div className="str-chat__channel-list-item-data">
          <div className="str-chat__channel-list-item-data__first-row">
            <div className="str-chat__channel-list-item-data__title"><span>{title}</span></div>
            <div className="str-chat__channel-list-item-data__timestamp-and-badge">
              {time && <time className="str-chat__channel-list-item-timestamp" dateTime={message?.created_at?.toISOString()}>{time}</time>}
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

/** Re-renders only when the list's version (or the row's inputs) change. */
export const ChannelListItem = memo(Row);
