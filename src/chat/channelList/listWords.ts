/** The channel list's words and their English (the product's wording); app/ui/ChannelList/listTexts.ts translates them. */
import { englishPreviewTexts } from './previewLine.js';
import type { PreviewTexts } from './previewLine.js';
import { englishFirstContactTexts } from '../firstContact/firstContactView.js';
import type { FirstContactTexts } from '../firstContact/firstContactView.js';
import { englishClosedTexts } from '../bounty/closedNotice.js';
import type { ClosedTexts } from '../bounty/closedNotice.js';

/** The texts the list shows. */
export interface ListTexts extends PreviewTexts, FirstContactTexts, ClosedTexts {
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
  /** The list filter's bounty choice: its name, and the choice of every bounty. */
  filterBounty: string;
  allBounties: string;
  /** The list filter's toggle that shows only unread conversations. */
  unreadOnly: string;
  /** The list when its filters leave no conversation (a search that finds none says `noMatch`). */
  noFilterMatch: string;
  /** The open conversation failed to render: what the panel says instead, and its reload button. */
  conversationFailed: string;
  reloadConversation: string;
  /** Muting: a row's and a conversation's menu items, the muted icon's name, and a person's mute in a DM. */
  mute: string;
  unmute: string;
  muted: string;
  mutePerson: string;
  unmutePerson: string;
  /** Message search: the results' heading, while searching, none found, failed, the next page, in a conversation. */
  searchMessages: string;
  searchingMessages: string;
  noMessageMatch: string;
  searchFailed: string;
  moreResults: string;
  searchInConversation: string;
  closeSearch: string;
  /** The conversation header's buttons: the search icon's name, and the "⋯" that opens mute, block and report. */
  searchConversation: string;
  conversationOptions: string;
}

/** English: the product's own wording. */
export const englishTexts: ListTexts = {
  ...englishPreviewTexts,
  ...englishFirstContactTexts,
  ...englishClosedTexts,
  channelList: 'Conversations', empty: 'You have no conversations yet', emptyArchived: 'No archived conversations',
  noMatch: 'No conversations match your search', loadMore: 'Load more', error: 'Conversations could not be loaded', retry: 'Try again',
  search: 'Search conversations', archived: 'Archived', backToChats: 'Back to chats', sent: 'Sent', read: 'Read',
  unread: 'unread', isNew: 'New', pinned: 'Pinned', actionsFor: 'Actions for', pin: 'Pin for me', unpin: 'Unpin',
  hide: 'Hide', archive: 'Archive', unarchive: 'Unarchive', delete: 'Delete', cancel: 'Cancel', settings: 'Settings',
  deleteQuestion: 'Delete this conversation and its messages for everyone?',
  filterBounty: 'Show the conversations about', allBounties: 'All bounties', unreadOnly: 'Unread',
  noFilterMatch: 'No conversations match these filters',
  conversationFailed: 'Something went wrong.', reloadConversation: 'Reload the conversation',
  mute: 'Mute conversation', unmute: 'Unmute', muted: 'Muted', mutePerson: 'Mute {name}', unmutePerson: 'Unmute {name}',
  searchMessages: 'Messages', searchingMessages: 'Searching messages…', noMessageMatch: 'No messages match your search',
  searchFailed: 'Messages could not be searched', moreResults: 'More results', searchInConversation: 'Search in this conversation',
  closeSearch: 'Close search', searchConversation: 'Search messages', conversationOptions: 'Conversation options',
};

