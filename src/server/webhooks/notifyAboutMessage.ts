import { MESSAGE_TEXT_MAX_CHARS } from '../../contract/limits';
import type { EmailRequest, EnqueueResult } from '../email/emailRequest';
import { emailCandidates } from '../email/offlineRecipients';
import { recipientMutedMessage } from '../email/recipientMutes';
import type { Logger } from '../ops/logger';
import { isWritten } from '../provider/chatProvider';
import type { ChatProvider } from '../provider/chatProvider';
import type { ChannelSnapshot, ProviderMessage } from '../provider/chatProvider';
import type { DirectoryUser } from '../store/userDirectory';

/** What the rule needs: the provider (message, channel, presence), the directory, the e-mail queue. */
export interface NotifyDeps {
  stream: Pick<ChatProvider, 'getMessage' | 'findChannel' | 'isOnline' | 'mutedUsers' | 'blockedUsers'>;
  directory: { get(id: string): Promise<DirectoryUser | null> };
  emails: { enqueue(request: EmailRequest): Promise<EnqueueResult> };
  log: Logger;
  /** Told of every message a person wrote, with its channel, before any e-mail (the host's events); a throw retries the call. */
  onMessage?: (message: ProviderMessage, channel: ChannelSnapshot) => Promise<void>;
}

/** What became of one message: who was queued and who was skipped, and why. */
export interface NotifyOutcome {
  queued: string[];
  skipped: Array<{ userId: string; reason: 'online' | 'muted' | 'unknown_recipient' }>;
}

/**
 * E-mails the offline recipients of one provider message (the DM partner, mentioned members; never the
 * sender, never one who muted the conversation or the sender). Everything is read from the provider when this runs — the message and its text by id, the channel
 * and its members, each recipient's presence — so a webhook body is trusted for ids only. The queue's unique
 * (recipient, message) makes a second path (send-message-email) or a second run add nothing.
 */
export async function notifyAboutMessage(messageId: string, deps: NotifyDeps): Promise<NotifyOutcome> {
  const outcome: NotifyOutcome = { queued: [], skipped: [] };
  const message = await deps.stream.getMessage(messageId);
  if (!message || message.deleted || !isWritten(message)) {
    deps.log('webhook: message is gone or not written by a person; no e-mail', { messageId });
    return outcome;
  }
  const channel = await deps.stream.findChannel(message.channelId, null);
  if (!channel) {
    deps.log('webhook: the message\'s channel is gone; no e-mail', { messageId, channelId: message.channelId });
    return outcome;
  }
  await deps.onMessage?.(message, channel);
  const recipients = emailCandidates({
    senderId: message.userId,
    channelKind: channel.kind,
    memberIds: channel.memberIds,
    mentionedUserIds: message.mentionedUserIds,
  });
  const sender = message.userId === null ? null : await deps.directory.get(message.userId);
  for (const recipientId of recipients) {
    if (await deps.stream.isOnline(recipientId)) {
      outcome.skipped.push({ userId: recipientId, reason: 'online' });
      continue;
    }
    if (await recipientMutedMessage(deps.stream, recipientId, channel.channelId, message.userId)) {
      outcome.skipped.push({ userId: recipientId, reason: 'muted' });
      continue;
    }
    const recipient = await deps.directory.get(recipientId);
    if (!recipient) {
      deps.log('webhook: recipient not in the directory (no e-mail address); skipped', { messageId, recipientId });
      outcome.skipped.push({ userId: recipientId, reason: 'unknown_recipient' });
      continue;
    }
    const isDM = channel.kind === 'dm';
    await deps.emails.enqueue({
      recipientId: recipient.id,
      recipientEmail: recipient.email,
      recipientName: recipient.name,
      channelId: channel.channelId,
      channelTitle: channel.name ?? channel.bountyTitle ?? (isDM ? 'a direct message' : 'a conversation'),
      bountyId: channel.bountyId,
      kind: 'message',
      isDM,
      senderId: message.userId ?? '',
      senderName: sender?.name ?? message.userName ?? message.userId ?? 'Someone',
      text: message.text.slice(0, MESSAGE_TEXT_MAX_CHARS),
      messageId: message.id,
    });
    outcome.queued.push(recipientId);
  }
  return outcome;
}
