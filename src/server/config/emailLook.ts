/**
 * How chat e-mails look beyond the product's name: the board's colour, the link to its e-mail settings, and the
 * language of times for recipients who have none of their own. Each setting is checked at start-up.
 */
import { ConfigError } from './configError';
import type { ServiceEnv } from './configError';
import { DEFAULT_RENDER_OPTIONS, knownLocale } from '../email/renderOptions';

/** The e-mail look settings. */
export interface EmailLookConfig {
  /** BOUNTY_CHAT_BRAND_COLOR: `#rrggbb`, the button's and the heading rule's colour. */
  brandColor: string;
  /** BOUNTY_CHAT_EMAIL_SETTINGS_URL: the host's page of e-mail settings, linked in every e-mail's footer; null: none. */
  settingsUrl: string | null;
  /** BOUNTY_CHAT_EMAIL_LOCALE: the language times are written in when the recipient has none (default en-GB). */
  locale: string;
}

/** Reads the e-mail look settings; a bad one is a ConfigError naming it. */
export function parseEmailLookConfig(env: ServiceEnv): EmailLookConfig {
  const color = env['BOUNTY_CHAT_BRAND_COLOR']?.trim() || DEFAULT_RENDER_OPTIONS.brandColor;
  // It goes into style attributes: six hex digits and nothing else.
  if (!/^#[0-9a-fA-F]{6}$/.test(color)) throw new ConfigError('BOUNTY_CHAT_BRAND_COLOR', `must be a colour as #rrggbb, got ${color}`);
  const settings = env['BOUNTY_CHAT_EMAIL_SETTINGS_URL']?.trim() || null;
  if (settings !== null) {
    let url: URL | null = null;
    try {
      url = new URL(settings);
    } catch {
      url = null;
    }
    if (url === null || (url.protocol !== 'https:' && url.protocol !== 'http:')) throw new ConfigError('BOUNTY_CHAT_EMAIL_SETTINGS_URL', `must be an http(s) URL, got ${settings}`);
  }
  const locale = env['BOUNTY_CHAT_EMAIL_LOCALE']?.trim() || DEFAULT_RENDER_OPTIONS.locale;
  if (!knownLocale(locale)) throw new ConfigError('BOUNTY_CHAT_EMAIL_LOCALE', `is not a language tag: ${locale}`);
  return { brandColor: color.toLowerCase(), settingsUrl: settings, locale };
}
