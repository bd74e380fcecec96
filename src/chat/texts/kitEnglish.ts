/**
 * The product's English for the kit's texts a person can meet in the widget (the composer, the message list and
 * its menus, threads, polls, mentions and commands): sentence case ("Edit message" beside "Delete message") and a
 * "conversation", never a "channel". Written out rather than derived at run time: the build ships the kit's
 * English only where it differs from its key, so the product's words cannot be computed from it in the browser.
 * The build lists these in dist/texts.en.json too, so a host translating that file translates what is shown.
 */
export const KIT_ENGLISH: Readonly<Record<string, string>> = {
  // Thread composer: in a DM the reply goes to the conversation, which is not a separate "direct message".
  'Also send as a direct message': 'Also send to the conversation',
  'Also send in channel': 'Also send to the conversation',
  'Also sent in channel': 'Also sent in the conversation',
  'Channel Missing': 'Conversation not found',
  'Error marking message unread. Cannot mark unread messages older than the newest 100 channel messages.':
    'Error marking message unread. Only the newest 100 messages of a conversation can be marked unread.',
  // Mentions and commands offered by the composer (where the provider allows them).
  'mention/Channel': 'Conversation',
  'mention/Channel Description': 'Notify everyone in this conversation',
  'mention/Here Description': 'Notify everyone online in this conversation',
  'giphy-command-description': 'Post a random GIF to the conversation',
  // Menus, buttons and notices in sentence case.
  'Edit Message': 'Edit message', 'Copy Message': 'Copy message', 'Quote Reply': 'Quote reply', 'Thread Reply': 'Thread reply',
  'Block User': 'Block user', 'Unblock User': 'Unblock user', 'Download Attachment': 'Download attachment',
  'Download All': 'Download all', 'Send Anyway': 'Send anyway', 'Share Location': 'Share location', 'Remind Me': 'Remind me',
  'New Messages!': 'New messages!',
  // Polls.
  'Anonymous poll': 'Anonymous poll', 'Create poll': 'Create poll', 'End poll': 'End poll', 'End vote': 'End vote',
  'Hide who voted': 'Hide who voted', 'Let others add options': 'Let others add options', 'Multiple votes': 'Multiple votes',
  'Poll comments': 'Poll comments', 'Poll ended': 'Poll ended', 'Poll options': 'Poll options', 'Poll results': 'Poll results',
  'Select more than one option': 'Select more than one option', 'Send poll': 'Send poll', 'Update your comment': 'Update your comment',
  'View {{count}} comments_one': 'View {{count}} comment', 'View {{count}} comments_other': 'View {{count}} comments',
  'View results': 'View results', 'Add a comment': 'Add a comment', 'Add an option': 'Add an option',
  'Allow others to add comments': 'Allow others to add comments', 'Ask a question': 'Ask a question',
  'Choose between 2 to 10 options': 'Choose between 2 and 10 options', 'End this poll?': 'End this poll?',
  'Limit votes per person': 'Limit votes per person', 'Suggest an option': 'Suggest an option',
  'Reply to Message': 'Reply to message', 'Pinned by You': 'Pinned by you',
};

/**
 * The kit's texts above that the kit's own translations call a "channel" (Kanal, canal, チャンネル…): each language
 * of the widget says them with its word for a conversation (WidgetWords `kit`, src/app/i18n/words).
 */
export const KIT_CONVERSATION_KEYS = [
  'Also send in channel', 'Also sent in channel', 'Channel Missing',
  'Error marking message unread. Cannot mark unread messages older than the newest 100 channel messages.',
  'mention/Channel', 'mention/Channel Description', 'mention/Here Description', 'giphy-command-description',
] as const;
export type KitConversationKey = (typeof KIT_CONVERSATION_KEYS)[number];

/**
 * The kit's texts that say "channel" or are in Title Case and stay as the kit wrote them, because the widget never
 * shows the part of the kit that says them (it draws its own list, header and search), or no part of the kit says
 * them at all (left in its translation files from older versions). By part:
 * - the kit's channel list and its row menu (the widget's list is its own, src/app/ui/ChannelList);
 * - the kit's views switcher and its search (the widget's search is its own, src/app/ui/search);
 * - unused: member management, conversation settings, a few notices.
 * Other screen-reader labels (`aria/…`) keep the kit's capitals, which a screen reader does not read out; language
 * names (`language/…`) are proper names. test/unit/chat/kitEnglish.test.ts checks each part against the kit's code.
 */
export const KIT_TEXTS_NOT_SHOWN: readonly string[] = [
  // The kit's channel list and its row menu.
  'Channel archived', 'Channel unarchived', 'Channel muted', 'Channel unmuted', 'Channel pinned', 'Channel unpinned',
  'Failed to update channel archive status', 'Failed to update channel mute status', 'Failed to update channel pinned status',
  'Failed to load channels', 'Failed to load more channels', 'Leave Channel', 'Left channel', 'Failed to leave channel',
  'aria/Channel list', 'aria/Channel Actions', 'aria/Open Channel Actions Menu', 'aria/Opened channel: {{ name }}',
  // The kit's views switcher and search.
  'Channels', 'aria/Open channels view', 'search-results-header-filter-source-button-label--channels',
  'aria/Select User Channel: {{ name }}',
  // Unused by the kit's components.
  'Add channel members', 'Remove channel members', 'Browse channel members', 'Channel members',
  'Remove {{ member }} from this channel?', 'Manage channel', 'Are you sure you want to leave this channel?', 'Upload Picture',
  'Error muting channel', 'Error unmuting channel', 'Failed to mark channel as read', 'Slow Mode ON',
  'aria/Channel details', 'aria/Open channel details',
];
