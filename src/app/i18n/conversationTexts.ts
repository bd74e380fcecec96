/**
 * The open conversation's words for a locale with the host's `texts` over them: what the notifier and the arrival
 * preview need outside the message view (which reads the same words from the chunk it loads with). Both load it
 * with their own code, so the English page's first chunks do not carry these words.
 */
import { loadWidgetWords } from './widgetWords.js';
import { englishConversationTexts } from '../../chat/texts/conversationWords.js';
import type { ConversationTexts } from '../../chat/texts/conversationWords.js';
import { overrideTexts } from '../../chat/texts/hostTexts.js';

/** The conversation's texts: the locale's words (English where it has none), then the host's. */
export async function loadConversationTexts(locale: string | undefined, host: Record<string, string> | undefined): Promise<ConversationTexts> {
  const words = await loadWidgetWords(locale);
  return overrideTexts({ ...englishConversationTexts, ...words?.conversation }, host);
}

