/** The panel's content: our channel list, or one channel (the kit's message view, loaded on first use). */
import { Suspense, lazy, useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { ComponentType } from 'react';
import type { Channel, StreamChat } from 'stream-chat';
import type { ChannelRow } from '../../chat/channelList/channelRow.js';
import type { ChannelRequests } from '../shell/channelRequests.js';
import type { WidgetRoot } from '../shadow/widgetRoot.js';
import { ChannelList } from './ChannelList/ChannelList.js';
import { channelTitle } from './ChannelList/channelPreview.js';
import type { KitStyles } from './kitStyles.js';

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

type LoadedView = ComponentType<{ channel: Channel; scheme: 'light' | 'dark' }>;

const loadMessageView = () => import('./MessageView/messageViewParts.js');

/** The kit's message view with this widget's translator and its stylesheet layer; fetched once per page. */
function useMessageView(props: PanelViewProps): { View: ComponentType<{ channel: Channel; scheme: 'light' | 'dark' }>; prefetch(): void } {
  const { client, locale, kitStyles, widgetRoot } = props;
  return useMemo(() => ({
    View: lazy(async (): Promise<{ default: LoadedView }> => {
      const view = await loadMessageView();
      const i18n = await view.createI18n(locale);
      kitStyles.addMessageView([view.kitCss, view.emojiCss]);
      return {
        default: ({ channel, scheme }) => <view.MessageView client={client} channel={channel} i18n={i18n} scheme={scheme} widgetRoot={widgetRoot} />,
      };
    }),
    prefetch: () => { void loadMessageView().catch(() => undefined); },
  }), [client, locale, kitStyles, widgetRoot]);
}

/** Switches between list and channel, following both list clicks and host requests (openBounty, openDM). */
export function PanelView(props: PanelViewProps) {
  const { client, userId, locale, scheme, requests, onTitle } = props;
  const request = useSyncExternalStore(requests.subscribe, requests.get);
  const [channel, setChannel] = useState<Channel | undefined>(undefined);
  const { View, prefetch } = useMessageView(props);

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

  // Warm the message view while the list sits idle, so a click does not wait on the network.
  useEffect(() => {
    if (channel) return;
    const idle = requestIdleCallback(prefetch, { timeout: 3000 });
    return () => cancelIdleCallback(idle);
  }, [channel, prefetch]);

  const themeClass = `str-chat str-chat__theme-${scheme}`;
  if (!channel) {
    return (
      <div className={themeClass}>
        <ChannelList client={client} userId={userId} locale={locale} onSelect={select} onIntent={prefetch} />
      </div>
    );
  }
  return (
    <Suspense fallback={<div className={themeClass}><div className="bc-status" role="status">…</div></div>}>
      <View channel={channel} scheme={scheme} />
    </Suspense>
  );
}
