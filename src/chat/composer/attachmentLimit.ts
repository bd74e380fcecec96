/** Adding files to a message: at most MAX_ATTACHMENTS, with the product's refusal text. */

/** Most attachments one message may carry. */
export const MAX_ATTACHMENTS = 30;

import { englishComposerTexts } from './composerWords.js';

/** The product's text, typo included; `{{max}}` is filled in (a locale's or the host's `tooManyAttachments` instead). */
export const TOO_MANY_ATTACHMENTS_TEXT = englishComposerTexts.tooManyAttachments;

/** The text (the product's by default) with the limit filled in. */
export function tooManyAttachmentsText(max: number, text: string = TOO_MANY_ATTACHMENTS_TEXT): string {
  return text.replace(/{{\s*max\s*}}/g, String(max));
}

/** The refusal when `adding` files would take a message holding `held` past the limit, or null. */
export function attachmentLimitRefusal(held: number, adding: number, max = MAX_ATTACHMENTS, text: string = TOO_MANY_ATTACHMENTS_TEXT): string | null {
  return held + adding > max ? tooManyAttachmentsText(max, text) : null;
}
