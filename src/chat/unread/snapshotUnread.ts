/**
 * A provider answer (a channel query, a watch, a page of history) carries the member's read state as it was when
 * the provider wrote the answer, and the SDK puts it in place of what the client holds. Messages that arrived over
 * the socket while the answer was on its way are then in the channel but counted by neither: the answer predates
 * them, and the client's own count, which had them, was overwritten. Going back to the list while someone writes
 * lost them this way (the row's unread badge, and the "N unread" separator on opening).
 */

/** What the rule reads of a message in the client's state. */
export interface SnapshotMessage {
  created_at?: Date | string | null;
}

/** Milliseconds of a provider date, or -Infinity when there is none. */
const timeOf = (value: Date | string | null | undefined): number => (value ? new Date(value).getTime() : -Infinity);

/**
 * How many messages of `messages` (the client's, the answer's merged in) the answer did not count as unread:
 * those newer than both the channel's newest message as the answer knew it (`newestAt`, its `last_message_at`)
 * and the member's last read in the answer (`lastReadAt`), that `counts` says count as unread (someone else's,
 * in the channel, not silent). A current answer has none: nothing is newer than its own newest message.
 */
export function unreadMissedBySnapshot<M extends SnapshotMessage>(
  messages: readonly M[], snapshot: { newestAt?: Date | string | null; lastReadAt?: Date | string | null }, counts: (message: M) => boolean,
): number {
  const after = Math.max(timeOf(snapshot.newestAt), timeOf(snapshot.lastReadAt));
  let missed = 0;
  for (const message of messages) if (timeOf(message.created_at) > after && counts(message)) missed += 1;
  return missed;
}
