/**
 * Who gets an e-mail about a message: in a DM the other person when offline; in any other channel only offline
 * members the message @-mentions (a busy bounty discussion must not flood every member's inbox). Only the
 * user's last-focused window asks. Pure: the app gathers presence and focus, this decides.
 */
import type { Attachment, ChannelMemberResponse, MessageResponse } from 'stream-chat';
import { isDirectMessageId } from '../contract/ids.js';
import { CHANNEL_LABEL_MAX_CHARS, MESSAGE_TEXT_MAX_CHARS } from '../contract/limits.js';

export { isDirectMessageId };

/** A channel member as the rule needs them. */
export interface EmailMember {
  userId: string;
  name?: string;
  online: boolean;
}

/** The fields of a message the rule reads. */
export type EmailMessage = Partial<Pick<MessageResponse,
  'id' | 'type' | 'text' | 'attachments' | 'parent_id' | 'show_in_channel' | 'silent' | 'moderation' | 'moderation_details'>>
  & { mentioned_users?: ReadonlyArray<{ id: string }> };

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

/** One send-message-email call: the service reads the message itself by `messageId`; the text is its fallback. */
export interface OfflineEmailRequest {
  senderUserId: string;
  recipientUserId: string;
  messageContent: string;
  isDM: boolean;
  channelName: string;
  channelId: string;
  messageId?: string;
}

/** The product service's limits on send-message-email fields. */
const MAX_CONTENT_CHARS = MESSAGE_TEXT_MAX_CHARS;
const MAX_CHANNEL_NAME_CHARS = CHANNEL_LABEL_MAX_CHARS;

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

/**
 * The e-mails to request, only from the sending window: in a DM, to the other member when offline; elsewhere
 * to each offline member the message @-mentions. Never to the sender.
 */
export function offlineEmailRequests(input: OfflineEmailInput): OfflineEmailRequest[] {
  if (!input.isSendingWindow || !isEmailWorthy(input.message)) return [];
  const isDM = isDirectMessageId(input.channelId);
  const others = input.members.filter((member) => member.userId !== input.senderId);
  const mentioned = new Set((input.message.mentioned_users ?? []).map((user) => user.id));
  const recipients = others.filter((member) => !member.online && (isDM || mentioned.has(member.userId)));
  const content = messageContent(input.message).slice(0, MAX_CONTENT_CHARS);
  return recipients.map((member) => ({
    senderUserId: input.senderId,
    recipientUserId: member.userId,
    messageContent: content,
    isDM,
    channelName: channelTitle(input, isDM, others).slice(0, MAX_CHANNEL_NAME_CHARS),
    channelId: input.channelId,
    ...(input.message.id ? { messageId: input.message.id } : {}),
  }));
}

/** The other member of a DM as the private-chat notice needs them. */
export interface PrivateChatPeer {
  userId: string;
  /** When the provider last saw them connected; absent when they never opened the chat. */
  lastActive?: string | Date | null;
}

/**
 * Whom to tell that a private chat was opened with them: the other member of a DM who has never opened the
 * chat (the provider has no last-active time for them), unless this user already told them about this DM.
 */
export function privateChatNoticeRecipient(channelId: string, selfId: string, others: PrivateChatPeer[], alreadyNoticed: boolean): string | null {
  if (!isDirectMessageId(channelId) || alreadyNoticed) return null;
  const peers = others.filter((peer) => peer.userId !== selfId);
  if (peers.length !== 1) return null;
  const [peer] = peers;
  return peer && !peer.lastActive ? peer.userId : null;
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
