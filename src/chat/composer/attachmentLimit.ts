/** Adding files to a message: at most MAX_ATTACHMENTS, with the product's refusal text. */

/** Most attachments one message may carry. */
export const MAX_ATTACHMENTS = 30;

/** The product's text, typo included; `{{max}}` is filled in. */
export const TOO_MANY_ATTACHMENTS_TEXT = "You can't uplod more than {{max}} attachments";

/** The product's text with the limit filled in. */
export function tooManyAttachmentsText(max: number): string {
  return TOO_MANY_ATTACHMENTS_TEXT.replace('{{max}}', String(max));
}

/** The refusal when `adding` files would take a message holding `held` past the limit, or null. */
export function attachmentLimitRefusal(held: number, adding: number, max = MAX_ATTACHMENTS): string | null {
  return held + adding > max ? tooManyAttachmentsText(max) : null;
}
