import { isWritten } from '../provider/chatProvider';
import type { ChannelSnapshot, ProviderMessage } from '../provider/chatProvider';
import { messageVia } from './eventCatalogue';
import type { EventRecorder } from './eventRecorder';

/**
 * Records what one message tells the host: `message.sent`, and in a DM `conversation.started` (its first message)
 * or `conversation.first_reply` (the other side's first answer, timed from the provider's own timestamps), with the
 * DM's facts the response figures are computed from, all in one transaction. Handling the same message again (a
 * webhook retry, the catch-up) records nothing new: each event has its dedupe key, each fact its condition.
 */
export async function recordMessageEvents(message: ProviderMessage, channel: ChannelSnapshot, events: EventRecorder): Promise<void> {
  const senderId = message.userId;
  if (senderId === null || message.deleted || !isWritten(message)) return;
  const channelId = channel.channelId;
  // The provider's time of the message, not the time its webhook was handled: the order the host gets them in.
  const occurredAt = message.createdAt;
  await events.inTransaction(async (tx, record) => {
    const dm = channel.kind === 'dm' && channel.bountyId !== null ? channel.bountyId : null;
    const other = channel.memberIds.find((id) => id !== senderId) ?? null;
    let started = false;
    let replySeconds: number | null = null;
    if (dm !== null && other !== null) {
      started = (await tx.run(
        'INSERT INTO dm_conversations (channel_id, bounty_id, starter_id, recipient_id, started_at) VALUES (?, ?, ?, ?, ?) ON CONFLICT (channel_id) DO NOTHING',
        [channelId, dm, senderId, other, message.createdAt],
      )) > 0;
      if (!started) {
        const [row] = await tx.query<{ started_at: number | string }>(
          'UPDATE dm_conversations SET first_reply_at = ? WHERE channel_id = ? AND recipient_id = ? AND first_reply_at IS NULL RETURNING started_at',
          [message.createdAt, channelId, senderId],
        );
        if (row) replySeconds = Math.max(0, Math.round((message.createdAt - Number(row.started_at)) / 1000));
      }
    }
    if (started && dm !== null && other !== null) {
      const candidateId = channel.candidateId ?? senderId;
      const posterId = candidateId === senderId ? other : senderId;
      await record('conversation.started', { channelId, bountyId: dm, candidateId, posterId, messageId: message.id, senderId }, { dedupeKey: `conversation.started:${channelId}`, occurredAt });
    }
    await record(
      'message.sent',
      { channelId, bountyId: channel.bountyId, senderId, messageId: message.id, via: messageVia(message.sentVia), ...(events.includeText && { text: message.text }) },
      { dedupeKey: `message.sent:${message.id}`, occurredAt },
    );
    if (replySeconds !== null && dm !== null) {
      await record('conversation.first_reply', { channelId, bountyId: dm, senderId, messageId: message.id, seconds: replySeconds }, { dedupeKey: `conversation.first_reply:${channelId}`, occurredAt });
    }
  });
}
