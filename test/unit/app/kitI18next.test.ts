// The kit's translator runs on a small stand-in for i18next: every key of every kit language, with and without
// counts and variables, must read exactly as i18next renders it with the configuration the kit gives it.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import i18next from 'i18next';
import kitI18next, { parseFormat } from '../../../src/app/i18n/kitI18next.js';
import type { PostProcessor, TOptions } from '../../../src/app/i18n/kitI18next.js';
import { LAZY_LOCALES } from '../../../build/kitLocales.mjs';
import { applyPatches, loadPatchTable } from '../../../build/kitPatches.mjs';
import { kitEs } from '../../../build/patchKit.mjs';

const translationsOf = async (lang: string): Promise<Record<string, string>> =>
  ((await import(pathToFileURL(join(kitEs, `i18n/${lang}.mjs`)).href)) as { default: Record<string, string> }).default;

/** English as the build ships it: the kit's file with this project's patches applied. */
async function patchedEnglish(): Promise<Record<string, string>> {
  const file = join(kitEs, 'i18n/en.mjs');
  const entries = (await loadPatchTable()).filter((entry) => entry.file === 'i18n/en.mjs');
  const { code } = applyPatches(readFileSync(file, 'utf8'), entries, file);
  return ((await import(`data:text/javascript,${encodeURIComponent(code)}`)) as { default: Record<string, string> }).default;
}

// What Streami18n passes to init (src/i18n/Streami18n.ts in the kit), with a stand-in post-processor and
// formatters that show every argument they get.
const config = (lng: string, translation: Record<string, string>) => ({
  fallbackLng: false as const, interpolation: { escapeValue: false, formatSeparator: '|' }, keySeparator: false as const,
  nsSeparator: false as const, lng, resources: { [lng]: { translation } }, postProcess: ['notification'], showSupportNotice: false,
});
const formatter = (name: string) => (value: unknown, lng: string | undefined, options: unknown) => `${name}:${lng}:${JSON.stringify(value)}:${JSON.stringify(options)}`;
const notification: PostProcessor = {
  type: 'postProcessor', name: 'notification',
  process: (value, keys, options) => (options.notification ? `[${keys.join()}|${value}|${JSON.stringify(options.notification)}]` : value),
};

type T = (key: string, options?: TOptions) => string;
async function both(lng: string, translation: Record<string, string>, standInTranslation = translation): Promise<{ real: T; standIn: T }> {
  const real = i18next.createInstance();
  const realT = await real.init(config(lng, translation));
  real.use(notification as never);
  for (const name of ['timestampFormatter', 'durationFormatter']) real.services.formatter?.add(name, formatter(name));
  const standIn = kitI18next.createInstance();
  const standInT = await standIn.init(config(lng, standInTranslation));
  standIn.use(notification);
  for (const name of ['timestampFormatter', 'durationFormatter']) standIn.services.formatter.add(name, formatter(name));
  return { real: (key, options) => (realT as unknown as T)(key, options), standIn: standInT };
}

/** Option sets for `key`: none, counts, every variable it names, and all but the first of them. */
function optionSets(key: string, value: string): TOptions[] {
  const variables = [...`${key} ${value}`.matchAll(/{{(.+?)}}/g)].map((m) => (m[1] ?? '').split('|')[0]!.trim());
  const filled = Object.fromEntries(variables.map((name) => [name, name === 'timestamp' ? new Date(Date.UTC(2026, 0, 2, 3, 4)) : `<${name}>`]));
  const sets: TOptions[] = [{}, filled, { ...filled, count: 0 }, { ...filled, count: 1 }, { ...filled, count: 2 }, { ...filled, count: 5 }, { ...filled, count: 22 }];
  if (variables.length > 1) sets.push(Object.fromEntries(Object.entries(filled).slice(1)));
  return sets;
}

const baseKey = (key: string): string => key.replace(/_(zero|one|two|few|many|other)$/, '');

describe('the i18next stand-in renders what i18next renders', () => {
  it.each(['en', ...LAZY_LOCALES])('every key of the kit in %s', async (lng) => {
    const translation = await translationsOf(lng);
    const { real, standIn } = await both(lng, translation);
    for (const key of new Set([...Object.keys(translation), ...Object.keys(translation).map(baseKey)])) {
      for (const options of optionSets(key, translation[key] ?? '')) {
        expect(standIn(key, options), `${lng} ${key} ${JSON.stringify(options)}`).toBe(real(key, options));
      }
    }
  });

  it.each(['ar', 'he'])("every key of the widget's own table of the kit's words in %s (plurals of every category)", async (lng) => {
    const translation = ((await import(`../../../src/app/i18n/kit/${lng}.ts`)) as { default: Record<string, string> }).default;
    const { real, standIn } = await both(lng, translation);
    for (const key of new Set([...Object.keys(translation), ...Object.keys(translation).map(baseKey)])) {
      for (const options of [...optionSets(key, translation[key] ?? ''), { count: 3 }, { count: 11 }, { count: 100 }]) {
        expect(standIn(key, options), `${lng} ${key} ${JSON.stringify(options)}`).toBe(real(key, options));
      }
    }
  });

  it('English as built, without the entries that repeat their key, reads the same', async () => {
    const translation = await translationsOf('en');
    const trimmed = await patchedEnglish();
    // The 304 quoted entries that repeat their key are dropped (build/patches/locales.mjs).
    expect(Object.keys(trimmed).length).toBeLessThanOrEqual(Object.keys(translation).length - 300);
    const { real, standIn } = await both('en', translation, trimmed);
    for (const key of new Set([...Object.keys(translation), ...Object.keys(translation).map(baseKey)])) {
      for (const options of optionSets(key, translation[key] ?? '')) expect(standIn(key, options), key).toBe(real(key, options));
    }
  });

  it.each<[string, string, Record<string, string>, TOptions]>([
    ['an unknown key reads as itself, interpolated', 'Hello {{ name }}', {}, { name: 'Ann' }],
    ['a variable left out stays as written', 'Hello {{ name }}', {}, {}],
    ['a variable named but undefined reads as nothing', 'Hello {{ name }}', {}, { name: undefined }],
    ['null reads as nothing', 'Hello {{ name }}', {}, { name: null }],
    ['numbers and nested variables', '{{ n }} by {{ user.name }}', {}, { n: 3, user: { name: 'Bo' } }],
    ['a default value when the key is missing', 'missing', {}, { defaultValue: 'Fallback {{ x }}', x: 1 }],
    ['the zero form for 0', 'items', { items_zero: 'none', items_one: 'one', items_other: '{{count}} items' }, { count: 0 }],
    ['a count given as text is not a plural', 'items', { items_one: 'one', items: 'plain' }, { count: '1' }],
    ['a formatter with options that contain the separator', 'x', { x: '{{ v | timestampFormatter(format: a|b) }}' }, { v: 1 }],
    ['formatters in a chain', 'x', { x: '{{ v | durationFormatter | timestampFormatter(calendar: true; n: 7) }}' }, { v: 1 }],
    ['an unknown formatter leaves the value', 'x', { x: '{{ v | nope(a: 1) }}' }, { v: 'kept' }],
    ['the notification post-processor', 'translationBuilderTopic/notification', { 'translationBuilderTopic/notification': '{{value, notification}}' }, { notification: { type: 't' }, value: 'v' }],
    ['a post-processor switched off', 'x', { x: 'y' }, { notification: { type: 't' }, applyPostProcessor: false }],
  ])('%s', async (_name, key, translation, options) => {
    const { real, standIn } = await both('en', translation);
    expect(standIn(key, options)).toBe(real(key, options));
  });

  it("inserts a variable's value where its placeholder is, even when the value looks like a placeholder", async () => {
    // i18next replaces the first matching text instead, which can be inside a value inserted before.
    const { standIn } = await both('en', { x: '{{ a }} {{ b }}' });
    expect(standIn('x', { a: '{{ b }}', b: 'B' })).toBe('{{ b }} B');
  });

  it('uses the plural categories of the language (Russian: one, few, many)', async () => {
    const { real, standIn } = await both('ru', { n_one: 'один', n_few: 'несколько', n_many: 'много', n_other: 'другое' });
    for (const count of [1, 2, 5, 21, 1.5]) expect(standIn('n', { count })).toBe(real('n', { count }));
  });

  it('parses formatter options as i18next does', () => {
    expect(parseFormat(' timestampFormatter(calendar: false; format: HH:mm; n: 7; q: \'x\')')).toEqual({
      name: 'timestampformatter', options: { calendar: false, format: 'HH:mm', n: 7, q: 'x' },
    });
  });

  it('adds resources and changes language after init', async () => {
    const standIn = kitI18next.createInstance();
    await standIn.init({ lng: 'en', resources: { en: { translation: { Send: 'Send it' } } } });
    standIn.addResources('de', 'translation', { Send: 'Senden' });
    const t = await standIn.changeLanguage('de');
    expect([t('Send'), standIn.language]).toEqual(['Senden', 'de']);
  });
});
