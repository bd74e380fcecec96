// A long channel keeps a bounded window of loaded messages (src/app/ui/MessageView/history): scrolling up drops
// the newest end of the window, scrolling back down drops the oldest. The virtualized list assumed that messages
// are only ever added: it counts its items from a fixed origin, remounts (jumping to the bottom) whenever the old
// first message is gone, and works out the message groups again only when the number of items changes. It now
// follows the list through additions and removals at either end.
// The two hooks are replaced wholesale by typed ones (build/patches/code/); the table keeps a hash of the kit's
// text, so a kit upgrade that changes them stops the build.
import { resolve as resolvePath } from 'node:path';
import { root } from '../patchKit.mjs';

/** The import line of one typed replacement hook in build/patches/code/, under a `__` name. */
const hook = (name) => `import { ${name} as __${name} } from ${JSON.stringify(resolvePath(root, 'build/patches/code', `${name}.ts`))};`;
const HOOKS = 'components/MessageList/hooks/VirtualizedMessageList';
const TEST = 'test/e2e/longChannel.test.ts';

/** @type {import('../kitPatches.mjs').KitPatch[]} */
export default [
  {
    file: `${HOOKS}/usePrependMessagesCount.mjs`,
    wholeFunction: { name: 'usePrependedMessagesCount', sha256: '8bff5670113e903c991dfa02e6ce22d6f39b380ffbb3996ac8bef5a3f2777e84' },
    find: 'function usePrependedMessagesCount(messages, hasDateSeparator) {',
    replace: '$& return __usePrependedMessagesCount(messages); }',
    count: 1,
    why: 'The items above the list\'s origin were counted from the first message ever loaded; once the window dropped it, the count fell to 0 and the list jumped by the whole history.',
    test: TEST,
    prepend: hook('usePrependedMessagesCount'),
  },
  {
    file: `${HOOKS}/useMessageSetKey.mjs`,
    wholeFunction: { name: 'useMessageSetKey', sha256: 'bd7d91d342c4e6696e2c8812b051ad904a8d775735dcfd84a524b687b1b26b82' },
    find: 'var useMessageSetKey = ({ messages }) => {',
    replace: '$& return { messageSetKey: __useMessageSetKey(messages) }; };',
    count: 1,
    why: 'The list was remounted at its newest message whenever the old first message was gone, so scrolling back down through a window that drops its oldest messages jumped to the end of the window.',
    test: TEST,
    prepend: hook('useMessageSetKey'),
  },
  {
    file: 'components/MessageList/VirtualizedMessageList.mjs',
    find: /(?<=\t\}, \{\}\), \[\n\t\tmaxTimeBetweenGroupedMessages,\n\t\t)processedMessages\.length(?=,\n)/,
    replace: 'processedMessages',
    count: 1,
    why: 'The message groups (who sent a run of messages: avatar, name, spacing) were worked out again only when the number of items changed; a page that added as many messages as the window dropped left every new message without its group.',
    test: TEST,
  },
];
