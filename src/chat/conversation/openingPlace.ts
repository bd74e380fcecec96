/**
 * Where a conversation opens: at its first unread message, under the "N unread" separator, when there is one;
 * else where the reader left it, when she had scrolled away from the newest messages; else at the newest, the
 * last message's bottom on the list's bottom edge.
 */

/** A row of the message list, oldest first: a message, or a row the list inserted (a `customType`: a date separator, the intro). */
export interface OpeningRow {
  id: string;
  customType?: string;
}

/** The customType of the list's date separators. */
const DATE_SEPARATOR = 'message.date';

/**
 * Where the reader left a conversation: the topmost message in view, and how far its top was scrolled above the
 * list's top edge (px, ≥ 0).
 */
export interface PlaceLeft {
  messageId: string;
  offset: number;
}

/** The list's opening location, as the virtualized list takes it (an index into the rows, or the last row). */
export interface OpeningLocation {
  index: number | 'LAST';
  align: 'start' | 'end';
  offset?: number;
}

/**
 * `firstUnread`: the index of the row the unread separator goes on (−1 when nothing is unread); `left`: where the
 * reader left the conversation, if she left it away from the newest messages. Unread messages win over the place
 * left: they came after it. A first unread message right after its day's date separator opens with that date on top.
 */
export function openingPlace(rows: readonly OpeningRow[], firstUnread: number, left: PlaceLeft | undefined): OpeningLocation {
  if (firstUnread >= 0 && firstUnread < rows.length) {
    const index = firstUnread > 0 && rows[firstUnread - 1]?.customType === DATE_SEPARATOR ? firstUnread - 1 : firstUnread;
    return { index, align: 'start' };
  }
  const leftAt = left ? rows.findIndex((row) => row.id === left.messageId) : -1;
  if (left && leftAt >= 0) return { index: leftAt, align: 'start', offset: Math.max(0, Math.round(left.offset)) };
  return { index: 'LAST', align: 'end' };
}

/**
 * Whether the row at `index` is the list's first message: only date separators or the intro (rows with a
 * `customType`) come before it. The kit asks "is it row 0", which with date separators on is never a message, so
 * a channel never read showed no unread separator at all.
 */
export function isFirstMessage(rows: readonly OpeningRow[], index: number): boolean {
  for (let before = 0; before < index; before++) if (!rows[before]?.customType) return false;
  return true;
}
