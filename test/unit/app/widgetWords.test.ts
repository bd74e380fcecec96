// The widget's own words in every language it speaks: every key of the English source, the same placeholders,
// nothing left in English, and the order in which a locale's words, the kit's and the host's go over each other.
import { describe, expect, it } from 'vitest';
import { englishTexts } from '../../../src/chat/channelList/listWords.js';
import { englishShellTexts } from '../../../src/chat/texts/hostTexts.js';
import { englishSettingsTexts } from '../../../src/chat/texts/settingsWords.js';
import { englishConversationTexts } from '../../../src/chat/texts/allConversationWords.js';
import { englishSafetyTexts } from '../../../src/chat/safety/safetyTexts.js';
import { listTexts } from '../../../src/chat/channelList/listTextOrder.js';
import { loadWidgetWords, WORD_LANGUAGES } from '../../../src/app/i18n/widgetWords.js';
import type { WidgetWords } from '../../../src/app/i18n/widgetWords.js';
import { KIT_CONVERSATION_KEYS, KIT_ENGLISH } from '../../../src/chat/texts/kitEnglish.js';
import { kitEs } from '../../../build/patchKit.mjs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * Every section of the widget's own words: the frame, the list, settings, the open conversation, block and report;
 * and the kit's texts the kit's translations call a channel, which each language says as a conversation.
 */
const ENGLISH: Record<keyof WidgetWords, Record<string, string>> = {
  shell: { ...englishShellTexts }, list: { ...englishTexts }, settings: { ...englishSettingsTexts },
  conversation: { ...englishConversationTexts }, safety: { ...englishSafetyTexts },
  kit: Object.fromEntries(KIT_CONVERSATION_KEYS.map((key) => [key, KIT_ENGLISH[key]!])),
};
/** Arabic and Hebrew translate all of the kit's words in their own tables (test/unit/app/kitWordsRtl.test.ts). */
const OWN_KIT_TABLE = new Set(['ar', 'he']);
const sections = (language: string): Array<[keyof WidgetWords, Record<string, string>]> =>
  (Object.entries(ENGLISH) as Array<[keyof WidgetWords, Record<string, string>]>).filter(([section]) => section !== 'kit' || !OWN_KIT_TABLE.has(language));
/** A text without its placeholders (`{{channel}}` names a value, not a word a person reads). */
const words = (text: string): string => text.replace(/{{[^}]*}}|{[^{}]*}/g, ' ');

/**
 * Keys known to read in English in a language ("de: list.search"), e.g. a key merged from another branch before
 * its translation: each shows in English until it is translated, and is listed here meanwhile. Empty today.
 */
const KNOWN_GAPS: string[] = [];

/** Texts that are rightly the same as the English in some language ("Video" in German, "Messages" in French). */
const SAME_AS_ENGLISH = new Set(['Chat', 'Online', '{{count}} online', 'Video', 'Photo', 'Messages', 'Conversation', 'Conversations', 'Open', 'Spam', '{{name}} in {{channel}}']);

/**
 * `{{count}}`, `{{ time }}`, `{name}`: each once, sorted, spaces ignored (a language may name the person twice
 * where English says "them": Japanese and Korean use no pronoun).
 */
const placeholders = (text: string): string[] => [...new Set((text.match(/{{[^}]*}}|{[^{}]*}/g) ?? []).map((p) => p.replace(/\s/g, '')))].sort();

const allWords = async (): Promise<Array<[string, WidgetWords]>> =>
  Promise.all(WORD_LANGUAGES.map(async (language) => [language, (await loadWidgetWords(language))!] as [string, WidgetWords]));

describe("the widget's own words", () => {
  it('speak the kit\'s eleven languages, Arabic and Hebrew', () => {
    expect([...WORD_LANGUAGES].sort()).toEqual(['ar', 'de', 'es', 'fr', 'he', 'hi', 'it', 'ja', 'ko', 'nl', 'pt', 'ru', 'tr']);
  });

  it('have every key of the English source in every language (a gap names its language and key)', async () => {
    const missing: string[] = [];
    for (const [language, words] of await allWords()) {
      for (const [section, english] of sections(language)) {
        const own = (words[section] ?? {}) as Record<string, string | undefined>;
        for (const key of Object.keys(english)) if (!own[key]) missing.push(`${language}: ${section}.${key}`);
      }
    }
    expect(missing.filter((gap) => !KNOWN_GAPS.includes(gap))).toEqual([]);
    // A gap filled in is taken off the list.
    expect(KNOWN_GAPS.filter((gap) => !missing.includes(gap))).toEqual([]);
  });

  it('have no key the English source lacks, and keep its placeholders', async () => {
    const wrong: string[] = [];
    for (const [language, words] of await allWords()) {
      for (const [section, english] of Object.entries(ENGLISH) as Array<[keyof WidgetWords, Record<string, string>]>) {
        for (const [key, text] of Object.entries((words[section] ?? {}) as Record<string, string>)) {
          if (!Object.hasOwn(english, key)) wrong.push(`${language}: ${section}.${key} is not an English key`);
          else if (placeholders(text).join() !== placeholders(english[key]!).join()) wrong.push(`${language}: ${section}.${key} has ${placeholders(text).join() || 'no placeholder'}, English ${placeholders(english[key]!).join() || 'none'}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('leave nothing in English but the words that are the same', async () => {
    const english: string[] = [];
    for (const [language, words] of await allWords()) {
      for (const [section, source] of Object.entries(ENGLISH) as Array<[keyof WidgetWords, Record<string, string>]>) {
        for (const [key, text] of Object.entries((words[section] ?? {}) as Record<string, string>)) {
          if (text === source[key] && !SAME_AS_ENGLISH.has(text)) english.push(`${language}: ${section}.${key} "${text}"`);
        }
      }
    }
    expect(english).toEqual([]);
  });

  it("say 'conversation', never the kit's 'channel'", async () => {
    const de = (await loadWidgetWords('de-CH'))!;
    expect(de.list.search).toBe('Unterhaltungen durchsuchen');
    expect(Object.values(de.list).join(' ')).not.toMatch(/Kanal/);
  });

  it("in English, no text a person reads says 'channel' (the widget's own, and the kit's it shows)", () => {
    const said = Object.entries(ENGLISH).flatMap(([section, texts]) => Object.entries(texts).map(([key, text]) => [`${section}.${key}`, text] as const));
    const channel = [...said, ...Object.entries(KIT_ENGLISH).map(([key, text]) => [`kit ${key}`, text] as const)]
      .filter(([, text]) => /channel/i.test(words(text))).map(([key, text]) => `${key}: ${text}`);
    expect(channel).toEqual([]);
  });

  it("in every language of the kit, the kit's word for a channel is in none of the widget's words", async () => {
    const found: string[] = [];
    for (const [language, own] of await allWords()) {
      if (OWN_KIT_TABLE.has(language)) continue;
      const kit = ((await import(pathToFileURL(join(kitEs, `i18n/${language}.mjs`)).href)) as { default: Record<string, string> }).default;
      // The kit's bare word ("Kanal", "canal", "チャンネル"), and its stem ("Kanäle"/"Kanalliste" share "Kana").
      const channel = kit['mention/Channel']!.toLowerCase();
      const stem = channel.length > 4 ? channel.slice(0, -1) : channel;
      for (const [section] of sections(language)) {
        for (const [key, text] of Object.entries((own[section] ?? {}) as Record<string, string>)) {
          if (words(text).toLowerCase().includes(stem)) found.push(`${language}: ${section}.${key} "${text}"`);
        }
      }
    }
    expect(found).toEqual([]);
  });
});

describe('a locale\'s list words over the kit\'s, and the host\'s over both', () => {
  const kitGerman = { 'aria/Channel list': 'Kanalliste', Cancel: 'Abbrechen (Kit)', Search: 'Suche' };

  it("takes the widget's words before the kit's translation of a shared key", async () => {
    const texts = listTexts(kitGerman, undefined, (await loadWidgetWords('de'))!.list);
    expect(texts.channelList).toBe('Unterhaltungen');
    expect(texts.search).toBe('Unterhaltungen durchsuchen');
  });

  it("lets the host's texts win, by the widget's key or the kit's", async () => {
    const texts = listTexts(kitGerman, { search: 'Finden', Cancel: 'Lieber nicht' }, (await loadWidgetWords('de'))!.list);
    expect(texts.search).toBe('Finden');
    expect(texts.cancel).toBe('Lieber nicht');
    expect(texts.empty).toBe('Du hast noch keine Unterhaltungen');
  });

  it('falls back to English for a language the widget does not speak', async () => {
    expect(await loadWidgetWords('sw')).toBeUndefined();
    expect(await loadWidgetWords(undefined)).toBeUndefined();
    expect(listTexts({}, undefined, undefined).search).toBe('Search conversations');
  });
});
