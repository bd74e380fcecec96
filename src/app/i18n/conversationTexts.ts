/**
 * The open conversation's and the safety dialogs' words for a locale with the host's `texts` over them: what the
 * notifier, the arrival preview, the list and the settings view need outside the message view (which reads the
 * same words from the chunk it loads with).
 */
import { loadWidgetWords } from './widgetWords.js';
import { englishConversationTexts } from '../../chat/texts/conversationWords.js';
import type { ConversationTexts } from '../../chat/texts/conversationWords.js';
import { overrideTexts } from '../../chat/texts/hostTexts.js';
import { englishSafetyTexts } from '../../chat/safety/safetyTexts.js';
import type { SafetyTexts } from '../../chat/safety/safetyTexts.js';

/** The conversation's texts: the locale's words (English where it has none), then the host's. */
export async function loadConversationTexts(locale: string | undefined, host: Record<string, string> | undefined): Promise<ConversationTexts> {
  const words = await loadWidgetWords(locale);
  return overrideTexts({ ...englishConversationTexts, ...words?.conversation }, host);
}

/** The block and report dialogs' texts: the locale's words (English where it has none), then the host's. */
export async function loadSafetyTexts(locale: string | undefined, host: Record<string, string> | undefined): Promise<SafetyTexts> {
  const words = await loadWidgetWords(locale);
  return overrideTexts({ ...englishSafetyTexts, ...words?.safety }, host);
}
