/** The block and report dialogs' words for a locale, for the list and the settings view (the message view has its own). */
import { loadWidgetWords } from './widgetWords.js';
import { englishSafetyTexts } from '../../chat/safety/safetyTexts.js';
import type { SafetyTexts } from '../../chat/safety/safetyTexts.js';
import { overrideTexts } from '../../chat/texts/hostTexts.js';

/** The block and report dialogs' texts: the locale's words (English where it has none), then the host's. */
export async function loadSafetyTexts(locale: string | undefined, host: Record<string, string> | undefined): Promise<SafetyTexts> {
  const words = await loadWidgetWords(locale);
  return overrideTexts({ ...englishSafetyTexts, ...words?.safety }, host);
}
