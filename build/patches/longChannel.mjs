// A long channel keeps a bounded window of loaded messages (src/app/ui/MessageView/history): scrolling up drops
// the newest end of the window, scrolling back down drops the oldest. The virtualized list assumed that messages
// are only ever added: it counts its items from a fixed origin, remounts (jumping to the bottom) whenever the old
// first message is gone, and works out the message groups again only when the number of items changes. It now
// follows the list through additions and removals at either end.
import { resolve as resolvePath } from 'node:path';
import { root } from '../patchKit.mjs';

const continuity = `import { continuesList as __continuesList, prependedCount as __prependedCount } from ${JSON.stringify(resolvePath(root, 'src/chat/conversation/listContinuity.ts'))};`;
const TEST = 'test/e2e/longChannel.test.ts';

/** @type {import('../kitPatches.mjs').KitPatch[]} */
export default [
  {
    file: 'components/MessageList/hooks/VirtualizedMessageList/usePrependMessagesCount.mjs',
    find: /function usePrependedMessagesCount\(messages, hasDateSeparator\) \{\n[^]*?\n\}\n(?=\/\/#endregion)/,
    replace: 'function usePrependedMessagesCount(messages, hasDateSeparator) {\n'
      + '\tconst previous = useRef({ messages: void 0, count: 0 });\n'
      + '\treturn useMemo(() => {\n'
      + '\t\tconst count = __prependedCount(previous.current.messages, messages, previous.current.count);\n'
      + '\t\tprevious.current = { messages, count };\n'
      + '\t\treturn count;\n'
      + '\t}, [messages, messages?.length, hasDateSeparator]);\n'
      + '}\n',
    count: 1,
    why: 'The items above the list\'s origin were counted from the first message ever loaded; once the window dropped it, the count fell to 0 and the list jumped by the whole history.',
    test: TEST,
    prepend: continuity,
  },
  {
    file: 'components/MessageList/hooks/VirtualizedMessageList/useMessageSetKey.mjs',
    find: '\tconst firstMessageId = useRef(void 0);\n'
      + '\tuseEffect(() => {\n'
      + '\t\tif (!messages?.find((message) => message.id === firstMessageId.current)) setMessageSetKey(+/* @__PURE__ */ new Date());\n'
      + '\t\tfirstMessageId.current = messages?.[0]?.id;\n',
    replace: '\tconst previousMessages = useRef(void 0);\n'
      + '\tuseEffect(() => {\n'
      + '\t\tif (!__continuesList(previousMessages.current, messages)) setMessageSetKey(+/* @__PURE__ */ new Date());\n'
      + '\t\tpreviousMessages.current = messages;\n',
    count: 1,
    why: 'The list was remounted at its newest message whenever the old first message was gone, so scrolling back down through a window that drops its oldest messages jumped to the end of the window.',
    test: TEST,
    prepend: continuity,
  },
  {
    file: 'components/MessageList/VirtualizedMessageList.mjs',
    find: '\t}, {}), [\n\t\tmaxTimeBetweenGroupedMessages,\n\t\tprocessedMessages.length,\n',
    replace: '\t}, {}), [\n\t\tmaxTimeBetweenGroupedMessages,\n\t\tprocessedMessages,\n',
    count: 1,
    why: 'The message groups (who sent a run of messages: avatar, name, spacing) were worked out again only when the number of items changed; a page that added as many messages as the window dropped left every new message without its group.',
    test: TEST,
  },
];
