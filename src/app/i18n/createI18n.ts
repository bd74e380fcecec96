/** The kit's translator for the chosen locale: English is built in, any other language loads on demand. */
import { Streami18n } from 'stream-chat-react';
import { kitLocales } from 'virtual:kit-locales';

/**
 * i18next (under the kit's translator) prints an advertisement into the console on its first init unless told
 * not to; the host page's console is not ours to write in. The kit passes its own `i18nextConfig` to init.
 */
function quiet(i18n: Streami18n): Streami18n {
  Object.assign(i18n.i18nextConfig, { showSupportNotice: false, debug: false });
  return i18n;
}

/** A Streami18n for `locale` (e.g. "de" or "de-CH"); unknown languages fall back to English. */
export async function createI18n(locale: string | undefined): Promise<Streami18n> {
  const language = (locale ?? 'en').toLowerCase().split('-')[0] ?? 'en';
  const load = kitLocales[language];
  if (!load) return quiet(new Streami18n({ language: 'en' }));
  return quiet(new Streami18n({ language: language as 'de', translationsForLanguage: await load() }));
}
