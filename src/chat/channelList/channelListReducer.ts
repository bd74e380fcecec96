/**
 * The channel list's state as a pure reducer: its rows (order, preview, unread), paging, and the channels an
 * event announced that the list does not hold yet. The app fetches those (`pending`) and dispatches `fetched`;
 * the reducer itself never talks to the network.
 */
import type { ChannelLook, ChannelRow, MemberSummary, PreviewSource } from './channelRow.js';
import { LOOK_FIELDS, previewOf, showsInChannel } from './channelRow.js';

/** A message as the list's events carry it. */
export type ListMessage = PreviewSource & { parent_id?: string; show_in_channel?: boolean };

/** The list as the UI shows it. */
export interface ChannelListState {
  /** Whose list: their own messages never count as unread. */
  userId: string;
  status: 'loading' | 'ready' | 'error';
  rows: ChannelRow[];
  hasMore: boolean;
  loadingMore: boolean;
  /** cids an event named that the list lacks: the app fetches each, then dispatches `fetched` or `fetch-failed`. */
  pending: string[];
}

/** What can happen to the list: its own paging and fetches, and the provider's events it follows. */
export type ChannelListAction =
  | { type: 'loaded'; rows: ChannelRow[]; hasMore: boolean; append: boolean }
  | { type: 'loading-more' }
  | { type: 'failed' }
  | { type: 'retrying' }
  | { type: 'fetched'; row: ChannelRow }
  | { type: 'fetch-failed'; cid: string }
  | { type: 'message.new' | 'notification.message_new'; cid: string; message: ListMessage }
  | { type: 'message.updated' | 'message.deleted'; cid: string; message: ListMessage }
  | { type: 'notification.added_to_channel' | 'channel.visible'; cid: string }
  | { type: 'notification.removed_from_channel' | 'channel.deleted' | 'channel.hidden'; cid: string }
  /** The user's own hide, answered by the provider (its `channel.hidden` event may have come first). */
  | { type: 'hid'; cid: string }
  | ({ type: 'channel.updated'; cid: string; members?: MemberSummary[]; readEvents?: boolean } & ChannelLook)
  | { type: 'capabilities.changed'; cid: string; readEvents: boolean }
  | { type: 'pinned'; cid: string; pinnedAt: string | undefined }
  | { type: 'archived'; cid: string; archived: boolean }
  | { type: 'channel.truncated'; cid: string; message?: ListMessage }
  | { type: 'message.read'; cid: string; userId: string }
  | { type: 'notification.mark_read'; cid?: string }
  | { type: 'notification.mark_unread'; cid: string; unread: number }
  | { type: 'user.updated'; user: MemberSummary };

/** The state before the first page answers. */
export function initialChannelList(userId: string): ChannelListState {
  return { userId, status: 'loading', rows: [], hasMore: false, loadingMore: false, pending: [] };
}

const find = (state: ChannelListState, cid: string) => state.rows.find((row) => row.cid === cid);

/** `row` first, then the others without it. */
const toTop = (rows: ChannelRow[], row: ChannelRow) => [row, ...rows.filter((r) => r.cid !== row.cid)];

const update = (state: ChannelListState, cid: string, change: (row: ChannelRow) => ChannelRow): ChannelListState =>
  find(state, cid) ? { ...state, rows: state.rows.map((row) => (row.cid === cid ? change(row) : row)) } : state;

/** Asks the app to fetch `cid`, once. */
const fetchLater = (state: ChannelListState, cid: string): ChannelListState =>
  state.pending.includes(cid) ? state : { ...state, pending: [...state.pending, cid] };

const without = (state: ChannelListState, cid: string): ChannelListState => ({
  ...state, rows: state.rows.filter((row) => row.cid !== cid), pending: state.pending.filter((p) => p !== cid),
});

function newMessage(state: ChannelListState, cid: string, message: ListMessage): ChannelListState {
  if (!showsInChannel(message)) return state;
  const row = find(state, cid);
  // While the channel is being fetched, the fetch brings this message along.
  if (!row) return fetchLater(state, cid);
  const preview = previewOf(message);
  const own = preview.userId === state.userId;
  const unread = own || row.readEvents === false ? row.unread : row.unread + 1;
  return { ...state, rows: toTop(state.rows, { ...row, lastMessage: preview, unread, readByOthers: false, ...(own ? { visited: true as const } : {}) }) };
}

/** The row counting unread or not; a channel that stops counting shows nothing unread. */
function withReadEvents(row: ChannelRow, readEvents: boolean): ChannelRow {
  if (readEvents) {
    if (row.readEvents === undefined) return row;
    const { readEvents: _off, ...counting } = row;
    return counting;
  }
  return row.readEvents === false && row.unread === 0 ? row : { ...row, readEvents: false, unread: 0 };
}

function loaded(state: ChannelListState, rows: ChannelRow[], hasMore: boolean, append: boolean): ChannelListState {
  const known = new Set(append ? state.rows.map((r) => r.cid) : []);
  const next = append ? [...state.rows, ...rows.filter((r) => !known.has(r.cid))] : rows;
  const held = new Set(next.map((r) => r.cid));
  return { ...state, status: 'ready', rows: next, hasMore, loadingMore: false, pending: state.pending.filter((cid) => !held.has(cid)) };
}

/** Applies one action. */
export function channelListReducer(state: ChannelListState, action: ChannelListAction): ChannelListState {
  switch (action.type) {
    case 'loaded':
      return loaded(state, action.rows, action.hasMore, action.append);
    case 'loading-more':
      return { ...state, loadingMore: true };
    case 'retrying':
      return state.status === 'error' ? { ...state, status: 'loading' } : state;
    case 'failed':
      return { ...state, status: state.rows.length ? state.status : 'error', loadingMore: false };
    case 'fetched': {
      const { row } = action;
      const wanted = state.pending.includes(row.cid);
      // Not wanted any more (removed, hidden or deleted meanwhile) and not shown: stay out.
      if (!wanted && !find(state, row.cid)) return state;
      return { ...state, rows: toTop(state.rows, row), pending: state.pending.filter((cid) => cid !== row.cid) };
    }
    case 'fetch-failed':
      return { ...state, pending: state.pending.filter((cid) => cid !== action.cid) };
    case 'message.new':
    case 'notification.message_new':
      return newMessage(state, action.cid, action.message);
    case 'message.updated':
    case 'message.deleted':
      return update(state, action.cid, (row) =>
        row.lastMessage?.id === action.message.id
          ? { ...row, lastMessage: { ...previewOf(action.message), ...(action.type === 'message.deleted' ? { deleted: true } : {}) } }
          : row);
    case 'notification.added_to_channel': {
      const row = find(state, action.cid);
      return row ? { ...state, rows: toTop(state.rows, row) } : fetchLater(state, action.cid);
    }
    case 'channel.visible':
      return find(state, action.cid) ? state : fetchLater(state, action.cid);
    case 'notification.removed_from_channel':
    case 'channel.deleted':
    case 'channel.hidden':
      return without(state, action.cid);
    case 'hid':
      // The answer can come after the provider's own `channel.hidden` event and a message that showed the channel
      // again (its fetch pending): the row goes if it is still there, the newer message's fetch stays.
      return { ...state, rows: state.rows.filter((row) => row.cid !== action.cid) };
    case 'channel.updated':
      // The event carries the channel's whole data: a name or image it lacks was removed.
      return update(state, action.cid, (row) => {
        const next: ChannelRow = { ...row, members: action.members ?? row.members };
        for (const key of LOOK_FIELDS) {
          delete next[key];
          if (action[key] !== undefined) Object.assign(next, { [key]: action[key] });
        }
        return action.readEvents === undefined ? next : withReadEvents(next, action.readEvents);
      });
    case 'capabilities.changed':
      return update(state, action.cid, (row) => withReadEvents(row, action.readEvents));
    case 'archived':
      return update(state, action.cid, (row) => {
        const next: ChannelRow = { ...row };
        if (action.archived) next.archived = true;
        else delete next.archived;
        return next;
      });
    case 'pinned':
      return update(state, action.cid, (row) => {
        const next: ChannelRow = { ...row };
        if (action.pinnedAt) next.pinnedAt = action.pinnedAt;
        else delete next.pinnedAt;
        return next;
      });
    case 'channel.truncated':
      return update(state, action.cid, (row) => ({ ...row, lastMessage: action.message ? previewOf(action.message) : undefined, unread: 0 }));
    case 'message.read':
      return update(state, action.cid, (row) => (action.userId === state.userId ? { ...row, unread: 0, visited: true } : { ...row, readByOthers: true }));
    case 'notification.mark_read':
      if (action.cid) return update(state, action.cid, (row) => ({ ...row, unread: 0, visited: true }));
      return { ...state, rows: state.rows.map((row) => (row.unread ? { ...row, unread: 0 } : row)) };
    case 'notification.mark_unread':
      return update(state, action.cid, (row) => (row.readEvents === false ? row : { ...row, unread: action.unread }));
    case 'user.updated': {
      const { user } = action;
      const renamed = (row: ChannelRow) => row.members.some((m) => m.id === user.id);
      if (!state.rows.some(renamed)) return state;
      return { ...state, rows: state.rows.map((row) => (renamed(row) ? { ...row, members: row.members.map((m) => (m.id === user.id ? user : m)) } : row)) };
    }
  }
}
