/**
 * The channel list's few texts, under the kit's own translation keys so a locale reads the same in the list
 * as in the message view. English is built in; another language reuses the kit's lazy translation chunk.
 */
import { kitLocales } from 'virtual:kit-locales';

/** The texts the list shows. */
export interface ListTexts {
  channelList: string;
  empty: string;
  loadMore: string;
  nothingYet: string;
  deleted: string;
  attachment: string;
  poll: string;
  you: string;
  error: string;
}

const KEYS: Record<keyof ListTexts, string> = {
  channelList: 'aria/Channel list',
  empty: 'No conversations yet',
  loadMore: 'Load more',
  nothingYet: 'Nothing yet...',
  deleted: 'Message deleted',
  attachment: 'Attachment',
  poll: 'Poll',
  you: 'You',
  error: 'Error loading channels',
};

/** English, also the fallback for a key a translation lacks. */
export const englishTexts: ListTexts = {
  channelList: 'Channel list', empty: 'No conversations yet', loadMore: 'Load more', nothingYet: 'Nothing yet...',
  deleted: 'Message deleted', attachment: 'Attachment', poll: 'Poll', you: 'You', error: 'Error loading channels',
};

/** The texts for `locale` ("de", "de-CH"); unknown languages fall back to English. */
export async function loadListTexts(locale: string | undefined): Promise<ListTexts> {
  const load = kitLocales[(locale ?? 'en').toLowerCase().split('-')[0] ?? 'en'];
  if (!load) return englishTexts;
  const translations = await load().catch(() => ({} as Record<string, string>));
  const texts = { ...englishTexts };
  for (const key of Object.keys(KEYS) as Array<keyof ListTexts>) texts[key] = translations[KEYS[key]] || englishTexts[key];
  return texts;
}
