// Capabilities that change while a channel is open must reach the message list at once.

/** @type {import('../kitPatches.mjs').KitPatch[]} */
export default [
  {
    file: 'components/Channel/hooks/useCreateChannelStateContext.mjs',
    find: '\t\tchannel.data?.name,\n\t\tchannelId,',
    replace: '\t\tchannel.data?.name,\n\t\tchannelCapabilitiesArray.join(),\n\t\tchannelId,',
    count: 1,
    why: "The channel state context is memoised without the member's capabilities, so a change (a channel unfrozen, a role granted) reached messages only with the next unrelated update: reacting stayed off after unfreezing.",
    test: 'test/e2e/messaging/capabilities.test.ts',
  },
];
