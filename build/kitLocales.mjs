import { resolve as resolvePath } from 'node:path';
import { kitEs } from './patchKit.mjs';

/** The kit's languages other than English: removed from its module (build/patches/locales.mjs), loaded lazily. */
export const LAZY_LOCALES = ['de', 'es', 'fr', 'hi', 'it', 'ja', 'ko', 'nl', 'pt', 'ru', 'tr'];

/** `virtual:kit-locales`: a lazy loader per language, each a chunk with the kit's translation and its dayjs locale. */
export function kitLocales() {
  return {
    name: 'bounty-kit-locales',
    resolveId: (source) => (source === 'virtual:kit-locales' ? '\0virtual:kit-locales' : null),
    load(id) {
      if (id !== '\0virtual:kit-locales') return null;
      const entries = LAZY_LOCALES.map((lang) => `${lang}: () => Promise.all([import(${JSON.stringify(resolvePath(kitEs, `i18n/${lang}.mjs`))}), import("dayjs/locale/${lang}.js")]).then(([m]) => m.default)`);
      return `/** Lazy loaders of the kit's translations (with their dayjs locale). */\nexport const kitLocales = {\n${entries.join(',\n')}\n};`;
    },
  };
}
