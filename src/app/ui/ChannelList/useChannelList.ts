/** Queries the user's channels (30 a page) and keeps the list in step with the client's events. */
import { useCallback, useEffect, useReducer, useRef } from 'react';
import type { Event, StreamChat } from 'stream-chat';
import { channelListReducer, initialChannelList } from './channelListReducer.js';
import type { ChannelListState } from './channelListReducer.js';

/** Channels per page (the Channels block's "30 a page, Load more"). */
export const CHANNELS_PER_PAGE = 30;

const MOVES_TO_TOP = new Set(['message.new']);
const ARRIVES = new Set(['notification.message_new', 'notification.added_to_channel', 'channel.visible']);
const LEAVES = new Set(['channel.deleted', 'channel.hidden', 'notification.removed_from_channel']);

/** The list and its "Load more". */
export function useChannelList(client: StreamChat, userId: string): ChannelListState & { loadMore(): void } {
  const [state, dispatch] = useReducer(channelListReducer, initialChannelList);
  const loaded = useRef(0);

  const query = useCallback((offset: number) => client.queryChannels(
    { members: { $in: [userId] } },
    { last_message_at: -1 },
    { limit: CHANNELS_PER_PAGE, offset, state: true, watch: true, presence: true },
  ), [client, userId]);

  useEffect(() => {
    let active = true;
    query(0).then((channels) => {
      if (!active) return;
      loaded.current = channels.length;
      dispatch({ type: 'loaded', channels, hasMore: channels.length === CHANNELS_PER_PAGE, append: false });
    }, () => { if (active) dispatch({ type: 'failed' }); });

    const subscription = client.on((event: Event) => {
      const cid = event.cid ?? event.channel?.cid;
      if (!cid) {
        if (event.type === 'user.presence.changed' || event.type === 'connection.recovered') dispatch({ type: 'changed' });
        return;
      }
      if (LEAVES.has(event.type)) { dispatch({ type: 'removed', cid }); return; }
      const known = client.activeChannels[cid];
      if ((MOVES_TO_TOP.has(event.type) || ARRIVES.has(event.type)) && known) { dispatch({ type: 'to-top', channel: known }); return; }
      if (ARRIVES.has(event.type) && event.channel_type && event.channel_id) {
        // A channel we were not watching: watch it so its preview and unread count stay live.
        const channel = client.channel(event.channel_type, event.channel_id);
        channel.watch().then(() => { if (active) dispatch({ type: 'to-top', channel }); }, () => undefined);
        return;
      }
      dispatch({ type: 'changed' });
    });
    return () => { active = false; subscription.unsubscribe(); };
  }, [client, query]);

  const loadMore = useCallback(() => {
    dispatch({ type: 'loading-more' });
    query(loaded.current).then((channels) => {
      loaded.current += channels.length;
      dispatch({ type: 'loaded', channels, hasMore: channels.length === CHANNELS_PER_PAGE, append: true });
    }, () => dispatch({ type: 'failed' }));
  }, [query]);

  return { ...state, loadMore };
}
