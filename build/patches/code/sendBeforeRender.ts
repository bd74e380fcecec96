/**
 * The kit's Channel rendered a sent message's optimistic copy (a render of the whole list) before the message's
 * request left (build/patches/channelThrottle.mjs). The copy is put in the channel's state at once, the request
 * leaves, and the list is rendered from the state on the next task.
 */
import type { Channel, LocalMessage } from 'stream-chat';

/**
 * Sends `localMessage` through `send` (the kit's doSendMessage) before `render` (the kit's copy of the channel's
 * messages into React) runs; resolves when the send settles, as the kit's sendMessage did.
 */
export async function sendBeforeRender(channel: Channel, localMessage: LocalMessage, send: () => Promise<void>, render: () => void): Promise<void> {
  channel.state.addMessageSorted(localMessage, true);
  const sending = send();
  setTimeout(render, 0);
  await sending;
}
