/**
 * The open channel's member and online counts, live. The counting code loads with the message view (its chunk),
 * so the first view of the list does not carry it.
 */
import { useEffect, useState } from 'react';
import type { Channel, StreamChat } from 'stream-chat';
import type { ChannelCounts } from './watchChannelCounts.js';
import { importMessageView } from '../MessageView/useMessageView.js';

/** Counts of `channel` (undefined while none is open or before they are known). */
export function useChannelCounts(client: StreamChat, channel: Channel | undefined, userId: string): ChannelCounts | undefined {
  const [counts, setCounts] = useState<ChannelCounts | undefined>(undefined);
  useEffect(() => {
    setCounts(undefined);
    if (!channel) return;
    let stop: (() => void) | null = null;
    let active = true;
    void importMessageView().then(({ watchChannelCounts }) => {
      if (active) stop = watchChannelCounts(client, channel, userId, setCounts);
    });
    return () => { active = false; stop?.(); };
  }, [client, channel, userId]);
  return counts;
}
