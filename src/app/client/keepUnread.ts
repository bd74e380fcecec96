/**
 * Puts back, right after a provider answer replaced the member's read state, the unread messages the answer did
 * not know of (src/chat/unread/snapshotUnread.ts). Call it as soon as the call that brought the answer resolves:
 * the SDK applies the answer just before, and no socket event can come in between.
 */
import type { Channel } from 'stream-chat';
import { unreadMissedBySnapshot } from '../../chat/unread/snapshotUnread.js';

/** The member's own read state in `channel`: an answer applied puts a new object in its place. */
export function ownReadOf(channel: Channel): Channel['state']['read'][string] | undefined {
  const me = channel.getClient().userID;
  return me ? channel.state.read[me] : undefined;
}

/**
 * Adds to `channel`'s own read state the unread messages its last answer missed. Only right after an answer: called
 * later, it would count again the messages that came since, which the SDK counted as they came.
 */
export function keepUnreadAfterAnswer(channel: Channel): void {
  const read = ownReadOf(channel);
  if (!read) return;
  const missed = unreadMissedBySnapshot(channel.state.latestMessages, { newestAt: channel.data?.last_message_at, lastReadAt: read.last_read },
    (message) => channel._countMessageAsUnread(message));
  if (missed == 0) return;
  read.unread_messages = (read.unread_messages ?? 0) + missed;
  channel.state.unreadCount += missed;
}

/** Watches `channel`, then counts again the unread messages the watch's answer missed (see keepUnreadAfterAnswer). */
export function watchKeepingUnread(channel: Channel): Promise<void> {
  return channel.watch().then(() => keepUnreadAfterAnswer(channel));
}
