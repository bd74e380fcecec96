// The kit's message list takes any first-unread id in the shown unread state for the reader's own "mark unread", and
// then stops marking the conversation read as messages arrive. The widget also sets that id to place the "N unread"
// separator where the kit could not: a conversation opened with unread messages then left every message that came
// while the reader had it open unread at the provider, and its sender never saw it read. The list asks the rule
// instead (src/chat/unread/separatorUnread.ts): only an id the widget did not place keeps the conversation unread.
import { resolve as resolvePath } from 'node:path';
import { root } from '../patchKit.mjs';

/** @type {import('../kitPatches.mjs').KitPatch[]} */
export default [
  {
    file: 'components/MessageList/VirtualizedMessageList.mjs',
    find: 'wasMarkedUnread: !!channelUnreadUiState?.first_unread_message_id',
    replace: 'wasMarkedUnread: __markedUnreadByReader(channelUnreadUiState)',
    count: 1,
    why: 'A conversation opened with unread messages was taken for one the reader marked unread (the separator\'s first-unread id), so messages arriving while she read it were never marked read.',
    test: 'test/e2e/markReadRace.test.ts',
    prepend: `import { markedUnreadByReader as __markedUnreadByReader } from ${JSON.stringify(resolvePath(root, 'src/chat/unread/separatorUnread.ts'))};`,
  },
];
