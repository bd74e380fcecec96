/**
 * The kit's translator for the chosen locale: English is built in, any other language loads on demand, and the
 * host's `texts` go over either (a language the kit does not ship runs on the host's texts alone, English where
 * a key is missing). Under it runs a stand-in for i18next (kitI18next.ts, put in by the build), which writes
 * nothing to the host's console.
 */
import { Streami18n } from 'stream-chat-react';
import { productEnglish } from '../../chat/texts/productEnglish.js';
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

/**
 * Where the product's English words differ from the kit's (a host's `texts` still go over them): sentence case and
 * "conversation" for "channel" throughout (productEnglish.ts); a thread reply in a DM is also sent "to the
 * conversation", which is not a separate "direct message".
 */
/**
 * The kit's English texts the widget shows in its menus, prompts and notices. The kit's English is its keys (the
 * build ships no English table), so the product's wording is made from this list.
 */
const SHOWN_KIT_TEXTS = ['Edit Message', 'Thread Reply', 'Quote Reply', 'Send Anyway', 'Copy Message', 'Block User',
  'Download Attachment', "You can't send messages in this channel", 'Also sent in channel',
  'Error marking message unread. Cannot mark unread messages older than the newest 100 channel messages.'];
const productEn = (): Record<string, string> => ({
  ...productEnglish(Object.fromEntries(SHOWN_KIT_TEXTS.map((text) => [text, text]))),
  'Also send as a direct message': 'Also send to the conversation',
  'Also send in channel': 'Also send to the conversation',
});

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
  const translations = load ? await load() : {};
  return new Streami18n({
    language: (shipped || texts ? language : 'en') as 'de',
    translationsForLanguage: { ...translations, ...(language == 'en' ? productEn() : {}), ...texts, ...CLOCK_KEYS },
    // Formatters are typed by the kit against its Streami18n; ours use only the value.
    formatters: clockFormatters(safeLocale(locale)) as never,
    // A language without a dayjs locale is expected here (the clock does not use dayjs): nothing to warn about.
    logger: () => undefined,
  });
}
