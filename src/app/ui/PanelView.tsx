/** The panel's content: our channel list, or one channel (the kit's message view, loaded on first use). */
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import type { Channel, StreamChat } from 'stream-chat';
import type { ChannelRow } from '../../chat/channelList/channelRow.js';
import type { ChannelRequests } from '../shell/channelRequests.js';
import type { WidgetRoot } from '../shadow/widgetRoot.js';
import { ChannelList } from './ChannelList/ChannelList.js';
import { channelTitle } from './ChannelList/channelPreview.js';
import type { KitStyles } from './kitStyles.js';
import { useMessageView } from './MessageView/useMessageView.js';

/** Props of PanelView. */
export interface PanelViewProps {
  client: StreamChat;
  userId: string;
  locale: string | undefined;
  scheme: 'light' | 'dark';
  requests: ChannelRequests;
  widgetRoot: WidgetRoot;
  kitStyles: KitStyles;
  onTitle(title: string, canGoBack: boolean): void;
}

/** How long the list has to itself before the message view is warmed. */
const WARM_AFTER_MS = 800;

/** Switches between list and channel, following both list clicks and host requests (openBounty, openDM). */
export function PanelView(props: PanelViewProps) {
  const { client, userId, locale, scheme, requests, onTitle } = props;
  const request = useSyncExternalStore(requests.subscribe, requests.get);
  const [channel, setChannel] = useState<Channel | undefined>(undefined);
  const { View, load: prefetch } = useMessageView(props);

  useEffect(() => {
    if (request.seq == 0) return;
    if (!request.channel) { setChannel(undefined); return; }
    const next = client.channel(request.channel.type, request.channel.id);
    let cancelled = false;
    next.watch().then(() => { if (!cancelled) setChannel(next); }, () => undefined);
    return () => { cancelled = true; };
  }, [request, client]);

  const title = channel ? channelTitle(channel, userId) : undefined;
  useEffect(() => { onTitle(title ?? 'Messages', !!title); }, [title, onTitle]);
  // The list watched every channel it shows, so the client already holds this one with its state.
  const select = useCallback((row: ChannelRow) => setChannel(client.channel(row.type, row.id)), [client]);

  // The view loads alongside the channel's watch when the host opens one, else on the first click.
  useEffect(() => { if (channel || request.channel) prefetch(); }, [channel, request, prefetch]);
  // Warm the view while the list sits idle, after the list's own queries had their turn.
  useEffect(() => {
    if (channel) return;
    let idle = 0;
    const timer = setTimeout(() => { idle = requestIdleCallback(prefetch, { timeout: 3000 }); }, WARM_AFTER_MS);
    return () => { clearTimeout(timer); cancelIdleCallback(idle); };
  }, [channel, prefetch]);

  const themeClass = `str-chat str-chat__theme-${scheme}`;
  if (!channel) {
    return (
      <div className={themeClass}>
        <ChannelList client={client} userId={userId} locale={locale} onSelect={select} onIntent={prefetch} />
      </div>
    );
  }
  if (!View) return <div className={themeClass}><div className="bc-status" role="status">…</div></div>;
  return <View channel={channel} scheme={scheme} />;
}
