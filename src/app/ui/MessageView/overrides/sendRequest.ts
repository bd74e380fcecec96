/**
 * How the kit's Channel sends a message: through the SDK, except that a (re)send the provider refuses as a
 * duplicate — an earlier attempt did arrive, only its answer was lost — counts as delivered: the stored
 * message is fetched and shown received, so the other user has it exactly once and the sender sees no error.
 * A send that failed in a way a resend can cure goes to the outbox (kept at once, even offline; the outbox's code
 * loads once it can), which resends it when the connection is back; a delivered one leaves a loaded outbox.
 */
import type { Channel, Message, SendMessageAPIResponse, SendMessageOptions } from 'stream-chat';
import { messageStatus } from '../../../../chat/message/messageStatus.js';
import { isAlreadyReceived, sendErrorOf } from '../../../../chat/message/retryOutcome.js';
import { importWhenOnline } from '../../../lazy/importWhenOnline.js';
import { keepUnsent } from '../../../outbox/keepUnsent.js';
import { loadOutbox, loadedOutbox } from '../../../outbox/lazyOutbox.js';

/** The Channel's `doSendMessageRequest`. */
export async function sendMessageRequest(channel: Channel, message: Message, options?: SendMessageOptions): Promise<SendMessageAPIResponse> {
  try {
    const response = await channel.sendMessage(message, options);
    void loadedOutbox()?.then((outbox) => outbox.settle(channel, message, response));
    return response;
  } catch (error) {
    const failure = sendErrorOf(error);
    if (message.id && isAlreadyReceived(failure)) {
      void loadedOutbox()?.then((outbox) => outbox.settle(channel, message, { error: failure }));
      return channel.getClient().getMessage(message.id);
    }
    if (messageStatus({ status: 'failed', error: failure }).canRetry) {
      keepUnsent(channel, message);
      // Offline, the outbox sends as soon as its code has arrived; otherwise when the connection comes back.
      const offline = !navigator.onLine;
      void importWhenOnline(loadOutbox).then((outbox) => outbox.startOutbox(channel.getClient(), offline), () => undefined);
    }
    throw error;
  }
}

/** Props for the kit's Channel. */
export const channelSendProps = { doSendMessageRequest: sendMessageRequest };
