/**
 * The settings view's texts. Each is looked up under its English wording as the translation key (the kit's
 * convention), in the same lazy translation chunk the list and the kit use; English is built in and is the
 * product's wording, and a language without a key falls back to it.
 */
import { kitLocales } from 'virtual:kit-locales';

/** The texts the settings view shows. */
export interface SettingsTexts {
  title: string;
  email: string;
  device: string;
  loadFailed: string;
  saveFailed: string;
  /** Mail to the user's address bounced: shown above the switches, with a button that turns e-mail back on. */
  bounced: string;
  resume: string;
  denied: string;
  unsupported: string;
}

/** English: the product's own wording. */
export const englishSettingsTexts: SettingsTexts = {
  title: 'Settings',
  email: "E-mail me about messages while I'm away",
  device: 'Notify me on this device',
  loadFailed: 'Your e-mail setting could not be loaded. Try again later.',
  saveFailed: 'Your e-mail setting could not be saved. Try again.',
  bounced: 'E-mail to you bounced; turn it back on.',
  resume: 'Turn e-mail back on',
  denied: 'Your browser blocks notifications from this site. Allow them in the browser\'s site settings, then try again.',
  unsupported: 'This browser cannot show notifications.',
};

/** The texts for `locale` ("de", "de-CH"); unknown languages and missing keys fall back to English. */
export async function loadSettingsTexts(locale: string | undefined): Promise<SettingsTexts> {
  const load = kitLocales[(locale ?? 'en').toLowerCase().split('-')[0] ?? 'en'];
  if (!load) return englishSettingsTexts;
  const translations = await load().catch(() => ({} as Record<string, string>));
  const texts = { ...englishSettingsTexts };
  for (const field of Object.keys(texts) as Array<keyof SettingsTexts>) texts[field] = translations[englishSettingsTexts[field]] || englishSettingsTexts[field];
  return texts;
}
