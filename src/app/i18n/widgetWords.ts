/**
 * The widget's own words for a locale: each language is its own chunk, fetched once when the widget starts in
 * that language (never in the English path), shared by the frame, the list and the settings view.
 */
import type { WidgetWords } from './wordTypes.js';

export type { WidgetWords };

type Load = () => Promise<{ default: WidgetWords }>;

/** The languages the widget speaks besides English: the kit's eleven, and Arabic and Hebrew. */
const LANGUAGES: Record<string, Load> = {
  ar: () => import('./words/ar.js'), de: () => import('./words/de.js'), es: () => import('./words/es.js'),
  fr: () => import('./words/fr.js'), he: () => import('./words/he.js'), hi: () => import('./words/hi.js'),
  it: () => import('./words/it.js'), ja: () => import('./words/ja.js'), ko: () => import('./words/ko.js'),
  nl: () => import('./words/nl.js'), pt: () => import('./words/pt.js'), ru: () => import('./words/ru.js'),
  tr: () => import('./words/tr.js'),
};

/** "de-CH" → "de". */
export const languageOf = (locale: string | undefined): string => (locale ?? 'en').toLowerCase().split(/[-_]/)[0] || 'en';

/** The languages with the widget's own words (English is the source, built in). */
export const WORD_LANGUAGES = Object.keys(LANGUAGES);

const loaded = new Map<string, Promise<WidgetWords | undefined>>();

/** The words for `locale`, or undefined for English and languages the widget does not speak (or a failed fetch). */
export function loadWidgetWords(locale: string | undefined): Promise<WidgetWords | undefined> {
  const language = languageOf(locale);
  const load = LANGUAGES[language];
  if (!load) return Promise.resolve(undefined);
  let words = loaded.get(language);
  if (!words) {
    // A failed fetch leaves English (and may be tried again by the next view that asks).
    words = load().then((module) => module.default, () => { loaded.delete(language); return undefined; });
    loaded.set(language, words);
  }
  return words;
}
