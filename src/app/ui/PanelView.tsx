/** The panel's content: our channel list, or one channel (the kit's message view, loaded on first use). */
import { Activity, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import type { Channel, StreamChat } from 'stream-chat';
import type { ChannelRow } from '../../chat/channelList/channelRow.js';
import type { ChannelShows } from '../../chat/channelShow.js';
import { openSeenChannels } from '../../chat/seenChannels.js';
import type { ServiceClient } from '../../service/index.js';
import type { DeviceNotices } from '../notify/deviceNotices.js';
import type { ChannelRequests } from '../shell/channelRequests.js';
import type { PanelOpenState } from '../shell/panelOpenState.js';
import type { HeaderCounts } from '../shell/createShell.js';
import type { EscapeBridge } from '../shell/escapeBridge.js';
import type { WidgetRoot } from '../shadow/widgetRoot.js';
import { ChannelList } from './ChannelList/ChannelList.js';
import { followSeenEvents, sharedSeen } from './ChannelList/sharedSeen.js';
import { listTexts, loadListTexts } from './ChannelList/listTexts.js';
import { ConversationBoundary } from './MessageView/ConversationBoundary.js';
import { channelTitle } from './ChannelList/channelPreview.js';
import { ThreadLayerContext } from './escape/threadLayerContext.js';
import type { ThreadLayer } from './escape/threadLayerContext.js';
import { useChannelCounts } from './header/useChannelCounts.js';
import type { KitStyles } from './kitStyles.js';
import { useMessageView } from './MessageView/useMessageView.js';
import { useSettingsView } from './Settings/useSettingsView.js';
import type { FoundTarget } from './search/ConversationSearch.js';
import type { FoundMessage } from '../../chat/search/messageSearch.js';
import { useReplyHint } from './header/useReplyHint.js';
import { BountyCardHintContext } from './MessageView/bountyCardHint.js';
import { hintIsAboutPoster } from '../../chat/replyHint.js';
import type { ReplyHint } from '../../chat/replyHint.js';

/** Props of PanelView. */
export interface PanelViewProps {
  client: StreamChat;
  userId: string;
  locale: string | undefined;
  /** The host's `texts` (init). */
  texts?: Record<string, string>;
  scheme: 'light' | 'dark';
  requests: ChannelRequests;
  /** Whether the panel is open: a conversation behind a closed panel is hidden, as one left for the list. */
  panelOpen: PanelOpenState;
  widgetRoot: WidgetRoot;
  kitStyles: KitStyles;
  onTitle(title: string, canGoBack: boolean, counts?: HeaderCounts): void;
  /** The header's words for a reply-time hint (null: no line), so the bounty card says the same. */
  hintLine(hint: ReplyHint | undefined): string | null;
  service: ServiceClient;
  /** The widget's channel watches: the panel finds the host's watch in flight (or done) instead of starting one. */
  shows: ChannelShows<Channel>;
  escape: EscapeBridge;
  notices(): Promise<DeviceNotices>;
  /** A conversation failed to render (the boundary shows a reload button): the host's `error` event. */
  onConversationError(error: unknown): void;
  /** A view rendered its start element (the list's search box): focus goes there if the panel just opened. */
  claimFocus(element: HTMLElement): void;
  /** The header's slot where the open conversation puts its tools (search, options). */
  headerTools: HTMLElement;
}

/** How long the list has to itself before the message view is warmed. */
const WARM_AFTER_MS = 800;

/** Switches between list and channel, following both list clicks and host requests (openBounty, openDM). */
export function PanelView(props: PanelViewProps) {
  const { client, userId, locale, texts, scheme, requests, panelOpen, onTitle, hintLine, service, shows, escape, notices, onConversationError, claimFocus, headerTools } = props;
  const request = useSyncExternalStore(requests.subscribe, requests.get);
  const open = useSyncExternalStore(panelOpen.subscribe, panelOpen.get);
  const [channel, setChannel] = useState<Channel | undefined>(undefined);
  const { View, load: prefetch } = useMessageView(props);
  // "New" is the service's word (first seen by this user on any device); this browser's storage answers first.
  const seen = useMemo(() => sharedSeen(openSeenChannels(() => window.localStorage, userId), service), [userId, service]);
  // Opened on another device while this panel lives: the list drops "New" without a reload.
  useEffect(() => followSeenEvents(client, seen), [client, seen]);
  const thread = useRef<ThreadLayer>({ close: null, changed: () => escape.changed() }).current;
  // The last host request whose channel was watched or failed to be: until then the panel says it is loading.
  const [settled, setSettled] = useState(0);

  // The settings view (instead of the list), loaded on the first click on its button; any request leaves it.
  const { View: Settings, load: loadSettings } = useSettingsView();
  const [settings, setSettings] = useState(false);
  const [settingsTitle, setSettingsTitle] = useState('Settings');
  // Back from the settings view, focus goes to the button that opened it.
  const [leftSettings, setLeftSettings] = useState(false);
  const openSettings = useCallback(() => { loadSettings(); setLeftSettings(false); setSettings(true); }, [loadSettings]);
  useEffect(() => {
    if (!settings) return;
    return () => setLeftSettings(true);
  }, [settings]);

  useEffect(() => {
    if (request.seq == 0) return;
    setSettings(false);
    if (!request.channel) { setChannel(undefined); return; }
    const next = client.channel(request.channel.type, request.channel.id);
    // openBounty (or the list) may have watched it already: its state is live, a second watch would only repeat it.
    if (next.initialized) { setChannel(next); setSettled(request.seq); return; }
    let cancelled = false;
    const settle = (shown: Channel | undefined) => () => {
      if (cancelled) return;
      // A channel that cannot be loaded leaves the list (or the channel shown before) in view.
      if (shown) setChannel(shown);
      setSettled(request.seq);
    };
    shows.watch(next).then(settle(next), settle(undefined));
    return () => { cancelled = true; };
  }, [request, client, shows]);

  // Back on the list, focus goes to the row of the channel just left (so Escape and arrows keep working).
  const [left, setLeft] = useState<string | undefined>(undefined);
  useEffect(() => {
    if (!channel) return;
    seen.add(channel.cid);
    setLeftSettings(false);
    return () => setLeft(channel.cid);
  }, [channel, seen]);
  // Times back on the list: a conversation shown and left is not kept hidden (its thread, its scroll position);
  // the one rendered ahead next is a fresh one.
  const [visits, setVisits] = useState(0);
  useEffect(() => { if (!channel) setVisits((count) => count + 1); }, [channel]);

  // Escape: the thread, then the channel (back to the list); the shell closes the panel after that.
  useEffect(() => {
    escape.set({
      open: () => ({ thread: !!channel && thread.close !== null, channel: !!channel, settings }),
      close(layer) {
        if (layer == 'thread') thread.close?.();
        else if (layer == 'channel' || layer == 'settings') requests.show(null);
      },
    });
    escape.changed();
  }, [escape, channel, thread, requests, settings]);

  const counts = useChannelCounts(client, channel, userId);
  const hint = useReplyHint(service, channel, userId);
  // The same hint on the bounty card when it is about the bounty's poster (no second request).
  const cardHint = channel && hintIsAboutPoster(channel.data, userId) ? hintLine(hint) : null;
  const title = channel ? channelTitle(channel, userId) : undefined;
  useEffect(() => {
    if (settings && !title) onTitle(settingsTitle, true);
    else onTitle(title ?? '', !!title, title && counts ? { ...counts, hint } : undefined);
  }, [title, counts, hint, onTitle, settings, settingsTitle]);
  // A message found by the list's search: its conversation opens at it (watched first when the list had not).
  const [found, setFound] = useState<FoundTarget | undefined>(undefined);
  const openFound = useCallback((message: FoundMessage) => {
    const [type = '', id = ''] = message.cid.split(/:(.*)/s);
    const next = client.channel(type, id);
    const target = { messageId: message.id, seq: Date.now() };
    const show = () => { setFound(target); setChannel(next); };
    if (next.initialized) { show(); return; }
    void shows.watch(next).then(show, () => undefined);
  }, [client, shows]);
  useEffect(() => { if (!channel) setFound(undefined); }, [channel]);
  // The list watched every channel it shows, so the client usually holds this one with its state already.
  const select = useCallback((row: ChannelRow) => {
    const next = client.channel(row.type, row.id);
    if (next.initialized) { setChannel(next); return; }
    void shows.watch(next).then(() => setChannel(next), () => undefined);
  }, [client, shows]);

  // The channel the list points at (its first row, else the row hovered or focused last) is rendered ahead, hidden,
  // once the view has loaded: React renders a hidden tree when the page has nothing else to do, and does not
  // mount its effects (no events followed, nothing marked read) until it shows. A click on that row then only
  // reveals it. Only a channel the list watched: its state is there, nothing is asked of the provider for it.
  const [ahead, setAhead] = useState<Channel | undefined>(undefined);
  const renderAhead = useCallback((row: ChannelRow) => {
    const next = client.channel(row.type, row.id);
    if (next.initialized) setAhead(next);
  }, [client]);
  const intent = useCallback((row: ChannelRow) => { prefetch(); renderAhead(row); }, [prefetch, renderAhead]);

  // The view loads alongside the channel's watch when the host opens one, else on the first click. Before the
  // first paint: the fetch need not wait a frame.
  useLayoutEffect(() => { if (channel || request.channel) prefetch(); }, [channel, request, prefetch]);
  // Warm the view while the list sits idle, after the list's own queries had their turn.
  useEffect(() => {
    if (channel) return;
    let idle = 0;
    const timer = setTimeout(() => { idle = requestIdleCallback(prefetch, { timeout: 3000 }); }, WARM_AFTER_MS);
    return () => { clearTimeout(timer); cancelIdleCallback(idle); };
  }, [channel, prefetch]);

  // English at once, the locale's words when they arrive (the list loads the same chunk).
  const [failureTexts, setFailureTexts] = useState(() => listTexts({}, texts));
  useEffect(() => {
    let active = true;
    void loadListTexts(locale, texts).then((loaded) => { if (active) setFailureTexts(loaded); });
    return () => { active = false; };
  }, [locale, texts]);
  const themeClass = `str-chat str-chat__theme-${scheme}`;
  const loading = <div className={themeClass}><div className="bc-status" role="status">…</div></div>;
  // The host asked for a channel that is still on its way: the list (or the channel shown before) would only flash
  // by, and the list would query the provider for nothing.
  if (request.channel && settled != request.seq) return loading;
  const shown = channel ?? ahead;
  // Behind a closed panel the conversation is off screen: hidden, its effects stop (its pending mark-read is sent as
  // it closes, what arrives meanwhile stays unread) and start again as the panel reopens on it (marking read then
  // what came, under the "N unread" separator). Its state and scroll stay, as for a conversation rendered ahead.
  const visible = !!channel && open;
  return (
    <>
      {!channel && settings && (
        <div className={themeClass}>
          {Settings
            ? <Settings service={service} notices={notices} locale={locale} onTitle={setSettingsTitle} hostTexts={texts} />
            : <div className="bc-status" role="status">…</div>}
        </div>
      )}
      {!channel && !settings && (
        <div className={themeClass}>
          <ChannelList client={client} userId={userId} shows={shows} locale={locale} hostTexts={texts} onSelect={select} onIntent={intent} onTopRow={renderAhead}
            service={service} seen={seen} focusCid={left} onSettings={openSettings} focusSettings={leftSettings}
            onStartShown={claimFocus} onOpenFound={openFound} />
        </div>
      )}
      <ThreadLayerContext.Provider value={thread}>
        {channel && !View && loading}
        {shown && View && (
          <Activity mode={visible ? 'visible' : 'hidden'}>
            <ConversationBoundary key={`${shown.cid} ${visits}`} texts={failureTexts} onError={onConversationError}>
              <BountyCardHintContext.Provider value={shown === channel ? cardHint : null}>
                <View channel={shown} scheme={scheme} found={channel && found ? found : undefined}
                  headerTools={shown === channel ? headerTools : undefined} />
              </BountyCardHintContext.Provider>
            </ConversationBoundary>
          </Activity>
        )}
      </ThreadLayerContext.Provider>
    </>
  );
}
