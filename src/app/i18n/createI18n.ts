/**
 * The kit's translator for the chosen locale: English is built in, any other language loads on demand. Under it runs
 * a stand-in for i18next (kitI18next.ts, put in by the build), which writes nothing to the host's console.
 */
import { Streami18n } from 'stream-chat-react';
import { kitLocales } from 'virtual:kit-locales';

/** A Streami18n for `locale` (e.g. "de" or "de-CH"); unknown languages fall back to English. */
export async function createI18n(locale: string | undefined): Promise<Streami18n> {
  const language = (locale ?? 'en').toLowerCase().split('-')[0] ?? 'en';
  const load = kitLocales[language];
  if (!load) return new Streami18n({ language: 'en' });
  return new Streami18n({ language: language as 'de', translationsForLanguage: await load() });
}
