/**
 * Queries the user's channels (30 a page) and keeps the list in step with the client's events. The rules live in
 * chat's channelListReducer; this hook only does the effects: queries, event subscription, and fetching the
 * channels an event named that the list does not hold yet (a DM someone just opened with this user).
 */
import { CHANNEL_PAGE_SIZE } from '../../../contract/limits.js';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import type { Channel, Event, StreamChat } from 'stream-chat';
import { channelListActionOf } from '../../../chat/channelList/channelListEvents.js';
import { channelListReducer, initialChannelList } from '../../../chat/channelList/channelListReducer.js';
import type { ChannelListAction, ChannelListState } from '../../../chat/channelList/channelListReducer.js';
import { withProviderRetry } from '../../../chat/providerRetry.js';
import { isVouchedChannel, vouchedChannelsFilter } from '../../../chat/channelList/vouchedChannels.js';
import type { ChannelShows } from '../../../chat/channelShow.js';
import { keepUnreadAfterAnswer } from '../../client/keepUnread.js';
import { sleep } from '../../client/watchChannel.js';
import { rowFromChannel } from './rowFromChannel.js';

/** Channels per page (the Channels block's "30 a page, Load more"). */
export const CHANNELS_PER_PAGE = CHANNEL_PAGE_SIZE;

/** "bountychat:abc" → ["bountychat", "abc"]; ids may not contain ':' but be safe about it. */
function splitCid(cid: string): [string, string] {
  const at = cid.indexOf(':');
  return [cid.slice(0, at), cid.slice(at + 1)];
}

/** The list, its "Load more" and "Try again", and a way to apply the user's own actions (pin, archive…). */
export interface ChannelListControls extends ChannelListState {
  loadMore(): void;
  retry(): void;
  dispatch(action: ChannelListAction): void;
}

/** The list and its controls. */
export function useChannelList(client: StreamChat, userId: string, shows: ChannelShows<Channel>): ChannelListControls {
  const [state, dispatch] = useReducer(channelListReducer, userId, initialChannelList);
  const loaded = useRef(0);
  const fetching = useRef(new Set<string>());
  const mounted = useRef(true);

  const [attempt, setAttempt] = useState(0);
  const toRow = useCallback((channel: Channel) => rowFromChannel(channel, userId), [userId]);

  // Each answer's read state is as old as the answer: messages that came meanwhile are counted again at once.
  const query = useCallback((offset: number): Promise<Channel[]> => withProviderRetry(() => client.queryChannels(
    vouchedChannelsFilter(userId),
    { last_message_at: -1 },
    { limit: CHANNELS_PER_PAGE, offset, state: true, watch: true, presence: true },
  ).then((channels) => { channels.forEach(keepUnreadAfterAnswer); return channels; }), sleep), [client, userId]);

  useEffect(() => {
    mounted.current = true;
    const firstPage = () => query(0).then((channels) => {
      if (!mounted.current) return;
      loaded.current = channels.length;
      dispatch({ type: 'loaded', rows: channels.map(toRow), hasMore: channels.length === CHANNELS_PER_PAGE, append: false });
    }, () => { if (mounted.current) dispatch({ type: 'failed' }); });
    void firstPage();

    const subscription = client.on((event: Event) => {
      // Events were missed while offline: the first page again is the truth.
      if (event.type === 'connection.recovered') { void firstPage(); return; }
      const action = channelListActionOf(event);
      if (action) dispatch(action);
    });
    return () => { mounted.current = false; subscription.unsubscribe(); };
  }, [client, query, toRow, attempt]);

  // Channels the list does not hold yet: watch each once (so its preview and unread stay live), then insert it.
  useEffect(() => {
    for (const cid of state.pending) {
      if (fetching.current.has(cid)) continue;
      fetching.current.add(cid);
      const channel = client.channel(...splitCid(cid));
      // No join: an event named it, so the user is a member already; one the provider refuses is dropped.
      shows.watch(channel, { join: false }).then(
        () => {
          if (!mounted.current) return;
          // Shown only when the service made it (its kind); anything else is dropped, and no longer watched.
          if (isVouchedChannel({ type: channel.type, kind: (channel.data as Record<string, unknown> | undefined)?.['kind'] })) dispatch({ type: 'fetched', row: toRow(channel) });
          else { dispatch({ type: 'fetch-failed', cid }); void channel.stopWatching().catch(() => undefined); }
        },
        () => { if (mounted.current) dispatch({ type: 'fetch-failed', cid }); },
      ).finally(() => fetching.current.delete(cid));
    }
  }, [state.pending, client, toRow, shows]);

  const loadMore = useCallback(() => {
    dispatch({ type: 'loading-more' });
    query(loaded.current).then((channels) => {
      loaded.current += channels.length;
      dispatch({ type: 'loaded', rows: channels.map(toRow), hasMore: channels.length === CHANNELS_PER_PAGE, append: true });
    }, () => dispatch({ type: 'failed' }));
  }, [query, toRow]);

  const retry = useCallback(() => {
    dispatch({ type: 'retrying' });
    setAttempt((n) => n + 1);
  }, []);

  return { ...state, loadMore, retry, dispatch };
}
