/**
 * One widget instance: product-service client, Stream connection, unread tracking and the shell. Each part that
 * starts later (the panel, the arrivals preview, device notices, the bounty joins) is a module of src/app/widget
 * with its start and stop; this file says when each starts. React and the kit load only when the panel first
 * opens (or at once in inline mode).
 */
import type { AppHandle, Emit, ResolvedInitOptions } from '../chat/hostApi.js';
import { createServiceClient } from '../service/index.js';
import { connectChat } from './client/connectChat.js';
import { createWidgetShows } from './client/watchChannel.js';
import { resumeOutbox } from './outbox/lazyOutbox.js';
import { adoptStyles } from './shell/adoptStyles.js';
import { createChannelRequests } from './shell/channelRequests.js';
import { createPanelOpenState } from './shell/panelOpenState.js';
import { createShell } from './shell/createShell.js';
import { createEscapeBridge } from './shell/escapeBridge.js';
import { PANEL_FADE_MS, shellStyles } from './shell/shellStyles.js';
import { themeStyles } from './shell/themeStyles.js';
import { watchColorScheme } from './shell/watchColorScheme.js';
import { trackUnread } from './unread/trackUnread.js';
import { createArrivalsPreview } from './widget/arrivalsPreview.js';
import { deviceNoticesOnDemand } from './widget/deviceNoticesOnDemand.js';
import { endTypingOnMessage } from './widget/endTypingOnMessage.js';
import { errorDetail } from './widget/errorDetail.js';
import { openBounty, openDM } from './widget/hostOpens.js';
import { joinBountiesLater } from './widget/joinBountiesLater.js';
import { createLifetime } from './widget/lifetime.js';
import { createPanelHost } from './widget/panelHost.js';
import { backOneLevel, startPhoneBack } from './widget/phoneBack.js';
import { showConnectionNotice } from './widget/showConnectionNotice.js';

/** Mounts a widget into `root` and returns the handle the loader forwards commands to. */
export function createWidget(root: ShadowRoot, options: ResolvedInitOptions, emit: Emit): AppHandle {
  const life = createLifetime();
  const destroyed = () => life.destroyed;
  const reportError = (error: unknown) => emit('error', errorDetail(error));
  const service = createServiceClient({
    apiHost: options.apiHost, credentials: options.tokenProvider,
    // The request budget is shared by every tab of this browser: its timestamps live in localStorage.
    storage: () => window.localStorage,
  });
  const requests = createChannelRequests();
  const escape = createEscapeBridge();
  const panelOpen = createPanelOpenState(!!options.container);
  // Every watch of a channel goes through here: the host's open, the panel, the list, the bounty joins. Joining
  // an existing bounty channel needs no ticket; names and owners only ever come from the host's.
  const shows = createWidgetShows((channelId) => service.getOrCreateChannel({ channelId }));
  adoptStyles(root, [shellStyles, themeStyles(options.theme, (value) => CSS.supports('color', value))]);

  // The frame first (plain DOM); the parts its events reach are made just below, before any event can come.
  const shell = createShell(root, options, {
    onOpenChange(open) {
      // Closed, the conversation stays drawn while the panel fades out, then hides (nothing is marked read behind it).
      if (open) panelOpen.set(true);
      else setTimeout(() => panelOpen.set(shell.isOpen()), PANEL_FADE_MS);
      emit(open ? 'open' : 'close', {});
      if (open) arrivals.hide();
      // A panel that fails to render is reported as an 'error' event by ensure() itself.
      if (open) void panel.ensure();
      phoneBack.levelsChanged();
    },
    onBack: () => backOneLevel(escape, requests),
    openLayers: escape.open,
    closeLayer: escape.close,
  });
  life.add(() => shell.destroy());
  const phoneBack = startPhoneBack(options, { shell, escape, requests, destroyed });
  life.add(phoneBack.stop);
  const scheme = watchColorScheme(options.theme?.colorScheme ?? 'light', window, (next) => { shell.setScheme(next); panel.setScheme(next); });
  shell.setScheme(scheme.current());
  life.add(scheme.stop);
  const connection = connectChat(service);
  const notices = deviceNoticesOnDemand({ connection, locale: options.locale, texts: options.texts, destroyed, open: (chat, ref) => panel.open(chat, ref) });
  const panel = createPanelHost({ root, options, shell, connection, service, shows, requests, panelOpen, escape, notices: notices.get, scheme: scheme.current, emit });
  const arrivals = createArrivalsPreview({ root, options, shell, open: panel.open });

  const ready = connection.then((chat) => {
    if (life.destroyed) return;
    life.add(trackUnread(chat.client, {
      unread(counts) { shell.setUnread(counts.total); emit('unread', counts); },
      message: (detail) => emit('message', detail),
    }));
    life.add(arrivals.start(chat));
    life.add(endTypingOnMessage(chat.client));
    life.add(notices.start(chat));
    // Messages this browser kept unsent (a reload while offline): shown in their conversations and sent now.
    resumeOutbox(chat.client, chat.userId);
    life.add(showConnectionNotice(chat.client, shell));
    life.add(joinBountiesLater(chat.client, service, shows, destroyed));
    emit('ready', { userId: chat.userId });
  });
  ready.catch(reportError);
  if (options.container) void panel.ensure().catch(() => undefined);

  const opens = { connection, service, shows, panel, reportError };
  return {
    ready,
    open() { requests.show(null); shell.setOpen(true); },
    close: () => shell.setOpen(false),
    toggle: () => shell.setOpen(!shell.isOpen()),
    openBounty: (bountyId, details) => openBounty(opens, bountyId, details),
    openDM: (target) => openDM(opens, target),
    async destroy() {
      life.end();
      const mounted = panel.detach();
      if (mounted) (await mounted.catch(() => null))?.unmount();
      life.stopAll();
      root.adoptedStyleSheets = [];
      const chat = await connection.catch(() => null);
      await chat?.disconnect();
    },
  };
}
