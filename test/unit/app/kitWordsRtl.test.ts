// The kit's words in Arabic and Hebrew (the kit ships neither): every one of the kit's keys and only those, their
// placeholders, and every plural category the language has, resolved as the kit's translator resolves them.
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { kitEs } from '../../../build/patchKit.mjs';
import ar from '../../../src/app/i18n/kit/ar.js';
import he from '../../../src/app/i18n/kit/he.js';
import { KitI18next } from '../../../src/app/i18n/kitI18next.js';

const kitEnglish = ((await import(pathToFileURL(join(kitEs, 'i18n/en.mjs')).href)) as { default: Record<string, string> }).default;
const TABLES: Record<string, Record<string, string>> = { ar, he };
const PLURAL = /^(.*)_(zero|one|two|few|many|other)$/;
const placeholders = (text: string): string[] => (text.match(/{{[^}]*}}/g) ?? []).map((p) => p.replace(/\s/g, ''));
/** The English forms of a plural key's base ("replyCount" → "1 reply", "{{ count }} replies"). */
const englishForms = (base: string): string[] => Object.keys(kitEnglish).filter((key) => key.match(PLURAL)?.[1] === base).map((key) => kitEnglish[key]!);
/** A text with no word outside its placeholders ("+{{ imageCount }}", a duration): the same in every language. */
const wordless = (text: string): boolean => !/\p{L}/u.test(text.replace(/{{[^}]*}}/g, ''));

describe.each(Object.entries(TABLES))("the kit's words in %s", (language, table) => {
  const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;

  it("has only the kit's keys (a plural in the language's own categories) and their placeholders", () => {
    const wrong: string[] = [];
    for (const [key, text] of Object.entries(table)) {
      const [, base, category] = key.match(PLURAL) ?? [];
      if (Object.hasOwn(kitEnglish, key) && !base) {
        if (placeholders(text).sort().join() !== placeholders(kitEnglish[key]!).sort().join()) wrong.push(`${language}: "${key}" changes its placeholders`);
      } else if (base && englishForms(base).length) {
        if (category !== 'zero' && !categories.includes(category as Intl.LDMLPluralRule)) wrong.push(`${language}: "${key}" is not a plural category of ${language}`);
        const allowed = new Set(englishForms(base).flatMap(placeholders));
        if (placeholders(text).some((p) => !allowed.has(p))) wrong.push(`${language}: "${key}" has a placeholder the kit does not give`);
      } else wrong.push(`${language}: "${key}" is not one of the kit's keys`);
    }
    expect(wrong).toEqual([]);
  });

  it('has every plural category of the language for each plural it translates', () => {
    const bases = new Set(Object.keys(table).map((key) => key.match(PLURAL)?.[1]).filter((base): base is string => !!base));
    const missing = [...bases].flatMap((base) => categories.filter((category) => !Object.hasOwn(table, `${base}_${category}`)).map((category) => `${language}: ${base}_${category}`));
    expect(missing).toEqual([]);
  });

  it("has every one of the kit's keys (a plural in each of its categories): none reads in English", () => {
    // The kit's times are the widget's own clock (createI18n.ts), in every language.
    const keys = Object.keys(kitEnglish).filter((key) => !key.startsWith('timestamp/'));
    const missing = keys.filter((key) => {
      const [, base] = key.match(PLURAL) ?? [];
      return base ? !categories.some((category) => Object.hasOwn(table, `${base}_${category}`)) : !Object.hasOwn(table, key);
    });
    expect(missing.map((key) => `${language}: ${key}`)).toEqual([]);
  });

  it('leaves nothing in English', () => {
    expect(Object.entries(table).filter(([key, text]) => text === (kitEnglish[key] ?? key) && !wordless(text)).map(([key]) => key)).toEqual([]);
  });

  it("says 'conversation', never a translated 'channel'", () => {
    const channel = language === 'ar' ? /قناة|قنوات/ : /ערוץ|ערוצים/;
    expect(Object.entries(table).filter(([, text]) => channel.test(text)).map(([key]) => key)).toEqual([]);
  });
});

describe('plurals as the kit asks for them', () => {
  const translator = async (language: string): Promise<KitI18next> => {
    const i18n = new KitI18next();
    await i18n.init({ lng: language, resources: { [language]: { translation: TABLES[language]! } } });
    return i18n;
  };

  it('Arabic takes the form of each of its six categories', async () => {
    const { t } = await translator('ar');
    const said = [0, 1, 2, 3, 11, 100].map((count) => t('replyCount', { count }));
    expect(said).toEqual(['0 رد', 'رد واحد', 'ردّان', '3 ردود', '11 ردًا', '100 رد']);
  });

  it('Hebrew takes one, two and other', async () => {
    const { t } = await translator('he');
    expect([1, 2, 5].map((count) => t('replyCount', { count }))).toEqual(['תשובה אחת', '2 תשובות', '5 תשובות']);
    expect(t('Send a message')).toBe('כתיבת הודעה');
  });
});
