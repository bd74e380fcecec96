/** When the "N unread" notice over a conversation shows: only while the first unread message is above the view. */

/** A row of the message list: a message (with `created_at`), or a date separator or intro (with a `customType`). */
export interface ListRow {
  id: string;
  created_at?: Date | string | null;
  customType?: string;
}

/** Whether `row` is a message sent after `lastRead` (date separators and the intro are no messages). */
function isUnreadMessage(row: ListRow, lastRead: number): boolean {
  if (row.customType || !row.created_at) return false;
  return new Date(row.created_at).getTime() > lastRead;
}

/**
 * Whether the first unread message lies above the rows in view. `rendered`: the rows in view, top first;
 * `loaded`: every row the list holds, oldest first; `lastRead`: when the reader last read the channel;
 * `unreadCount`: the channel's unread messages. The first unread is above when a row in view is unread and
 * an unread message comes before it, or when fewer unread messages are loaded than the channel counts (the
 * first one is on a page not loaded yet). A first unread message in view, even the very first of the
 * channel, is not above.
 */
export function firstUnreadIsAbove(rendered: readonly ListRow[], loaded: readonly ListRow[], lastRead: Date | string | null | undefined, unreadCount: number): boolean {
  if (!lastRead || unreadCount <= 0) return false;
  const readUntil = new Date(lastRead).getTime();
  const top = rendered.find((row) => !row.customType && row.created_at);
  if (!top || !isUnreadMessage(top, readUntil)) return false;
  const topIndex = loaded.findIndex((row) => row.id === top.id);
  if (topIndex < 0) return false;
  if (loaded.slice(0, topIndex).some((row) => isUnreadMessage(row, readUntil))) return true;
  return loaded.filter((row) => isUnreadMessage(row, readUntil)).length < unreadCount;
}
