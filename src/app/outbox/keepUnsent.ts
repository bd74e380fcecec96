/**
 * Writes a message whose send failed into the user's outbox at once, in the conversation's own code: a send that
 * failed offline cannot fetch the outbox's chunk, and the message must survive a reload all the same. The entry
 * is the send's payload as it was (its id included); the outbox (./outbox.ts) keeps what a resend needs of it.
 */
import type { Channel, Message } from 'stream-chat';
import { outboxKey } from '../../chat/message/outboxKeys.js';

/** Adds `message` to the outbox of the channel's user in `channel`, replacing an earlier entry with its id. */
export function keepUnsent(channel: Channel, message: Message): void {
  try {
    const key = outboxKey(channel.getClient().userID!, channel.cid);
    const kept = JSON.parse(localStorage.getItem(key) ?? '[]') as Message[];
    localStorage.setItem(key, JSON.stringify([...kept.filter((entry) => entry.id !== message.id), { ...message, created_at: new Date().toISOString() }]));
  } catch {
    // No storage, or a damaged entry: the message still shows in the conversation with its click to try again.
  }
}
