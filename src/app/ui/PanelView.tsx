/** The panel's content: the channel list, or one channel with its thread. */
import { Suspense, lazy, useEffect, useSyncExternalStore } from 'react';
import { ChannelList, LoadingIndicator, useChatContext } from 'stream-chat-react';
import type { ChannelRequests } from '../shell/channelRequests.js';

// What the first open needs is the list; the message list, composer, markdown and uploads come with a channel.
const ChannelView = lazy(() => import('./ChannelView.js'));

/** Props of PanelView. */
export interface PanelViewProps {
  userId: string;
  requests: ChannelRequests;
  onTitle(title: string, canGoBack: boolean): void;
}

/** Switches between list and channel, following both list clicks and host requests. */
export function PanelView({ userId, requests, onTitle }: PanelViewProps) {
  const request = useSyncExternalStore(requests.subscribe, requests.get);
  const { client, channel, setActiveChannel } = useChatContext();

  useEffect(() => {
    if (request.seq == 0) return;
    if (!request.channel) { setActiveChannel(undefined); return; }
    const next = client.channel(request.channel.type, request.channel.id);
    let cancelled = false;
    next.watch().then(() => { if (!cancelled) setActiveChannel(next); }, () => undefined);
    return () => { cancelled = true; };
  }, [request, client, setActiveChannel]);

  const name = (channel?.data as { name?: string } | undefined)?.name;
  useEffect(() => { onTitle(channel ? name || 'Conversation' : 'Messages', !!channel); }, [channel, name, onTitle]);

  if (!channel) {
    return (
      <ChannelList
        filters={{ members: { $in: [userId] } }}
        sort={{ last_message_at: -1 }}
        options={{ limit: 30, state: true, watch: true, presence: true }}
        setActiveChannelOnMount={false}
      />
    );
  }
  return (
    <Suspense fallback={<LoadingIndicator />}>
      <ChannelView channel={channel} />
    </Suspense>
  );
}
