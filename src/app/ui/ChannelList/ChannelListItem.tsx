/**
 * One channel row, with the kit's class names so the kit's CSS styles it: avatar, title (and the bounty a DM is
 * about), time, unread badge, the latest message's status and preview, and its actions menu. The row's
 * accessible name is its own visible text in order (no aria-label that could drift from it, WCAG 2.5.3).
 * A DM's bounty has a line of its own, the full width of the row (beside the time it was cut to a dozen letters);
 * a bounty channel's avatar is a briefcase. Each text takes its direction from its own letters (`dir="auto"`), so an
 * English preview in a right-to-left widget is cut at its end, not its start.
 */
import { memo } from 'react';
import { rowAvatarId, rowBounty, rowImage, rowTitle } from '../../../chat/channelList/channelRow.js';
import { AVATAR_TEXT, avatarColor } from '../../../chat/look/avatarColor.js';
import type { ChannelRow } from '../../../chat/channelList/channelRow.js';
import { previewLine } from '../../../chat/channelList/previewLine.js';
import { initials, previewTime } from './channelPreview.js';
import type { ListTexts } from './listTexts.js';
import { RowMenu } from './RowMenu.js';
import type { RowAction } from './rowMenuProps.js';
import { withName } from '../../../chat/safety/safetyTexts.js';
import type { SafetyTexts } from '../../../chat/safety/safetyTexts.js';

/** Props of ChannelListItem; a changed row is a new object (the reducer never mutates), so memo re-renders it. */
export interface ChannelListItemProps {
  row: ChannelRow;
  userId: string;
  texts: ListTexts;
  locale: string;
  isNew: boolean;
  /** Muted (its own mute or its person's): the unread count dims, an icon says so. */
  muted: boolean;
  onSelect(row: ChannelRow): void;
  onIntent(row: ChannelRow): void;
  onAction(row: ChannelRow, action: RowAction): void;
  /** The block step's words (the host's `texts` over English). */
  safetyTexts?: SafetyTexts;
}

/** A bounty channel's own mark (a briefcase), so a bounty's room never looks like a person's DM. */
function BountyMark() {
  return (
    <svg className="bc-row-bounty-mark" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M9 3h6a2 2 0 0 1 2 2v1h3a2 2 0 0 1 2 2v11a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h3V5a2 2 0 0 1 2-2Zm0 3h6V5H9v1Zm-5 6v7h16v-7h-6v1a1 1 0 0 1-1 1h-2a1 1 0 0 1-1-1v-1H4Z" />
    </svg>
  );
}

function Avatar({ name, image, id, bounty }: { name: string; image: string | undefined; id: string; bounty: boolean }) {
  const letters = bounty ? '' : initials(name);
  const size = letters.length > 1 ? 'multiple-letters' : letters.length ? 'one-letter' : 'no-letters';
  // Without a picture, the person's own colour (a style property: CSSOM, which a strict CSP allows).
  return (
    <div className={`str-chat__avatar str-chat__avatar--size-xl str-chat__avatar--${size}`} aria-hidden="true" title={name}
      style={image ? undefined : { background: avatarColor(id), color: AVATAR_TEXT }}>
      {image
        ? <img className="str-chat__avatar-image" alt="" src={image} />
        : bounty ? <BountyMark /> : <div className="str-chat__avatar-initials">{letters}</div>}
    </div>
  );
}

function Row({ row, userId, texts, locale, isNew, muted, onSelect, onIntent, onAction, safetyTexts }: ChannelListItemProps) {
  const title = rowTitle(row, userId);
  const bounty = rowBounty(row);
  const message = row.lastMessage;
  const unread = row.unread;
  const preview = previewLine(message, userId, texts);
  const sentAt = message?.createdAt ? new Date(message.createdAt) : undefined;
  const time = previewTime(sentAt, new Date(), locale);
  const status = message && !message.deleted && message.userId === userId ? (row.readByOthers ? 'read' : 'sent') : undefined;
  const partner = row.kind === 'dm' ? row.members.find((member) => member.id !== userId) : undefined;
  const partnerName = partner ? partner.name || partner.id : '';
  const block = partner && safetyTexts ? {
    label: withName(safetyTexts.blockPerson, partnerName), question: withName(safetyTexts.blockConfirm, partnerName),
    explain: withName(safetyTexts.blockExplain, partnerName), action: safetyTexts.blockAction, cancel: safetyTexts.cancel,
  } : undefined;
  const unreadClass = unread > 0 ? ' str-chat__channel-list-item--unread' : '';
  return (
    <li className={`str-chat__channel-list-item-container bc-row${muted ? ' bc-row--muted' : ''}`} data-cid={row.cid}>
      <button
        type="button"
        className={`str-chat__channel-list-item${unreadClass}`}
        data-testid="channel-list-item-button"
        onClick={() => onSelect(row)}
        onPointerEnter={() => onIntent(row)}
        onFocus={() => onIntent(row)}
      >
        <Avatar name={title} image={rowImage(row, userId)} id={rowAvatarId(row, userId)} bounty={row.kind === 'bounty'} />
        <div className="str-chat__channel-list-item-data">
          <div className="str-chat__channel-list-item-data__first-row">
            <div className="str-chat__channel-list-item-data__title">
              <span dir="auto">{title}</span>
            </div>
            <div className="str-chat__channel-list-item-data__timestamp-and-badge">
              {row.pinnedAt && <span className="bc-row-pin"><span aria-hidden="true">📌</span><span className="bc-sr">{texts.pinned}</span></span>}
              {muted && <span className="bc-row-muted" data-testid="row-muted"><span aria-hidden="true">🔕</span><span className="bc-sr">{texts.muted}</span></span>}
              {isNew && <span className="bc-row-new" data-testid="row-new">{texts.isNew}</span>}
              {time && <time className="str-chat__channel-list-item-timestamp" dateTime={message?.createdAt}>{time}</time>}
              {unread > 0 && (
                <span className="bc-row-unread">
                  <span className="str-chat__badge str-chat__badge--variant-primary str-chat__badge--size-md" data-testid="unread-badge">{unread}</span>
                  <span className="bc-sr"> {texts.unread}</span>
                </span>
              )}
            </div>
          </div>
          {bounty && <div className="bc-row-bounty" data-testid="row-bounty" dir="auto">{bounty}</div>}
          <div className="str-chat__summarized-message-preview">
            {status && (
              <span className="bc-row-status" data-status={status} data-testid="row-status">
                <span aria-hidden="true">{status === 'read' ? '✓✓' : '✓'}</span>
                <span className="bc-sr">{texts[status]}</span>
              </span>
            )}
            <span className="str-chat__summarized-message-preview__text" dir="auto">{preview}</span>
          </div>
        </div>
      </button>
      <RowMenu title={title} texts={texts} pinned={!!row.pinnedAt} muted={muted} archived={!!row.archived}
        owner={row.createdById === userId} block={block} onAction={(action) => onAction(row, action)} />
    </li>
  );
}

/** Re-renders only when its row (or the texts, or whether it is new) change. */
export const ChannelListItem = memo(Row);
