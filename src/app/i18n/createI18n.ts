/**
 * The kit's translator for the chosen locale: English is built in, in the product's words where they differ from the
 * kit's (kitEnglish.ts: sentence case, a conversation, not a channel); any other language loads on demand, with the
 * widget's word for a conversation where the kit's translation says "channel" (its words' `kit` part); and the
 * host's `texts` go over either (a language the kit does not ship runs on the host's texts alone, English where
 * a key is missing). Under it runs a stand-in for i18next (kitI18next.ts, put in by the build), which writes
 * nothing to the host's console.
 */
import { Streami18n } from 'stream-chat-react';
import { KIT_ENGLISH } from '../../chat/texts/kitEnglish.js';
import { loadWidgetWords } from './widgetWords.js';
import { kitLocales } from 'virtual:kit-locales';
import { formatDay, formatRowTime, formatTime, safeLocale } from '../../chat/time/formatTimes.js';

/**
 * The kit's timestamps written by the widget's one clock face (chat/time) instead of the kit's fixed patterns
 * ("HH:mm" in English, while the list writes "9:20 PM").
 */
const CLOCK_KEYS: Record<string, string> = {
  'timestamp/MessageTimestamp': '{{ timestamp | bctime }}',
  'timestamp/DateSeparator': '{{ timestamp | bcday }}',
  'timestamp/SystemMessage': '{{ timestamp | bcday }}',
  'timestamp/ChannelPreviewTimestamp': '{{ timestamp | bcrow }}',
  'timestamp/ChannelDetailPinnedMessageTimestamp': '{{ timestamp | bcrow }}',
};

type Formatter = (value: unknown) => string;

/** The kit's formatters (Streami18n `formatters`) that write the CLOCK_KEYS' times for `locale`. */
function clockFormatters(locale: string): Record<string, () => Formatter> {
  const at = (value: unknown): Date => new Date(value as string | number | Date);
  return {
    bctime: () => (value) => formatTime(at(value), locale),
    bcday: () => (value) => formatDay(at(value), new Date(), locale),
    bcrow: () => (value) => formatRowTime(at(value), new Date(), locale),
  };
}

/**
 * The kit's words in languages the kit does not ship (its keys, placeholders and plural suffixes; Arabic with all
 * six of its plural categories): each its own chunk, like the kit's own languages.
 */
const OWN_KIT_LOCALES: Record<string, () => Promise<Record<string, string>>> = {
  ar: () => import('./kit/ar.js').then((module) => module.default),
  he: () => import('./kit/he.js').then((module) => module.default),
};

/** A Streami18n for `locale` (e.g. "de" or "de-CH") with the host's `texts` over the kit's words. */
export async function createI18n(locale: string | undefined, texts?: Record<string, string>): Promise<Streami18n> {
  const language = (locale ?? 'en').toLowerCase().split(/[-_]/)[0] || 'en';
  const load = kitLocales[language] ?? OWN_KIT_LOCALES[language];
  // A language the kit lacks is the host's own only with texts; without, the widget stays English.
  const shipped = language == 'en' || !!load;
  // The widget's words for the language are fetched once and shared with the view that asks for them too.
  const [translations, words] = await Promise.all([load ? load() : {}, loadWidgetWords(locale)]);
  const product = language == 'en' ? KIT_ENGLISH : words?.kit;
  return new Streami18n({
    language: (shipped || texts ? language : 'en') as 'de',
    translationsForLanguage: { ...translations, ...product, ...texts, ...CLOCK_KEYS },
    // Formatters are typed by the kit against its Streami18n; ours use only the value.
    formatters: clockFormatters(safeLocale(locale)) as never,
    // A language without a dayjs locale is expected here (the clock does not use dayjs): nothing to warn about.
    logger: () => undefined,
  });
}
