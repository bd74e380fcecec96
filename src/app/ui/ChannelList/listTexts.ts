/**
 * The channel list's texts. English is built in (and is the product's wording); another language takes the
 * widget's own words for it (app/i18n/words) and, for a text the kit also has and those words lack, the kit's
 * translation under the kit's key, so the list reads as the message view does; the rest falls back to English.
 */
import { kitLocales } from 'virtual:kit-locales';
import { languageOf, loadWidgetWords } from '../../i18n/widgetWords.js';
import { englishTexts } from '../../../chat/channelList/listWords.js';
import type { ListTexts } from '../../../chat/channelList/listWords.js';
import { listTexts } from '../../../chat/channelList/listTextOrder.js';

export { englishTexts, listTexts };
export type { ListTexts };

/**
 * The texts for `locale` ("de", "de-CH"), then the host's `texts`: a list key of ours wins, else the kit's key it
 * shares (so a host that renames the kit's "Cancel" renames the list's too); unknown languages fall back to English.
 */
export async function loadListTexts(locale: string | undefined, host?: Record<string, string>): Promise<ListTexts> {
  const load = kitLocales[languageOf(locale)];
  const [translations, words] = await Promise.all([load ? load().catch(() => ({} as Record<string, string>)) : {}, loadWidgetWords(locale)]);
  return listTexts(translations, host, words?.list);
}
