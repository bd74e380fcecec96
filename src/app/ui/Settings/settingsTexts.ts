/**
 * The settings view's texts: English is built in and is the product's wording; another language takes the
 * widget's own words for it (app/i18n/words, the chunk the frame and the list load too), English for a key they
 * lack.
 */
import { loadWidgetWords } from '../../i18n/widgetWords.js';
import { englishSettingsTexts } from '../../../chat/texts/settingsWords.js';
import type { SettingsTexts } from '../../../chat/texts/settingsWords.js';

export { englishSettingsTexts };
export type { SettingsTexts };

/** The texts for `locale` ("de", "de-CH"); unknown languages and missing keys fall back to English. */
export async function loadSettingsTexts(locale: string | undefined): Promise<SettingsTexts> {
  const words = await loadWidgetWords(locale);
  return { ...englishSettingsTexts, ...words?.settings };
}
