import { isWritten } from '../provider/chatProvider';
import type { ChannelSnapshot, ProviderMessage } from '../provider/chatProvider';
import type { SqlExecutor } from '../store/sqlDatabase';
import { messageVia } from './eventCatalogue';
import type { EventRecorder, RecordInTransaction, ReviseInTransaction } from './eventRecorder';

/**
 * Records what one message tells the host: `message.sent`, and in a DM `conversation.started` (its first message)
 * or `conversation.first_reply` (the other side's first answer, timed from the provider's own timestamps), with the
 * DM's facts the response figures are computed from, all in one transaction. Handling the same message again (a
 * webhook retry, the catch-up) records nothing new: each event has its dedupe key, each fact its condition. Each
 * event happened at the message's provider time, the order the worker delivers them in.
 */
export async function recordMessageEvents(message: ProviderMessage, channel: ChannelSnapshot, events: EventRecorder): Promise<void> {
  const senderId = message.userId;
  if (senderId === null || message.deleted || !isWritten(message)) return;
  const channelId = channel.channelId;
  // The provider's time of the message, not the time its webhook was handled: the order the host gets them in.
  const occurredAt = message.createdAt;
  await events.inTransaction(async (tx, record, revise) => {
    const dm = channel.kind === 'dm' && channel.bountyId !== null ? channel.bountyId : null;
    const other = channel.memberIds.find((id) => id !== senderId) ?? null;
    let started = false;
    let replySeconds: number | null = null;
    if (dm !== null && other !== null) {
      started = (await tx.run(
        'INSERT INTO dm_conversations (channel_id, bounty_id, starter_id, recipient_id, started_at) VALUES (?, ?, ?, ?, ?) ON CONFLICT (channel_id) DO NOTHING',
        [channelId, dm, senderId, other, message.createdAt],
      )) > 0;
      if (!started && !(await startedEarlier({ tx, record, revise, message, channelId, bountyId: dm, senderId, candidateId: channel.candidateId ?? senderId }))) {
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

const seconds = (from: number, to: number) => Math.max(0, Math.round((to - from) / 1000));

/**
 * A message older than the DM's recorded first one, handled after it (their webhooks ran side by side): while the
 * `conversation.started` event is still settling, this message becomes the start, so the host hears the
 * conversation began with it and `conversation.started` stays first. When the other side sent it, the message
 * recorded as the start was in fact the first reply. Answers whether the facts were changed (the message is then
 * no reply); an event that has settled stands, and so do the facts it told.
 */
async function startedEarlier(input: {
  tx: SqlExecutor; record: RecordInTransaction; revise: ReviseInTransaction; message: ProviderMessage;
  channelId: string; bountyId: string; senderId: string; candidateId: string;
}): Promise<boolean> {
  const { tx, record, revise, message, channelId, bountyId, senderId } = input;
  const at = message.createdAt;
  const [facts] = await tx.query<{ starter_id: string; recipient_id: string; started_at: number | string; first_reply_at: number | string | null }>(
    'SELECT starter_id, recipient_id, started_at, first_reply_at FROM dm_conversations WHERE channel_id = ?',
    [channelId],
  );
  if (!facts || at >= Number(facts.started_at)) return false;
  const startedAt = Number(facts.started_at);
  const sameSide = facts.starter_id === senderId;
  const starter = sameSide ? facts.starter_id : senderId;
  const recipient = sameSide ? facts.recipient_id : facts.starter_id;
  const startKey = `conversation.started:${channelId}`;
  const before = await revise('conversation.started', startKey, (data) => ({
    ...data, candidateId: input.candidateId, posterId: input.candidateId === starter ? recipient : starter, messageId: message.id, senderId,
  }), at);
  if (before === null) return false;
  const replyKey = `conversation.first_reply:${channelId}`;
  if (sameSide) {
    // The same side wrote earlier: the start moves back, and a first reply already recorded took longer.
    await tx.run('UPDATE dm_conversations SET started_at = ? WHERE channel_id = ?', [at, channelId]);
    if (facts.first_reply_at !== null) {
      const replyAt = Number(facts.first_reply_at);
      await revise('conversation.first_reply', replyKey, (data) => ({ ...data, seconds: seconds(at, replyAt) }), replyAt);
    }
    return true;
  }
  // The other side wrote first: the message recorded as the start answered this one.
  await tx.run(
    'UPDATE dm_conversations SET starter_id = ?, recipient_id = ?, started_at = ?, first_reply_at = ? WHERE channel_id = ?',
    [starter, recipient, at, startedAt, channelId],
  );
  const reply = { channelId, bountyId, senderId: recipient, messageId: before.messageId, seconds: seconds(at, startedAt) };
  const revised = facts.first_reply_at !== null && (await revise('conversation.first_reply', replyKey, () => reply, startedAt)) !== null;
  if (!revised) await record('conversation.first_reply', reply, { dedupeKey: replyKey, occurredAt: startedAt });
  return true;
}
