/**
 * The channel list's texts. Those the kit also has are looked up under the kit's own translation keys, so a
 * locale reads the same in the list as in the message view; English is built in (and is the product's wording),
 * another language reuses the kit's lazy translation chunk and falls back to English for the rest.
 */
import { kitLocales } from 'virtual:kit-locales';
import { englishPreviewTexts } from '../../../chat/channelList/previewLine.js';
import type { PreviewTexts } from '../../../chat/channelList/previewLine.js';

/** The texts the list shows. */
export interface ListTexts extends PreviewTexts {
  channelList: string;
  empty: string;
  emptyArchived: string;
  noMatch: string;
  loadMore: string;
  error: string;
  retry: string;
  search: string;
  archived: string;
  backToChats: string;
  sent: string;
  read: string;
  unread: string;
  isNew: string;
  pinned: string;
  actionsFor: string;
  pin: string;
  unpin: string;
  hide: string;
  archive: string;
  unarchive: string;
  delete: string;
  deleteQuestion: string;
  cancel: string;
  /** The settings button's name (the settings view's own texts load with it). */
  settings: string;
}

/** English: the product's own wording. */
export const englishTexts: ListTexts = {
  ...englishPreviewTexts,
  channelList: 'Channel list', empty: 'You have no channels currently', emptyArchived: 'No archived channels',
  noMatch: 'No channels match your search', loadMore: 'Load more', error: 'Error loading channels', retry: 'Try again',
  search: 'Search channels', archived: 'Archived', backToChats: 'Back to chats', sent: 'Sent', read: 'Read',
  unread: 'unread', isNew: 'New', pinned: 'Pinned', actionsFor: 'Actions for', pin: 'Pin for me', unpin: 'Unpin',
  hide: 'Hide', archive: 'Archive', unarchive: 'Unarchive', delete: 'Delete', cancel: 'Cancel', settings: 'Settings',
  deleteQuestion: 'Delete this channel and its messages for everyone?',
};

/** The kit's keys of the texts it shares with the list. */
const KIT_KEYS: Partial<Record<keyof ListTexts, string>> = {
  channelList: 'aria/Channel list', loadMore: 'Load more', nothingYet: 'Nothing yet...', deleted: 'This message was deleted...',
  attachment: 'Attachment', poll: 'Poll', you: 'You', error: 'Error loading channels', photo: 'Photo', video: 'Video',
  voice: 'Voice message', cancel: 'Cancel', delete: 'Delete', search: 'Search', archive: 'Archive', unarchive: 'Unarchive',
  pin: 'Pin', unpin: 'Unpin',
};

/** The texts for `locale` ("de", "de-CH"); unknown languages fall back to English. */
export async function loadListTexts(locale: string | undefined): Promise<ListTexts> {
  const load = kitLocales[(locale ?? 'en').toLowerCase().split('-')[0] ?? 'en'];
  if (!load) return englishTexts;
  const translations = await load().catch(() => ({} as Record<string, string>));
  const texts = { ...englishTexts };
  for (const [field, key] of Object.entries(KIT_KEYS) as Array<[keyof ListTexts, string]>) texts[field] = translations[key] || englishTexts[field];
  return texts;
}
