/**
 * Desktop notifications (opt-in, per device): which new message shows one and what it says. Pure: the app
 * reads the tab's visibility and the message event, this decides; the Notification API sits behind a port.
 */
import { isDirectMessageId } from '../contract/ids.js';
import { isWorthTelling } from './message/worthTelling.js';
import type { ConversationTexts } from './texts/conversationWords.js';
import type { TellableMessage } from './message/worthTelling.js';

/** The longest notification body, in characters (the provider's text is cut there, with "…"). */
export const NOTICE_BODY_MAX_CHARS = 140;

/** The fields of a new message the rule reads. */
export type NoticeMessage = TellableMessage & { user?: { id: string; name?: string } | null };

/** Everything the rule decides on. */
export interface NoticeInput {
  channelType: string;
  channelId: string;
  /** The channel's own name (a bounty channel's title); DMs have none. */
  channelName?: string;
  message: NoticeMessage;
  /** The signed-in user. */
  selfId: string;
  /** Whether the host's tab is hidden now (document.visibilityState === 'hidden'). */
  hidden: boolean;
}

/** The texts of a notification, overridable like the widget's other texts. `{{name}}`, `{{channel}}` are filled in. */
export interface NoticeTexts {
  /** Title of a DM's notification. */
  directTitle: string;
  /** Title of a mention's notification in a channel. */
  mentionTitle: string;
  /** Body of a message without text (attachments only). */
  attachmentBody: string;
  /** The sender's name when the provider gave none. */
  someone: string;
}

/** English: the product's wording. */
export const englishNoticeTexts: NoticeTexts = noticeTexts(englishNoticeWords());

/** The conversation's words a notification uses, in English (the product's wording). */
export function englishNoticeWords(): NoticeWords {
  return { noticeMention: '{{name}} in {{channel}}', noticeAttachment: 'Sent an attachment', noticeSomeone: 'Someone' };
}

/** The conversation's words a notification uses. */
export type NoticeWords = Pick<ConversationTexts, 'noticeMention' | 'noticeAttachment' | 'noticeSomeone'>;

/** A notification's texts in the conversation's words (the locale's, under the host's `texts`). */
export function noticeTexts(texts: NoticeWords): NoticeTexts {
  return { directTitle: '{{name}}', mentionTitle: texts.noticeMention, attachmentBody: texts.noticeAttachment, someone: texts.noticeSomeone };
}

/** One notification: `tag` is the channel, so a newer one for the same conversation replaces the one shown. */
export interface DesktopNotice {
  title: string;
  body: string;
  tag: string;
  channelType: string;
  channelId: string;
}

/** Whether a message shows a notification: while the tab is hidden, someone else's message in a DM, or one that mentions the user. */
export function notifies(input: NoticeInput): boolean {
  const sender = input.message.user?.id;
  if (!input.hidden || !sender || sender === input.selfId) return false;
  if (!isWorthTelling(input.message)) return false;
  if (isDirectMessageId(input.channelId)) return true;
  return (input.message.mentioned_users ?? []).some((user) => user.id === input.selfId);
}

/** Plain text for a notification: whitespace collapsed, cut at `max` characters with "…" (never HTML: shown as is). */
export function noticeBody(text: string, max = NOTICE_BODY_MAX_CHARS): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const chars = Array.from(flat);
  return chars.length <= max ? flat : `${chars.slice(0, max - 1).join('').trimEnd()}…`;
}

/** Fills `{{name}}` placeholders (a value is inserted as is, never read as a placeholder again). */
function fill(template: string, values: Record<string, string>): string {
  return template.replace(/{{\s*(\w+)\s*}}/g, (whole, key: string) => values[key] ?? whole);
}

/** The notification a message shows, or null when it shows none. */
export function desktopNotice(input: NoticeInput, texts: NoticeTexts = englishNoticeTexts): DesktopNotice | null {
  if (!notifies(input)) return null;
  const name = input.message.user?.name?.trim() || texts.someone;
  const isDM = isDirectMessageId(input.channelId);
  const channel = input.channelName?.trim() || input.channelId;
  const text = noticeBody(input.message.text ?? '');
  return {
    title: noticeBody(fill(isDM ? texts.directTitle : texts.mentionTitle, { name, channel })),
    body: text || texts.attachmentBody,
    tag: `${input.channelType}:${input.channelId}`,
    channelType: input.channelType,
    channelId: input.channelId,
  };
}
