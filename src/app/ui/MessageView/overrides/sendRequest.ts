/**
 * How the kit's Channel sends a message: through the SDK, except that a (re)send the provider refuses as a
 * duplicate — an earlier attempt did arrive, only its answer was lost — counts as delivered: the stored
 * message is fetched and shown received, so the other user has it exactly once and the sender sees no error.
 */
import type { Channel, Message, SendMessageAPIResponse, SendMessageOptions } from 'stream-chat';
import { isAlreadyReceived } from '../../../../chat/message/retryOutcome.js';
import type { SendError } from '../../../../chat/message/retryOutcome.js';

/** The SDK error's status, code and message, wherever the SDK put them. */
function sendErrorOf(error: unknown): SendError {
  const failure = error as { status?: number; code?: number; message?: string; response?: { status?: number; data?: { code?: number; message?: string } } };
  return {
    status: failure?.response?.status ?? failure?.status,
    code: failure?.response?.data?.code ?? failure?.code,
    message: failure?.response?.data?.message ?? failure?.message,
  };
}

/** The Channel's `doSendMessageRequest`. */
export async function sendMessageRequest(channel: Channel, message: Message, options?: SendMessageOptions): Promise<SendMessageAPIResponse> {
  try {
    return await channel.sendMessage(message, options);
  } catch (error) {
    if (!message.id || !isAlreadyReceived(sendErrorOf(error))) throw error;
    return channel.getClient().getMessage(message.id);
  }
}

/** Props for the kit's Channel. */
export const channelSendProps = { doSendMessageRequest: sendMessageRequest };
