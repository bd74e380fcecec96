/**
 * Which word the list shows for each of its texts: the host's (by the list's key, else by the kit's key it
 * shares), then the locale's own words, then the kit's translation of a shared text, then English.
 */
import { englishTexts } from './listWords.js';
import type { ListTexts } from './listWords.js';
import { overrideTexts } from '../texts/hostTexts.js';

/** The kit's keys of the texts it shares with the list. */
const KIT_KEYS: Partial<Record<keyof ListTexts, string>> = {
  channelList: 'aria/Channel list', loadMore: 'Load more', nothingYet: 'Nothing yet...', deleted: 'This message was deleted...',
  attachment: 'Attachment', poll: 'Poll', you: 'You', error: 'Error loading channels', photo: 'Photo', video: 'Video',
  voice: 'Voice message', cancel: 'Cancel', delete: 'Delete', search: 'Search', archive: 'Archive', unarchive: 'Unarchive',
  pin: 'Pin', unpin: 'Unpin',
};

/**
 * The texts from the widget's own `words` of one language and the kit's `translations` of it (none: English),
 * then the host's `texts`.
 */
export function listTexts(translations: Record<string, string>, host?: Record<string, string>, words: Partial<ListTexts> = {}): ListTexts {
  const texts = { ...englishTexts, ...words };
  for (const [field, key] of Object.entries(KIT_KEYS) as Array<[keyof ListTexts, string]>) {
    const hostWord = host && Object.hasOwn(host, key) ? host[key] : undefined;
    texts[field] = hostWord ?? (words[field] || translations[key] || englishTexts[field]);
  }
  return overrideTexts(texts, host);
}
