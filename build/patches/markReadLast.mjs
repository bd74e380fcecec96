// The kit's Channel marks read at most once per 500 ms and drops every other call of the window (a leading-only
// throttle): the last message of a quick burst stayed unread at the provider while the reader had it on screen, and
// its sender never saw it read. The throttle now runs the window's last call at its end; a call that keeps the
// unread separator (the mark on opening) keeps it for the rest of its window; a last call still pending when the
// conversation closes is dropped.

// The new code is typed, in build/patches/code/.
import { resolve as resolvePath } from 'node:path';
import { root } from '../patchKit.mjs';

const CHANNEL = 'components/Channel/Channel.mjs';
const TEST = 'test/e2e/sendLatency.test.ts';

/** @type {import('../kitPatches.mjs').KitPatch[]} */
export default [
  {
    file: CHANNEL,
    find: /(?<=const markRead = useMemo\(\(\) => )throttle\(async \(options\) => \{(?=\n\t\tconst \{ updateChannelUiUnreadState = true \} = options \?\? \{\};)/,
    replace: '__keepingSeparator($&',
    count: 1,
    why: 'A mark keeping the unread separator (the one on opening) keeps it for the calls of its throttle window.',
    test: TEST,
    prepend: `import { keepingSeparator as __keepingSeparator } from ${JSON.stringify(resolvePath(root, 'build/patches/code/markReadLast.ts'))};`,
  },
  {
    file: CHANNEL,
    find: /(?<=\t\}, 500, \{\n\t\tleading: true,\n\t\ttrailing: )false\n\t\}\)(?=, \[\n\t\tactiveUnreadHandler,)/,
    replace: 'true\n\t}), 500)',
    count: 1,
    why: 'The last mark of a burst is sent at the end of the 500 ms throttle window instead of dropped.',
    test: TEST,
  },
  {
    file: CHANNEL,
    find: /(?<=\t\tdoMarkReadRequest,\n\t\tsetChannelUnreadUiState\n\t\]\);\n)\tconst handleEvent = async \(event\) => \{/,
    replace: '\tuseEffect(() => () => markRead.flush(), [markRead]);\n$&',
    count: 1,
    why: 'A mark still pending when the conversation closes is sent as it closes (up to the newest message shown): dropped with the Channel, it left the messages the reader just saw unread.',
    test: 'test/e2e/readOnLeave.test.ts',
  },
];
