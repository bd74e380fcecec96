/**
 * The panel (React and the kit), rendered on first need: the first open, the host's openBounty or openDM, a
 * click on a preview or a notification, or at once inline.
 */
import type { Channel } from 'stream-chat';
import type { ChannelShows } from '../../chat/channelShow.js';
import type { Emit, ResolvedInitOptions } from '../../chat/hostApi.js';
import type { ChannelRef } from '../../contract/responses.js';
import type { ServiceClient } from '../../service/index.js';
import type { ChatConnection } from '../client/connectChat.js';
import type { DeviceNotices } from '../notify/deviceNotices.js';
import type { ChannelRequests } from '../shell/channelRequests.js';
import type { PanelOpenState } from '../shell/panelOpenState.js';
import type { Shell } from '../shell/createShell.js';
import type { EscapeBridge } from '../shell/escapeBridge.js';
import type { Panel } from '../ui/renderPanel.js';
import { replyHintLine } from '../../chat/replyHint.js';
import { errorDetail } from './errorDetail.js';

/** What the panel is rendered with. */
export interface PanelParts {
  root: ShadowRoot;
  options: ResolvedInitOptions;
  shell: Shell;
  connection: Promise<ChatConnection>;
  service: ServiceClient;
  shows: ChannelShows<Channel>;
  requests: ChannelRequests;
  panelOpen: PanelOpenState;
  escape: EscapeBridge;
  notices(): Promise<DeviceNotices>;
  scheme(): 'light' | 'dark';
  emit: Emit;
}

/** The panel, rendered or not. */
export interface PanelHost {
  /** Renders the panel unless it is (or is being) rendered; a failure is reported as an 'error' event. */
  ensure(): Promise<Panel>;
  /** For openDM and openBounty: the panel's code, then the message view's, while the channel is being found. */
  preloadChannelView(): void;
  /** Shows the channel; resolves, once the panel is there, with its watch (true once watched; false if it failed). */
  show(chat: ChatConnection, ref: ChannelRef): Promise<{ watched: Promise<boolean> }>;
  /** Shows the channel a click asked for (a preview, a notification); a failure is reported as an 'error' event. */
  open(chat: ChatConnection, ref: ChannelRef): void;
  setScheme(scheme: 'light' | 'dark'): void;
  /** Forgets the panel, answering it (rendered or rendering) or null: the caller unmounts it; ensure() renders anew. */
  detach(): Promise<Panel> | null;
}

/** The panel's host; nothing loads until it is asked for. */
export function createPanelHost({ root, options, shell, connection, service, shows, requests, panelOpen, escape, notices, scheme, emit }: PanelParts): PanelHost {
  let panel: Promise<Panel> | null = null;
  const panelCode = () => import('../ui/renderPanel.js');
  const ensure = (): Promise<Panel> => {
    panel ??= Promise.all([panelCode(), connection]).then(([{ renderPanel }, chat]) => renderPanel({
      root, body: shell.body, portalHost: shell.portalHost, headerTools: shell.headerTools, client: chat.client, userId: chat.userId,
      locale: options.locale, texts: options.texts, scheme: scheme(), requests, panelOpen, onTitle: shell.setTitle, service, shows, escape,
      // The shell's words at the time (the locale's, once they arrived), as its header writes the line.
      hintLine: (hint) => replyHintLine(hint, shell.texts),
      notices, claimFocus: shell.focus.claim,
      onConversationError: (error) => emit('error', { code: 'conversation_failed', message: error instanceof Error ? error.message : String(error) }),
    }));
    panel.catch((error: unknown) => emit('error', errorDetail(error)));
    return panel;
  };
  const show = async (chat: ChatConnection, ref: ChannelRef): Promise<{ watched: Promise<boolean> }> => {
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
    await ensure();
    return { watched };
  };
  return {
    ensure,
    preloadChannelView() { panelCode().then((code) => code.preloadMessageView(), () => undefined); },
    show,
    open(chat, ref) { show(chat, ref).catch((error: unknown) => emit('error', errorDetail(error))); },
    setScheme(next) { void panel?.then((mounted) => mounted.setScheme(next)); },
    detach() {
      const mounted = panel;
      panel = null;
      return mounted;
    },
  };
}
