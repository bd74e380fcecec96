import { EMAIL_MESSAGE_MAX_AGE_MS } from '../../contract/limits';
import type { SendMessageEmailRequest } from '../../contract/schemas';
import { isWritten } from '../provider/chatProvider';
import type { ProviderMessage } from '../provider/chatProvider';
import type { RouteDeps } from './route';

/**
 * The caller's own message that an e-mail may quote, taken from the provider and never from the request:
 * by `messageId` when the widget sends it, else the caller's newest message of the last 10 minutes, in a
 * channel shared with the recipient, whose text equals `messageContent`. Null when there is none.
 */
export async function findSentMessage(callerId: string, request: SendMessageEmailRequest, deps: RouteDeps): Promise<ProviderMessage | null> {
  const since = deps.clock.now() - EMAIL_MESSAGE_MAX_AGE_MS;
  const usable = (message: ProviderMessage | null): message is ProviderMessage =>
    message !== null && !message.deleted && isWritten(message) && message.userId === callerId
    && message.createdAt >= since && (request.channelId === undefined || message.channelId === request.channelId);
  if (request.messageId !== undefined) {
    const message = await deps.stream.getMessage(request.messageId);
    return usable(message) ? message : null;
  }
  const wanted = (request.messageContent ?? '').trim();
  const recent = await deps.stream.recentMessages(callerId, request.recipientUserId, since, request.channelId);
  return recent.find((message) => usable(message) && message.text.trim() === wanted) ?? null;
}
