// The virtualized message list opened at its last message, aligned to the list's top as far as it would go, and
// settled wherever the rows' measured heights left it (on a phone, two messages hidden below the edge). A
// conversation opens where the reader left off (src/app/ui/MessageView/history/placeLeft.ts): at the first unread
// message under its separator, else where she had scrolled to, else with the newest message's bottom on the
// list's bottom edge. For the place left, each row carries its message's id (`data-message-id`).
import { resolve as resolvePath } from 'node:path';
import { root } from '../patchKit.mjs';

const TEST = 'test/e2e/openingPlace.test.ts';
const firstMessage = `import { isFirstMessage as __isFirstMessage } from ${JSON.stringify(resolvePath(root, 'src/chat/conversation/openingPlace.ts'))};`;
const placeLeft = `import { openingLocation as __openingLocation } from ${JSON.stringify(resolvePath(root, 'src/app/ui/MessageView/history/placeLeft.ts'))};`;

/** @type {import('../kitPatches.mjs').KitPatch[]} */
export default [
  {
    file: 'components/MessageList/VirtualizedMessageList.mjs',
    find: 'initialTopMostItemIndex: calculateInitialTopMostItemIndex(processedMessages, highlightedMessageId),',
    replace: 'initialTopMostItemIndex: __openingLocation(channel, processedMessages, channelUnreadUiState, highlightedMessageId, threadList) ?? calculateInitialTopMostItemIndex(processedMessages, highlightedMessageId),',
    count: 1,
    why: 'A conversation opened at its last message aligned to the top, left partly hidden on a phone, never at the first unread message nor where the reader left it.',
    test: TEST,
    prepend: placeLeft,
  },
  {
    file: 'components/MessageList/VirtualizedMessageListComponents.mjs',
    find: 'className: context?.customClasses?.virtualMessage ||',
    replace: '"data-message-id": message.id, className: context?.customClasses?.virtualMessage ||',
    count: 1,
    why: 'Where the reader leaves a conversation is the topmost message in view: its row says which message it holds.',
    test: TEST,
  },
  {
    file: 'components/MessageList/VirtualizedMessageListComponents.mjs',
    find: 'isFirstMessage: streamMessageIndex === 0,',
    replace: 'isFirstMessage: __isFirstMessage(messageList, streamMessageIndex),',
    count: 1,
    why: 'A channel never read had no unread separator: the first message counted as "first" only at row 0, where the date separator sits.',
    test: TEST,
    prepend: firstMessage,
  },
];
