/**
 * The channel list's texts. Those the kit also has are looked up under the kit's own translation keys, so a
 * locale reads the same in the list as in the message view; English is built in (and is the product's wording),
 * another language reuses the kit's lazy translation chunk and falls back to English for the rest.
 */
import { kitLocales } from 'virtual:kit-locales';
import { englishTexts } from '../../../chat/channelList/listWords.js';
import type { ListTexts } from '../../../chat/channelList/listWords.js';
import { overrideTexts } from '../../../chat/texts/hostTexts.js';

export { englishTexts };
export type { ListTexts };

/** The kit's keys of the texts it shares with the list. */
const KIT_KEYS: Partial<Record<keyof ListTexts, string>> = {
  channelList: 'aria/Channel list', loadMore: 'Load more', nothingYet: 'Nothing yet...', deleted: 'This message was deleted...',
  attachment: 'Attachment', poll: 'Poll', you: 'You', error: 'Error loading channels', photo: 'Photo', video: 'Video',
  voice: 'Voice message', cancel: 'Cancel', delete: 'Delete', search: 'Search', archive: 'Archive', unarchive: 'Unarchive',
  pin: 'Pin', unpin: 'Unpin',
};

/**
 * The texts for `locale` ("de", "de-CH"), then the host's `texts`: a list key of ours wins, else the kit's key it
 * shares (so a host that renames the kit's "Cancel" renames the list's too); unknown languages fall back to English.
 */
export async function loadListTexts(locale: string | undefined, host?: Record<string, string>): Promise<ListTexts> {
  const load = kitLocales[(locale ?? 'en').toLowerCase().split('-')[0] ?? 'en'];
  return listTexts(load ? await load().catch(() => ({} as Record<string, string>)) : {}, host);
}

/** The texts from the kit's `translations` of one language (none: English) and the host's `texts`. */
export function listTexts(translations: Record<string, string>, host?: Record<string, string>): ListTexts {
  const texts = { ...englishTexts };
  for (const [field, key] of Object.entries(KIT_KEYS) as Array<[keyof ListTexts, string]>) {
    const hostWord = host && Object.hasOwn(host, key) ? host[key] : undefined;
    texts[field] = hostWord ?? (translations[key] || englishTexts[field]);
  }
  return overrideTexts(texts, host);
}
