// The kit's English as a person reads it in the widget: every kit text the widget can show that says "channel" or
// capitalises a word inside a sentence ("Edit Message", "Add a Comment") has the product's words (a conversation, sentence case), and every one left as the kit wrote it
// belongs to a part of the kit the widget never draws, checked against the kit's own code.
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { kitEs } from '../../../build/patchKit.mjs';
import { KIT_CONVERSATION_KEYS, KIT_ENGLISH, KIT_TEXTS_NOT_SHOWN } from '../../../src/chat/texts/kitEnglish.js';
import { productEnglish, sentenceCase } from '../../../src/chat/texts/productEnglish.js';

const kitEnglish = ((await import(pathToFileURL(join(kitEs, 'i18n/en.mjs')).href)) as { default: Record<string, string> }).default;
const outsidePlaceholders = (text: string): string => text.replace(/{{[^}]*}}/g, ' ');
const saysChannel = (text: string): boolean => /channel/i.test(outsidePlaceholders(text));
const placeholders = (text: string): string => (text.match(/{{[^}]*}}/g) ?? []).map((p) => p.replace(/\s/g, '')).sort().join();
/** Names that keep their capital anywhere in a sentence. */
const NAMES = new Set(['GIF', 'Giphy', 'Enter', 'I']);
/** A capitalised word inside a sentence ("Add a Comment", "Limit Votes per Person"): not sentence case. */
const headlineCase = (text: string): boolean => outsidePlaceholders(text).split(/[.?!:]\s+/).some((sentence) =>
  (sentence.match(/[A-Za-z']+/g) ?? []).slice(1).some((word) => /^[A-Z][a-z']+$/.test(word) && !NAMES.has(word)));

/** The kit's component files (relative to components/) and their source. */
const components: Array<[string, string]> = [];
const walk = (dir: string): void => {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) walk(path);
    else if (entry.name.endsWith('.mjs')) components.push([relative(join(kitEs, 'components'), path), readFileSync(path, 'utf8')]);
  }
};
walk(join(kitEs, 'components'));

/**
 * The parts of the kit the widget never draws (it imports none of them: its list, bar and search are its own). The
 * announcement of an opened channel is registered in Accessibility and made by the kit's list row.
 */
const NEVER_DRAWN = /^(ChannelList|ChannelListItem|ChatView|Search)\/|^Accessibility\/hooks\/useInteractionAnnouncements\.mjs$/;

describe("the kit's English the widget shows", () => {
  it("is the kit's keys, with the kit's placeholders", () => {
    const wrong = Object.entries(KIT_ENGLISH).filter(([key, text]) => !Object.hasOwn(kitEnglish, key) || placeholders(text) !== placeholders(kitEnglish[key]!));
    expect(wrong).toEqual([]);
  });

  it("says 'conversation', never 'channel', in sentence case", () => {
    expect(Object.values(KIT_ENGLISH).filter(saysChannel)).toEqual([]);
    expect(Object.values(KIT_ENGLISH).filter((text) => sentenceCase(text) !== text || headlineCase(text))).toEqual([]);
  });

  it("covers every kit text that says 'channel' or is in Title Case, unless the widget never shows it", () => {
    const rewritten = productEnglish(kitEnglish);
    const uncovered = Object.keys(kitEnglish).filter((key) => !key.startsWith('language/') && !Object.hasOwn(KIT_ENGLISH, key) && !KIT_TEXTS_NOT_SHOWN.includes(key))
      .filter((key) => saysChannel(kitEnglish[key]!) || ((Object.hasOwn(rewritten, key) || headlineCase(kitEnglish[key]!)) && !key.startsWith('aria/')));
    expect(uncovered).toEqual([]);
  });

  it("leaves a text as the kit wrote it only where no part of the kit the widget draws says it", () => {
    const drawn = KIT_TEXTS_NOT_SHOWN.flatMap((key) => components
      .filter(([file, source]) => !NEVER_DRAWN.test(file) && source.includes(JSON.stringify(key))).map(([file]) => `${key}: ${file}`));
    expect(drawn).toEqual([]);
    expect(KIT_TEXTS_NOT_SHOWN.filter((key) => !Object.hasOwn(kitEnglish, key) || Object.hasOwn(KIT_ENGLISH, key))).toEqual([]);
  });

  it("has the product's English for every kit text that each language words as a conversation", () => {
    expect(KIT_CONVERSATION_KEYS.filter((key) => !Object.hasOwn(KIT_ENGLISH, key) || !saysChannel(kitEnglish[key]!))).toEqual([]);
  });
});
