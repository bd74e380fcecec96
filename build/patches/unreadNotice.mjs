// The virtualized message list showed its "N unread" notice whenever the topmost message in view was unread,
// so a conversation opened with its first unread message in view (the only message of a new DM, say) showed
// the notice over that very message. It shows only while the first unread message is above the view
// (src/chat/conversation/unreadNotice.ts); for that the rendered-items handler also hands over every loaded row.
import { resolve as resolvePath } from 'node:path';
import { root } from '../patchKit.mjs';

const TEST = 'test/e2e/unreadNotice.test.ts';
const rule = `import { firstUnreadIsAbove as __firstUnreadIsAbove } from ${JSON.stringify(resolvePath(root, 'src/chat/conversation/unreadNotice.ts'))};`;

/** @type {import('../kitPatches.mjs').KitPatch[]} */
export default [
  {
    file: 'components/MessageList/VirtualizedMessageListComponents.mjs',
    find: 'renderedItemsActions.forEach((action) => action(renderedMessages));',
    replace: 'renderedItemsActions.forEach((action) => action(renderedMessages, processedMessages));',
    count: 1,
    why: 'The unread notice needs every loaded row, not only those in view, to tell whether the first unread message is above the view.',
    test: TEST,
  },
  {
    file: 'components/MessageList/hooks/VirtualizedMessageList/useUnreadMessagesNotificationVirtualized.mjs',
    find: 'useCallback((renderedMessages) => {',
    replace: 'useCallback((renderedMessages, loadedMessages = renderedMessages) => {',
    count: 1,
    why: 'The unread notice receives the loaded rows from the rendered-items handler.',
    test: TEST,
  },
  {
    file: 'components/MessageList/hooks/VirtualizedMessageList/useUnreadMessagesNotificationVirtualized.mjs',
    find: 'const scrolledBelowSeparator = !!lastReadTime && firstRenderedMessageTime > lastReadTime;',
    replace: 'const scrolledBelowSeparator = __firstUnreadIsAbove(renderedMessages, loadedMessages, lastRead, unreadCount);',
    count: 1,
    why: 'The "N unread" notice showed whenever the topmost message in view was unread, even when that message was the first unread one (a new DM\'s only message), covering it; it shows only while the first unread message is above the view.',
    test: TEST,
    prepend: rule,
  },
];
