/**
 * The channel list's order and paging as a reducer over the SDK's channels. What each row shows (name, preview,
 * unread) is read from the channel's own state at render time; `version` bumps make React re-read it.
 */
import type { Channel } from 'stream-chat';

/** The list as the UI shows it. */
export interface ChannelListState {
  status: 'loading' | 'ready' | 'error';
  channels: Channel[];
  hasMore: boolean;
  loadingMore: boolean;
  /** Bumped when a shown channel's state changed (new message, read, rename, presence). */
  version: number;
}

/** What can happen to the list. */
export type ChannelListAction =
  | { type: 'loaded'; channels: Channel[]; hasMore: boolean; append: boolean }
  | { type: 'loading-more' }
  | { type: 'failed' }
  | { type: 'to-top'; channel: Channel }
  | { type: 'removed'; cid: string }
  | { type: 'changed' };

/** The state before the first query answers. */
export const initialChannelList: ChannelListState = { status: 'loading', channels: [], hasMore: false, loadingMore: false, version: 0 };

/** Applies one action. */
export function channelListReducer(state: ChannelListState, action: ChannelListAction): ChannelListState {
  switch (action.type) {
    case 'loaded': {
      const known = new Set(action.append ? state.channels.map((c) => c.cid) : []);
      const fresh = action.channels.filter((c) => !known.has(c.cid));
      return {
        status: 'ready',
        channels: action.append ? [...state.channels, ...fresh] : action.channels,
        hasMore: action.hasMore,
        loadingMore: false,
        version: state.version + 1,
      };
    }
    case 'loading-more':
      return { ...state, loadingMore: true };
    case 'failed':
      return { ...state, status: state.channels.length ? state.status : 'error', loadingMore: false };
    case 'to-top':
      return {
        ...state,
        channels: [action.channel, ...state.channels.filter((c) => c.cid !== action.channel.cid)],
        version: state.version + 1,
      };
    case 'removed':
      return { ...state, channels: state.channels.filter((c) => c.cid !== action.cid), version: state.version + 1 };
    case 'changed':
      return { ...state, version: state.version + 1 };
  }
}
