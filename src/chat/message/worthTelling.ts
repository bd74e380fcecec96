/**
 * Whether a new message is one a person is told about (a desktop notification): a regular message, or a reply
 * also shown in the channel, with text or attachments. (E-mail about a message is the server's rule alone:
 * src/server/webhooks/notifyAboutMessage.ts.)
 */
import type { MessageResponse } from 'stream-chat';

/** The fields of a message the rule reads. */
export type TellableMessage = Partial<Pick<MessageResponse,
  'id' | 'type' | 'text' | 'attachments' | 'parent_id' | 'show_in_channel' | 'silent' | 'moderation' | 'moderation_details'>>
  & { mentioned_users?: ReadonlyArray<{ id: string }> };

/**
 * System notices, errors, bounced or moderated messages, thread-only replies, silent messages and messages with
 * neither text nor attachments are not worth telling anyone about.
 */
export function isWorthTelling(message: TellableMessage): boolean {
  if (message.type !== undefined && message.type !== 'regular' && message.type !== 'reply') return false;
  if (message.moderation_details || message.moderation) return false;
  if (message.parent_id && !message.show_in_channel) return false;
  if (message.silent) return false;
  return !!message.text?.trim() || (message.attachments ?? []).length > 0;
}
