// Members hold no grant to edit at the provider (no `update-own-message`): every edit goes through the product
// service, which masks contact details before the provider stores it and allows the author wherever she may write.
// The Channel's `doUpdateMessageRequest` (src/app/ui/MessageView/overrides/editRequest.ts) is that way.

/** @type {import('../kitPatches.mjs').KitPatch[]} */
export default [
  {
    file: 'components/Message/hooks/useUserRole.mjs',
    find: 'isMyMessage && channelCapabilities["update-own-message"])',
    replace: 'isMyMessage && (channelCapabilities["update-own-message"] || channelCapabilities["send-message"]))',
    count: 1,
    why: 'The kit offered "Edit Message" only with the provider\'s update-own-message, which members no longer hold since edits go through the service: an author could not edit her own message where she may write.',
    test: 'test/e2e/conversationMenu.test.ts',
  },
  {
    file: 'components/Channel/hooks/useEditMessageHandler.mjs',
    find: 'if (doUpdateMessageRequest && channel) return Promise.resolve(doUpdateMessageRequest(channel.cid, updatedMessage, options));',
    replace: 'if (doUpdateMessageRequest) return Promise.resolve(doUpdateMessageRequest(channel?.cid ?? updatedMessage.cid, updatedMessage, options));',
    count: 1,
    why: 'The kit used the Channel\'s doUpdateMessageRequest only while the chat context had an active channel, which the widget never sets (it renders its channel directly), so every edit went straight to the provider instead of through the service.',
    test: 'test/e2e/conversationMenu.test.ts',
  },
];
