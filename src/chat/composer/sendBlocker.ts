/** Why the composer may not send right now, or null when it may: the product's send rules, stated once. */
import { MAX_ATTACHMENTS, tooManyAttachmentsText } from './attachmentLimit.js';
import { englishComposerTexts } from './composerWords.js';
import type { ConversationTexts } from '../texts/conversationWords.js';

/** What the rule needs to know of the composer. */
export interface Draft {
  text: string;
  /** Attachments ready to go (uploaded, or needing no upload). */
  attachments: number;
  /** Uploads still running or waiting to start. */
  uploading: number;
  /** A poll, a location or another non-text payload is attached. */
  hasOtherContent?: boolean;
}

/** The reasons a send is blocked. */
export type SendBlocker = 'uploads-pending' | 'too-many-attachments' | 'empty';

/** The text the user is shown for a blocked send in `texts`' words (null: the disabled button says enough). */
export function sendBlockerText(blocker: SendBlocker, texts: Pick<ConversationTexts, 'uploadsPending' | 'tooManyAttachments'> = englishComposerTexts): string | null {
  if (blocker === 'uploads-pending') return texts.uploadsPending;
  if (blocker === 'too-many-attachments') return tooManyAttachmentsText(MAX_ATTACHMENTS, texts.tooManyAttachments);
  return null;
}

/** Texts the user is shown for a blocked send, in English. */
export const SEND_BLOCKER_TEXTS: Record<SendBlocker, string | null> = {
  'uploads-pending': sendBlockerText('uploads-pending'),
  'too-many-attachments': sendBlockerText('too-many-attachments'),
  empty: null,
};

/** Why the draft may not be sent, or null. Whitespace alone is nothing to send. */
export function sendBlocker(draft: Draft): SendBlocker | null {
  if (draft.uploading > 0) return 'uploads-pending';
  if (draft.attachments + draft.uploading > MAX_ATTACHMENTS) return 'too-many-attachments';
  if (draft.text.trim() === '' && draft.attachments === 0 && !draft.hasOtherContent) return 'empty';
  return null;
}

/** The text as sent: leading and trailing newlines (and the blank lines they make) removed, inner ones kept. */
export function trimMessageText(text: string): string {
  return text.replace(/^(?:[ \t]*\r?\n)+/, '').replace(/(?:\r?\n[ \t]*)+$/, '');
}
