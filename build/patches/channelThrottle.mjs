// The kit's Channel copies the channel's state into React through a 500 ms leading+trailing throttle on every
// channel event. The read events that follow each message keep that throttle busy, so a new message waited up to
// half a second on a timer before it was shown. Message events now flush the copy at once (read events still go
// through the throttle: the read receipts need the copy, half a second late is fine for them). A sent message's
// request leaves before its optimistic copy is rendered.

// The new code is typed, in build/patches/code/.
import { resolve as resolvePath } from 'node:path';
import { root } from '../patchKit.mjs';

const CHANNEL = 'components/Channel/Channel.mjs';
const TEST = 'test/e2e/sendLatency.test.ts';
/** The import line of one function of build/patches/code/, under a `__` name. */
const code = (name) => `import { ${name} as __${name} } from ${JSON.stringify(resolvePath(root, 'build/patches/code', `${name}.ts`))};`;

/** @type {import('../kitPatches.mjs').KitPatch[]} */
export default [
  {
    file: CHANNEL,
    find: /(?<=if \(event\.type === "channel\.truncated" && event\.cid === channel\.cid\) _setChannelUnreadUiState\(void 0\);\n\t\t)throttledCopyStateFromChannel\(\);(?=\n)/,
    replace: '$& __flushOnMessageEvent(event, throttledCopyStateFromChannel);',
    count: 1,
    why: 'A message event is shown at once instead of behind the 500 ms state-copy throttle that read events keep busy.',
    test: TEST,
    prepend: code('flushOnMessageEvent'),
  },
  {
    file: CHANNEL,
    find: /(?<=\t\tthread\?\.upsertReplyLocally\(\{ message: localMessage \}\);\n)\t\tupdateMessage\(localMessage\);\n\t\tawait doSendMessage\(\{\n\t\t\tlocalMessage,\n\t\t\tmessage,\n\t\t\toptions\n\t\t\}\);(?=\n)/,
    replace: '\t\tawait __sendBeforeRender(channel, localMessage, () => doSendMessage({ localMessage, message, options }), () => dispatch({ channel, parentId: state.thread && localMessage.parent_id, type: "copyMessagesFromChannel" }));',
    count: 1,
    why: 'The message request leaves before the optimistic message is rendered, not after a render of the whole list.',
    test: TEST,
    prepend: code('sendBeforeRender'),
  },
];
