/**
 * One widget instance: product-service client, Stream connection, unread tracking and the shell.
 * React and the kit load only when the panel first opens (or at once in inline mode).
 */
import type { AppHandle, Emit, ResolvedInitOptions } from '../chat/hostApi.js';
import { ServiceError, createServiceClient } from '../service/index.js';
import { createConnectionNotice } from '../chat/connectionNotice.js';
import { connectChat } from './client/connectChat.js';
import { openBountyChannel } from './client/openBountyChannel.js';
import { createWidgetShows } from './client/watchChannel.js';
import type { ChatConnection } from './client/connectChat.js';
import { deviceNoticeKey } from './notify/deviceNoticeKey.js';
import type { DeviceNotices } from './notify/deviceNotices.js';
import type { Arrivals } from './arrivals/showArrivals.js';
import { adoptStyles } from './shell/adoptStyles.js';
import { pageStorage } from './shell/pageStorage.js';
import { createChannelRequests } from './shell/channelRequests.js';
import { createEscapeBridge } from './shell/escapeBridge.js';
import { backLayer } from '../chat/escapeLayers.js';
import { openDepth } from '../chat/phoneHistory.js';
import { typingEndedBy } from '../chat/conversation/typingEnds.js';
import { createPhoneHistory } from './shell/phoneHistory.js';
import { createShell } from './shell/createShell.js';
import { shellStyles } from './shell/shellStyles.js';
import { themeStyles } from './shell/themeStyles.js';
import { trackUnread } from './unread/trackUnread.js';
import { resumeOutbox } from './outbox/lazyOutbox.js';
import type { Panel } from './ui/renderPanel.js';
import { watchColorScheme } from './shell/watchColorScheme.js';

/** stream-chat 9 dispatches connection.changed(online: false) after the socket has been unhealthy this long. */
/** How long after connecting the user's bounty channels are joined (their live events), and the idle wait after. */
const JOIN_AFTER_MS = 3000;
const JOIN_IDLE_TIMEOUT_MS = 1000;
const SDK_UNHEALTHY_REPORT_MS = 5000;

const errorDetail = (error: unknown) => error instanceof ServiceError
  ? { code: error.code, message: error.message }
  : { code: 'unexpected', message: error instanceof Error ? error.message : String(error) };

/** Mounts a widget into `root` and returns the handle the loader forwards commands to. */
export function createWidget(root: ShadowRoot, options: ResolvedInitOptions, emit: Emit): AppHandle {
  const cleanups: Array<() => void> = [];
  let destroyed = false;
  const service = createServiceClient({
    apiHost: options.apiHost, credentials: options.tokenProvider,
    // The request budget is shared by every tab of this browser: its timestamps live in localStorage.
    storage: () => window.localStorage,
  });
  const requests = createChannelRequests();
  const escape = createEscapeBridge();
  // Joining an existing bounty channel needs no ticket; names and owners only ever come from the host's.
  const join = (channelId: string) => service.getOrCreateChannel({ channelId });
  // Every watch of a channel goes through here: the host's open, the panel, the list, the bounty joins.
  const shows = createWidgetShows(join);
  adoptStyles(root, [shellStyles, themeStyles(options.theme, (value) => CSS.supports('color', value))]);

  let panel: Promise<Panel> | null = null;
  // The preview beside the closed launcher: its code loads with the first message from someone else.
  let arrivals: Promise<Arrivals> | null = null;
  const shell = createShell(root, options, {
    onOpenChange(open) {
      emit(open ? 'open' : 'close', {});
      if (open) void arrivals?.then((preview) => preview.hide(), () => undefined);
      // A panel that fails to render is reported as an 'error' event by ensurePanel itself.
      if (open) void ensurePanel();
      levelsChanged();
    },
    // Back goes up one level: out of a thread to its conversation, else to the list.
    onBack: () => {
      const layer = backLayer(escape.open());
      if (layer == 'thread') escape.close(layer);
      else requests.show(null);
    },
    openLayers: escape.open,
    closeLayer: escape.close,
  });
  cleanups.push(() => shell.destroy());

  // On a phone the browser's back steps out of a thread, a conversation, then the panel (phoneBack: false: never).
  const phoneHistory = options.phoneBack === false || options.container ? null : createPhoneHistory(window, {
    active: () => shell.frame.dataset.phone === 'true',
    depth: () => openDepth(shell.isOpen(), escape.open()),
    closeOne() {
      const layer = backLayer(escape.open());
      if (layer == 'thread') escape.close(layer);
      else if (layer) requests.show(null);
      else shell.setOpen(false);
    },
  });
  // Once per task: a layer that closes and opens again in one commit (a React effect re-run) moves no history.
  let syncQueued = false;
  function levelsChanged(): void {
    if (!phoneHistory || syncQueued) return;
    syncQueued = true;
    queueMicrotask(() => { syncQueued = false; if (!destroyed) phoneHistory.sync(); });
  }
  cleanups.push(escape.onChange(levelsChanged), () => phoneHistory?.stop());

  const scheme = watchColorScheme(options.theme?.colorScheme ?? 'light', window, (next) => {
    shell.setScheme(next);
    void panel?.then((p) => p.setScheme(next));
  });
  shell.setScheme(scheme.current());
  cleanups.push(scheme.stop);

  const connection: Promise<ChatConnection> = connectChat(service);
  // "Notify me on this device": its code loads when the switch was left on, or with the settings view.
  let device: Promise<DeviceNotices> | null = null;
  const deviceNotices = (): Promise<DeviceNotices> => device ??= Promise.all([connection, import('./notify/deviceNotices.js')])
    .then(([chat, { createPageNotices }]) => createPageNotices({
      client: chat.client, userId: chat.userId, storage: pageStorage, destroyed: () => destroyed,
      open: (ref) => { show(chat, ref).catch((error: unknown) => emit('error', errorDetail(error))); },
    }))
    .catch((error: unknown) => { device = null; throw error; });
  const ready = connection.then((chat) => {
    if (destroyed) return;
    cleanups.push(trackUnread(chat.client, {
      unread(counts) { shell.setUnread(counts.total); emit('unread', counts); },
      message: (detail) => emit('message', detail),
    }));
    if (!options.container && options.launcher !== false) {
      const arrived = chat.client.on((event) => {
        if (shell.isOpen() || (event.type != 'message.new' && event.type != 'notification.message_new') || !event.message?.user || event.message.user.id == chat.userId) return;
        arrivals ??= import('./arrivals/showArrivals.js').then(({ createArrivals }) => createArrivals({
          root, frame: shell.frame, client: chat.client, userId: chat.userId,
          open: (ref) => { show(chat, ref).catch((error: unknown) => emit('error', errorDetail(error))); },
        }));
        arrivals.then((preview) => { if (!shell.isOpen()) preview.arrive(event); }, () => { arrivals = null; });
      });
      cleanups.push(() => { arrived.unsubscribe(); void arrivals?.then((preview) => preview.stop(), () => undefined); });
    }
    // A message ends its sender's typing. Client listeners run before channel listeners: the stop reaches the SDK's
    // state and the kit's typing state before the kit sees the message, and both show in one render.
    const typed = chat.client.on('message.new', (event) => {
      const channel = event.cid ? chat.client.activeChannels[event.cid] : undefined;
      const userId = channel ? typingEndedBy(event, channel.state.typing) : null;
      if (channel && userId) chat.client.dispatchEvent({ type: 'typing.stop', cid: channel.cid, channel_id: channel.id, channel_type: channel.type, user: { id: userId } });
    });
    cleanups.push(() => typed.unsubscribe());
    if (pageStorage()?.getItem(deviceNoticeKey(chat.userId)) === 'on') void deviceNotices().catch(() => undefined);
    cleanups.push(() => { void device?.then((notices) => notices.stop()); });
    // Messages this browser kept unsent (a reload while offline): shown in their conversations and sent now.
    resumeOutbox(chat.client, chat.userId);
    const notice = createConnectionNotice((visible) => shell.setNotice(visible ? shell.texts.connectionLost : null), {
      set: (callback, ms) => setTimeout(callback, ms),
      clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
    });
    // The SDK reports an unhealthy socket only once it has been so for 5 s; the browser going offline is known at once.
    const health = chat.client.on('connection.changed', (event) => notice.connection(event.online === true, SDK_UNHEALTHY_REPORT_MS));
    const offline = () => notice.connection(false);
    window.addEventListener('offline', offline);
    cleanups.push(() => { health.unsubscribe(); window.removeEventListener('offline', offline); notice.stop(); });
    // Not needed for the first view (the list's query already brings the bounty channels): loaded in a chunk of
    // its own once the page has had a moment after connecting, so the list's own code and data go first.
    const joinLater = setTimeout(() => requestIdleCallback(() => {
      if (destroyed) return;
      void import('./client/joinBountyChannels.js')
        .then(({ joinBountyChannels }) => joinBountyChannels(chat.client, service, shows, () => destroyed))
        .catch(() => undefined);
    }, { timeout: JOIN_IDLE_TIMEOUT_MS }), JOIN_AFTER_MS);
    cleanups.push(() => clearTimeout(joinLater));
    emit('ready', { userId: chat.userId });
  });
  ready.catch((error: unknown) => emit('error', errorDetail(error)));

  const panelCode = () => import('./ui/renderPanel.js');
  /** For openDM and openBounty: the panel's code, then the message view's, while the channel is being found. */
  const preloadChannelView = (): void => { panelCode().then((code) => code.preloadMessageView(), () => undefined); };
  function ensurePanel(): Promise<Panel> {
    panel ??= Promise.all([panelCode(), connection]).then(([{ renderPanel }, chat]) => renderPanel({
      root, body: shell.body, portalHost: shell.portalHost, client: chat.client, userId: chat.userId,
      locale: options.locale, texts: options.texts, scheme: scheme.current(), requests, onTitle: shell.setTitle, service, shows, escape,
      notices: deviceNotices, claimFocus: shell.focus.claim,
      onConversationError: (error) => emit('error', { code: 'conversation_failed', message: error instanceof Error ? error.message : String(error) }),
    }));
    panel.catch((error: unknown) => emit('error', errorDetail(error)));
    return panel;
  }
  if (options.container) void ensurePanel().catch(() => undefined);

  /** Shows the channel; resolves, once the panel is there, with its watch (true once watched; false if it failed). */
  async function show(chat: ChatConnection, ref: { channelType: string; channelId: string }): Promise<{ watched: Promise<boolean> }> {
    // The channel's query and the panel's code load side by side: the panel, once rendered, finds the watch in
    // flight (or done) instead of starting it. On a failure the panel shows the list, and the host hears why.
    const channel = chat.client.channel(ref.channelType, ref.channelId);
    // openBounty has watched an existing bounty's channel already.
    const watched = channel.initialized ? Promise.resolve(true) : shows.watch(channel).then(() => true, (error: unknown) => {
      emit('error', errorDetail(error));
      return false;
    });
    requests.show({ type: ref.channelType, id: ref.channelId });
    shell.setOpen(true);
    await ensurePanel();
    return { watched };
  }

  return {
    ready,
    open() { requests.show(null); shell.setOpen(true); },
    close: () => shell.setOpen(false),
    toggle: () => shell.setOpen(!shell.isOpen()),
    async openBounty(bountyId, details) {
      const chat = await connection;
      preloadChannelView();
      await show(chat, await openBountyChannel(chat.client, service, shows, bountyId, details?.ticket));
    },
    async openDM(target) {
      const chat = await connection;
      // The code is fetched while the service creates the channel: the panel opens as soon as both are in.
      preloadChannelView();
      const ref = await service.createDmChannel(target);
      const { watched } = await show(chat, ref);
      const notice = { client: chat.client, shows, service, storage: pageStorage(), onError: (error: unknown) => emit('error', errorDetail(error)) };
      // After the watch: the notice reads the members it brings (a second query otherwise). Its code is not
      // needed before a DM is opened, so it loads then.
      void watched
        .then(async (ok) => (ok ? (await import('./client/privateChatNotice.js')).noticePrivateChat(notice, ref.channelType, ref.channelId) : undefined))
        .catch(notice.onError);
    },
    async destroy() {
      destroyed = true;
      const mounted = panel;
      panel = null;
      if (mounted) (await mounted.catch(() => null))?.unmount();
      cleanups.splice(0).reverse().forEach((cleanup) => cleanup());
      root.adoptedStyleSheets = [];
      const chat = await connection.catch(() => null);
      await chat?.disconnect();
    },
  };
}
