/**
 * Who gets an e-mail about a message: members offline at the provider, and only from the sender's last-focused
 * window, so two open tabs never send twice. Pure: the app gathers the members' presence and the window's focus, this decides.
 */
import type { Attachment, ChannelMemberResponse, MessageResponse } from 'stream-chat';

/** A channel member as the rule needs them. */
export interface EmailMember {
  userId: string;
  name?: string;
  online: boolean;
}

/** The fields of a message the rule reads. */
export type EmailMessage = Partial<Pick<MessageResponse,
  'type' | 'text' | 'attachments' | 'parent_id' | 'show_in_channel' | 'silent' | 'moderation' | 'moderation_details'>>;

/** Everything the rule decides on. */
export interface OfflineEmailInput {
  channelId: string;
  /** The channel's own name (a bounty channel's title); DMs have none. */
  channelName?: string;
  members: EmailMember[];
  senderId: string;
  message: EmailMessage;
  /** Whether this window is the one that sends (the last-focused of the user's tabs). */
  isSendingWindow: boolean;
}

/** One send-message-email call. */
export interface OfflineEmailRequest {
  senderUserId: string;
  recipientUserId: string;
  messageContent: string;
  isDM: boolean;
  channelName: string;
  channelId: string;
}

/** The product service's limits on send-message-email fields. */
const MAX_CONTENT_CHARS = 10_000;
const MAX_CHANNEL_NAME_CHARS = 200;

/** DM channel ids are `dm-` + a hash (the product service creates them). */
export const isDirectMessageId = (channelId: string): boolean => channelId.startsWith('dm-');

/**
 * Whether a message is one people are told about: a regular message (or a reply also shown in the channel)
 * with text or attachments. System notices, errors, bounced or moderated messages, thread-only replies and
 * silent messages are not worth an e-mail.
 */
export function isEmailWorthy(message: EmailMessage): boolean {
  if (message.type !== undefined && message.type !== 'regular' && message.type !== 'reply') return false;
  if (message.moderation_details || message.moderation) return false;
  if (message.parent_id && !message.show_in_channel) return false;
  if (message.silent) return false;
  return messageContent(message) !== '';
}

/** The e-mails to request: one per offline member other than the sender, and only from the sending window. */
export function offlineEmailRequests(input: OfflineEmailInput): OfflineEmailRequest[] {
  if (!input.isSendingWindow || !isEmailWorthy(input.message)) return [];
  const isDM = isDirectMessageId(input.channelId);
  const others = input.members.filter((member) => member.userId !== input.senderId);
  const content = messageContent(input.message).slice(0, MAX_CONTENT_CHARS);
  return others.filter((member) => !member.online).map((member) => ({
    senderUserId: input.senderId,
    recipientUserId: member.userId,
    messageContent: content,
    isDM,
    channelName: channelTitle(input, isDM, others).slice(0, MAX_CHANNEL_NAME_CHARS),
    channelId: input.channelId,
  }));
}

/** Members as stream-chat lists them (state or queryMembers) → the rule's members; unknown presence is offline. */
export function toEmailMembers(members: Iterable<ChannelMemberResponse>): EmailMember[] {
  const result: EmailMember[] = [];
  for (const member of members) {
    const userId = member.user?.id ?? member.user_id;
    // A deleted or deactivated account reads no e-mail.
    if (!userId || member.user?.deleted_at || member.user?.deactivated_at) continue;
    result.push({ userId, name: member.user?.name, online: member.user?.online === true });
  }
  return result;
}

/** The text an e-mail quotes: the message's text, or a line about its attachments when it has none. */
function messageContent(message: EmailMessage): string {
  const text = message.text?.trim() ?? '';
  if (text) return text;
  const attachments = message.attachments ?? [];
  if (attachments.length === 0) return '';
  const names = attachments.map(attachmentName).filter((name) => name !== '');
  const count = attachments.length === 1 ? 'an attachment' : `${attachments.length} attachments`;
  return names.length > 0 ? `Sent ${count}: ${names.join(', ')}` : `Sent ${count}`;
}

function attachmentName(attachment: Attachment): string {
  return (attachment.title ?? attachment.fallback ?? '').trim();
}

/** A bounty channel's title; for a DM, the other person's name (the recipient sees who wrote). */
function channelTitle(input: OfflineEmailInput, isDM: boolean, others: EmailMember[]): string {
  if (isDM) {
    const other = others[0];
    return other?.name?.trim() || other?.userId || input.channelName || input.channelId;
  }
  return input.channelName?.trim() || input.channelId;
}
