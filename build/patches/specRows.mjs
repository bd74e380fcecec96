// Where the kit's behaviour and the product's specification differ, the specification wins. These rows could not be
// reached through the component context without copying whole kit components (the message, the gallery tile, the
// jump button), so the one line that differs is rewritten.

const TEST = 'test/e2e/conversationPolish.test.ts';

/** @type {import('../kitPatches.mjs').KitPatch[]} */
export default [
  {
    file: 'components/Message/MessageUI.mjs',
    find: '!isMyMessage() && !!message.user && memberCount > 2 && ',
    replace: '!isMyMessage() && !!message.user && ',
    count: 1,
    why: 'The kit hides the sender\'s name when a channel has two members, so in a DM the other person\'s name never showed on their messages; the product shows other users\' names on their messages.',
    test: TEST,
  },
  {
    file: 'components/Attachment/ModalGallery.mjs',
    find: 'children: ["+", overflowCount]',
    replace: 'children: t("{{ imageCount }} more", { imageCount: overflowCount })',
    count: 1,
    why: 'A gallery of more images than tiles wrote "+1" on its last tile; the product writes "1 more" (\'{{ imageCount }} more\').',
    test: TEST,
  },
  {
    file: 'components/MessageList/ScrollToLatestMessageButton.mjs',
    find: 'const { channel: activeChannel, client } = useChatContext();\n\tconst { thread } = useChannelStateContext();',
    replace: 'const { client } = useChatContext();\n\tconst { channel: activeChannel, thread } = useChannelStateContext();',
    count: 1,
    why: 'The jump-to-latest button counted only messages of the chat context\'s active channel, which the widget never sets (it renders one channel directly), so every new message was "another channel\'s" and the button showed no count; the channel is the one the list shows.',
    test: TEST,
  },
];
