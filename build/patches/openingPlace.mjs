// Where a conversation opens is the product's, not the kit's: at the first unread message under the new-messages
// separator, else where the reader left it, else at the newest message (src/chat/conversation/openingPlace.ts).
// The kit's virtualized list always opened at its newest message (or the one jumped to), so a conversation with
// more unread messages than fit opened past the first of them, with the separator out of view. Its first mount
// takes the location from src/app/ui/MessageView/history/openingLocation.ts; and each row names its message, so
// the place the reader leaves can be noted (placeKeeping.ts).
import { resolve as resolvePath } from 'node:path';
import { root } from '../patchKit.mjs';

const TEST = 'test/e2e/openingPlace.test.ts';
const opening = `import { openingLocation as __openingLocation } from ${JSON.stringify(resolvePath(root, 'src/app/ui/MessageView/history/openingLocation.ts'))};`;

/** @type {import('../kitPatches.mjs').KitPatch[]} */
export default [
  {
    file: 'components/MessageList/VirtualizedMessageList.mjs',
    find: 'initialTopMostItemIndex: calculateInitialTopMostItemIndex(processedMessages, highlightedMessageId),',
    replace: 'initialTopMostItemIndex: (!highlightedMessageId && !threadList && __openingLocation(channel, processedMessages, channelUnreadUiState, messageSetKey)) || calculateInitialTopMostItemIndex(processedMessages, highlightedMessageId),',
    count: 1,
    why: 'The list opened at its newest message whatever was unread or where the reader had been; its first mount opens at the first unread message, else where the reader left the channel.',
    test: TEST,
    prepend: opening,
  },
  {
    file: 'components/MessageList/VirtualizedMessageListComponents.mjs',
    find: 'return /* @__PURE__ */ jsx("div", {\n\t\t...props,\n\t\tclassName: context?.customClasses?.virtualMessage',
    replace: 'return /* @__PURE__ */ jsx("div", {\n\t\t...props,\n\t\t"data-message-id": message.id,\n\t\tclassName: context?.customClasses?.virtualMessage',
    count: 1,
    why: 'A row names its message, so the row at the top of the view, where the reader is, can be noted when she scrolls.',
    test: TEST,
  },
];
