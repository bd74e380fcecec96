import { resolve as resolvePath } from 'node:path';
import { pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { kitEs, root } from './patchKit.mjs';

/**
 * `dist/texts.en.json`: every key a host may give in `texts`, with its English text: the widget's own words (the
 * frame's, the list's, the conversation's and the safety dialogs', read from their sources) and the kit's (its English translation,
 * with the product's English over the texts the widget shows: src/chat/texts/kitEnglish.ts). A host that brings a
 * language the kit does not ship translates this file. Two sources with one key fail the build.
 */
export function textKeys() {
  return {
    name: 'bounty-text-keys',
    async generateBundle() {
      const own = { ...(await tsImport(resolvePath(root, 'src/chat/texts/hostTexts.ts'), import.meta.url)).englishShellTexts };
      const list = (await tsImport(resolvePath(root, 'src/chat/channelList/listWords.ts'), import.meta.url)).englishTexts;
      const conversation = (await tsImport(resolvePath(root, 'src/chat/texts/allConversationWords.ts'), import.meta.url)).englishConversationTexts;
      const safety = (await tsImport(resolvePath(root, 'src/chat/safety/safetyTexts.ts'), import.meta.url)).englishSafetyTexts;
      const kitEnglish = (await import(pathToFileURL(resolvePath(kitEs, 'i18n/en.mjs')).href)).default;
      // The kit's texts the widget shows, in the product's English (sentence case, a conversation): what a person reads.
      const { KIT_ENGLISH } = await tsImport(resolvePath(root, 'src/chat/texts/kitEnglish.ts'), import.meta.url);
      const kit = { ...kitEnglish, ...KIT_ENGLISH };
      // The safety dialogs share two keys with the list (`cancel`, and `reportMessage`, which a host's text renames in
      // both places): the list's English is listed.
      for (const [key, text] of Object.entries(safety)) if (!Object.hasOwn(list, key)) own[key] = text;
      for (const [key, text] of [...Object.entries(list), ...Object.entries(conversation), ...Object.entries(kit)]) {
        if (Object.hasOwn(own, key)) this.error(`text key "${key}" is both the widget's and the kit's (or the list's)`);
        own[key] = text;
      }
      const texts = Object.fromEntries(Object.entries(own).filter(([key]) => !key.startsWith('timestamp/')));
      this.emitFile({ type: 'asset', fileName: 'texts.en.json', source: `${JSON.stringify(texts, null, 1)}\n` });
    },
  };
}
