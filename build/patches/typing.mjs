// The typing bubble goes when the typing ends. The kit keeps it 2 s after the last typer stopped (against flicker
// when typing stops and starts again), so it stayed beside the message it announced. The widget's typing events
// cannot flicker (typing.start every 2 s while the text changes, typing.stop only on send or after 3 s idle), and a
// new message ends its sender's typing at once (src/chat/conversation/typingEnds.ts): the bubble follows the state.

/** @type {import('../kitPatches.mjs').KitPatch[]} */
export default [
  {
    file: 'components/TypingIndicator/TypingIndicator.mjs',
    find: 'const { displayUsers } = useDebouncedTypingActive(threadList ? typingInThread : typingInChannel);',
    replace: 'const displayUsers = threadList ? typingInThread : typingInChannel;',
    count: 1,
    why: 'The typing bubble stayed 2 s after the message it announced had arrived; it goes with the typing.',
    test: 'test/e2e/typingEnds.test.ts',
  },
];
