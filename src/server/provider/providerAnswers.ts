/** Reading the server SDK's answers: a message as the service keeps it, and the SDK's "not found". */
import type { MessageResponse } from 'stream-chat';
import type { ProviderMessage } from './chatProvider';

/** The provider's message as the service reads it. */
export function toMessage(message: MessageResponse): ProviderMessage {
  return {
    id: message.id,
    channelType: message.cid?.slice(0, Math.max(message.cid.indexOf(':'), 0)) ?? message.channel?.type ?? '',
    channelId: message.cid?.slice(message.cid.indexOf(':') + 1) ?? message.channel?.id ?? '',
    userId: message.user?.id ?? null,
    text: message.text ?? '',
    createdAt: Date.parse(message.created_at ?? '') || 0,
    type: message.type ?? 'regular',
    deleted: Boolean(message.deleted_at) || message.type === 'deleted',
    mentionedUserIds: (message.mentioned_users ?? []).map((user) => user.id),
    userName: message.user?.name ?? null,
    sentVia: sentViaOf(message),
  };
}

/** The custom `sent_via` field, which the SDK's message type does not declare. */
function sentViaOf(message: MessageResponse): string | null {
  const value = (message as MessageResponse & { sent_via?: unknown }).sent_via;
  return typeof value === 'string' ? value : null;
}

/** The SDK's error for an answer with status 404. */
export function isNotFound(error: unknown): boolean {
  const response = (error as { response?: { status?: number } } | null)?.response;
  return response?.status === 404;
}
