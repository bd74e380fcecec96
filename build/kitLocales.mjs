import { resolve as resolvePath } from 'node:path';
import { kitEs, patch } from './patchKit.mjs';

const LOCALES = ['de', 'es', 'fr', 'hi', 'it', 'ja', 'ko', 'nl', 'pt', 'ru', 'tr'];

/**
 * The kit imports all twelve translations and dayjs locales statically. Keep English; every other language
 * becomes a lazy chunk behind `virtual:kit-locales`, loaded only when init asks for it.
 */
export function kitLocales() {
  const streami18n = resolvePath(kitEs, 'i18n/Streami18n.mjs');
  return {
    name: 'bounty-kit-locales',
    resolveId: (source) => (source === 'virtual:kit-locales' ? '\0virtual:kit-locales' : null),
    load(id) {
      if (id !== '\0virtual:kit-locales') return null;
      const entries = LOCALES.map((lang) => `${lang}: () => Promise.all([import(${JSON.stringify(resolvePath(kitEs, `i18n/${lang}.mjs`))}), import("dayjs/locale/${lang}.js")]).then(([m]) => m.default)`);
      return `/** Lazy loaders of the kit's translations (with their dayjs locale). */\nexport const kitLocales = {\n${entries.join(',\n')}\n};`;
    },
    transform(code, id) {
      if (id !== streami18n) return null;
      let next = code;
      for (const lang of LOCALES) {
        next = patch(this, id, next, `import ${lang}_default from "./${lang}.mjs";\n`, '');
        next = patch(this, id, next, `import "dayjs/locale/${lang}.js";\n`, '');
        next = patch(this, id, next, new RegExp(`\\n\\s*${lang}: \\{ \\[defaultNS\\]: ${lang}_default \\},?`), '');
      }
      return { code: next, map: null };
    },
  };
}
