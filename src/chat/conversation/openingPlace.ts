/**
 * Where a conversation opens: at its first unread message (the new-messages separator heads it), else where the
 * reader left it, else at its newest message. Rows are the message list's, oldest first: messages, and date
 * separators or the intro (with a `customType`).
 */

/** A row of the message list, as far as the opening place needs it. */
export interface OpeningRow {
  id: string;
  created_at?: Date | string | null;
  customType?: string;
  /** Set on a thread reply shown in the channel: such a row is never the first unread one. */
  parent_id?: string;
  user?: { id?: string } | null;
}

/** The reader's read state in the channel, as the provider keeps it. */
export interface OwnRead {
  last_read?: Date | string | null;
  last_read_message_id?: string;
  unread_messages?: number;
  first_unread_message_id?: string;
}

/**
 * Where the reader left a conversation: the row at the top of the view, and how many px its top edge lay above
 * the view's top (negative: below it). `end`: she was at the newest message.
 */
export type LeftPlace = { id: string; offset: number } | 'end';

/** A location for the list to open at: the row at `index`, its top `offset` px above the view's top. */
export interface OpeningLocation {
  index: number;
  align: 'start';
  offset: number;
}

const isMessage = (row: OpeningRow) => !row.customType;

/** Whether `row` is someone else's message, in the channel itself (not a thread reply). */
const othersMessage = (row: OpeningRow, me: string | undefined) => isMessage(row) && !row.parent_id && row.user?.id !== me;

/**
 * The id of the first unread message among `rows`, if the reader has unread messages there: the one the provider
 * names, else the first message of someone else after the last one read, else (the last read not loaded) the first
 * of someone else's sent after the last read time.
 */
export function firstUnreadId(rows: readonly OpeningRow[], read: OwnRead | undefined, me: string | undefined): string | undefined {
  if (!read || !(read.unread_messages! > 0)) return undefined;
  if (read.first_unread_message_id && rows.some((row) => row.id === read.first_unread_message_id)) return read.first_unread_message_id;
  const lastRead = read.last_read_message_id ? rows.findIndex((row) => row.id === read.last_read_message_id) : -1;
  if (lastRead >= 0) return rows.slice(lastRead + 1).find((row) => othersMessage(row, me))?.id;
  if (!read.last_read) return undefined;
  const readUntil = new Date(read.last_read).getTime();
  return rows.find((row) => othersMessage(row, me) && !!row.created_at && new Date(row.created_at).getTime() > readUntil)?.id;
}

/**
 * Where the list opens. With unread messages: the first unread one at the top of the view, with the date chip
 * right above it when it begins a day (a list that cannot scroll that far shows its newest messages, the first
 * unread among them). Otherwise the place the reader left, if its row is loaded. Otherwise nothing: the list's
 * own default, its newest message.
 */
export function openingPlace(rows: readonly OpeningRow[], read: OwnRead | undefined, me: string | undefined, left?: LeftPlace): OpeningLocation | undefined {
  const unread = firstUnreadId(rows, read, me);
  if (unread) {
    const index = rows.findIndex((row) => row.id === unread);
    const dayStarts = index > 0 && !!rows[index - 1]!.customType;
    return { index: dayStarts ? index - 1 : index, align: 'start', offset: 0 };
  }
  if (!left || left === 'end') return undefined;
  const index = rows.findIndex((row) => row.id === left.id);
  return index >= 0 ? { index, align: 'start', offset: left.offset } : undefined;
}
