// The kit imports all its translations and dayjs locales up front. English stays; every other language is
// dropped from the kit's module and loaded on demand through `virtual:kit-locales` (build/kitLocales.mjs).
// English keeps only the entries that differ from their key: the translator reads a missing key as the key itself
// (i18next does, and so does our stand-in, src/app/i18n/kitI18next.ts), so the other half of the file is dead weight.
import { LAZY_LOCALES } from '../kitLocales.mjs';

const lang = `(${LAZY_LOCALES.join('|')})`;
const file = 'i18n/Streami18n.mjs';
const why = 'The eleven non-English translations and dayjs locales would weigh on every first open; they become lazy chunks.';
const test = 'test/e2e/kitLocale.test.ts';
const echoWhy = 'English entries that only repeat their key cost bytes on every conversation and change nothing: a missing key reads as itself.';
const echoTest = 'test/unit/app/kitI18next.test.ts';
// The translations' imports and their entries in the resources only work together.
const translations = 'eleven translations loaded on demand';

/** @type {import('../kitPatches.mjs').KitPatch[]} */
export default [
  { file, find: new RegExp(`import ${lang}_default from "\\./\\1\\.mjs";\\n`), replace: '', count: LAZY_LOCALES.length, why, test, saves: translations },
  { file, find: new RegExp(`import "dayjs/locale/${lang}\\.js";\\n`), replace: '', count: LAZY_LOCALES.length, why, test, saves: 'eleven dayjs locales loaded on demand' },
  { file, find: new RegExp(`\\n\\s*${lang}: \\{ \\[defaultNS\\]: \\1_default \\},?`), replace: '', count: LAZY_LOCALES.length, why, test, saves: translations },
  // `"Send a message": "Send a message",` — a quoted key whose value is the same text.
  { file: 'i18n/en.mjs', find: /^\t"((?:[^"\\]|\\.)*)": "\1",?\n/m, replace: '', count: 304, why: echoWhy, test: echoTest, saves: 'English entries that repeat their key' },
];
