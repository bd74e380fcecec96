// The kit imports all its translations and dayjs locales up front. English stays; every other language is
// dropped from the kit's module and loaded on demand through `virtual:kit-locales` (build/kitLocales.mjs).
import { LAZY_LOCALES } from '../kitLocales.mjs';

const lang = `(${LAZY_LOCALES.join('|')})`;
const file = 'i18n/Streami18n.mjs';
const why = 'The eleven non-English translations and dayjs locales would weigh on every first open; they become lazy chunks.';
const test = 'test/e2e/kitLocale.test.ts';

/** @type {import('../kitPatches.mjs').KitPatch[]} */
export default [
  { file, find: new RegExp(`import ${lang}_default from "\\./\\1\\.mjs";\\n`), replace: '', count: LAZY_LOCALES.length, why, test },
  { file, find: new RegExp(`import "dayjs/locale/${lang}\\.js";\\n`), replace: '', count: LAZY_LOCALES.length, why, test },
  { file, find: new RegExp(`\\n\\s*${lang}: \\{ \\[defaultNS\\]: \\1_default \\},?`), replace: '', count: LAZY_LOCALES.length, why, test },
];
