/**
 * The open conversation's words for a locale with the host's `texts` over them, resolved over a part's own English:
 * what the notifier and the arrival preview need outside the message view. Both load it with their own code, so
 * an English page's first chunks carry none of it.
 */
import { loadWidgetWords } from './widgetWords.js';
import { overrideTexts } from '../../chat/texts/hostTexts.js';

/** `english` with the locale's words over it (English where it has none), then the host's. */
export async function loadConversationTexts<T extends object>(locale: string | undefined, host: Record<string, string> | undefined, english: T): Promise<T> {
  const words = await loadWidgetWords(locale);
  return overrideTexts(overrideTexts(english, words?.conversation as Record<string, string> | undefined), host);
}
