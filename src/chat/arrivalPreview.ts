/**
 * The preview by the launcher while the panel is closed: which new message shows one (the desktop notice's rule,
 * the closed panel standing for the hidden tab: someone else's DM or a mention of the user) and what it says, the
 * sender and the first line of the text, plain and short.
 */
import { desktopNotice, englishNoticeTexts, noticeBody } from './desktopNotice.js';
import type { DesktopNotice, NoticeInput, NoticeTexts } from './desktopNotice.js';

/** The longest first line shown, in characters. */
export const ARRIVAL_LINE_MAX_CHARS = 80;
/** How long a preview stays (paused while pointed at or focused). */
export const ARRIVAL_SHOW_MS = 6000;

/** Everything the rule decides on: the notice's input without the tab's visibility. */
export type ArrivalInput = Omit<NoticeInput, 'hidden'>;

/** The preview of a new message while the panel is closed, or null when it shows none. */
export function arrivalPreview(input: ArrivalInput, texts: NoticeTexts = englishNoticeTexts): DesktopNotice | null {
  const notice = desktopNotice({ ...input, hidden: true }, texts);
  if (!notice) return null;
  const line = (input.message.text ?? '').split('\n').map((part) => part.trim()).find(Boolean);
  return { ...notice, body: line ? noticeBody(line, ARRIVAL_LINE_MAX_CHARS) : texts.attachmentBody };
}
