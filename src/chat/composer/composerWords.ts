/** The composer's refusals in English: the product's wording, word for word as specified (typo included). */
import type { ConversationTexts } from '../texts/conversationWords.js';

export const englishComposerTexts = {
  linksRefused: 'Sending links is not allowed in this conversation',
  uploadsPending: 'Wait until all attachments have uploaded',
  tooManyAttachments: "You can't uplod more than {{max}} attachments",
} satisfies Partial<ConversationTexts>;
