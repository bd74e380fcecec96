/**
 * The first open: React, our channel list and the part of the kit's CSS the list needs. The kit itself (message
 * list, composer, markdown, i18n) loads with the first channel (MessageView), so opening the chat stays light.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { Channel, StreamChat } from 'stream-chat';
import listCss from 'stream-chat-react/dist/css/index.css?channel-list';
import type { ChannelShows } from '../../chat/channelShow.js';
import type { ServiceClient } from '../../service/index.js';
import type { DeviceNotices } from '../notify/deviceNotices.js';
import type { ChannelRequests } from '../shell/channelRequests.js';
import type { PanelOpenState } from '../shell/panelOpenState.js';
import type { EscapeBridge } from '../shell/escapeBridge.js';
import type { HeaderCounts } from '../shell/createShell.js';
import type { ReplyHint } from '../../chat/replyHint.js';
import '../shadow/reactAriaShadowDom.js';
import { createKitStyles } from './kitStyles.js';
import { importMessageView } from './MessageView/useMessageView.js';
import { PanelView } from './PanelView.js';

/** What the panel needs from the shell. */
export interface PanelContext {
  root: ShadowRoot;
  body: HTMLElement;
  portalHost: HTMLElement;
  client: StreamChat;
  userId: string;
  locale: string | undefined;
  /** The host's `texts` (init). */
  texts: Record<string, string> | undefined;
  scheme: 'light' | 'dark';
  requests: ChannelRequests;
  /** Whether the panel is open: a conversation behind a closed panel is hidden. */
  panelOpen: PanelOpenState;
  onTitle(title: string, canGoBack: boolean, counts?: HeaderCounts): void;
  /** The header's words for a reply-time hint (the bounty card shows the poster's too). */
  hintLine(hint: ReplyHint | undefined): string | null;
  service: ServiceClient;
  /** The widget's one home for channel watches (joins through the product service where the user is no member). */
  shows: ChannelShows<Channel>;
  escape: EscapeBridge;
  /** "Notify me on this device" (the settings view's second switch), loaded on first need. */
  notices(): Promise<DeviceNotices>;
  /** A conversation failed to render. */
  onConversationError(error: unknown): void;
  /** A view rendered its start element: it takes focus if the panel's opening waits for one. */
  claimFocus(element: HTMLElement): void;
  /** The header's slot for the open conversation's tools. */
  headerTools: HTMLElement;
}

/** The mounted panel. */
export interface Panel {
  setScheme(scheme: 'light' | 'dark'): void;
  unmount(): void;
}

/**
 * Starts fetching the message view before the panel renders: openDM and openBounty know a channel will show, and
 * its code need not wait for the panel's first commit.
 */
export function preloadMessageView(): void {
  void importMessageView().catch(() => undefined);
}

/** Panels rendered on this page so far: each React root gets its own useId prefix. */
let panels = 0;

/** Renders the chat into the panel body. */
export async function renderPanel(context: PanelContext): Promise<Panel> {
  const kitStyles = createKitStyles(context.root, listCss);
  // Two widgets on one page must never generate the same element id (aria-labelledby, label for=…), even if a
  // second copy of React runs the other one: each root's useId ids carry the widget's own prefix.
  const reactRoot = createRoot(context.body, { identifierPrefix: `bc${++panels}-` });
  const widgetRoot = { root: context.root, portalHost: context.portalHost };
  const render = (scheme: 'light' | 'dark'): void => reactRoot.render(
    <StrictMode>
      <PanelView client={context.client} userId={context.userId} locale={context.locale} texts={context.texts} scheme={scheme}
        requests={context.requests} panelOpen={context.panelOpen} widgetRoot={widgetRoot} kitStyles={kitStyles} onTitle={context.onTitle} hintLine={context.hintLine}
        service={context.service} shows={context.shows} escape={context.escape} notices={context.notices}
        onConversationError={context.onConversationError} claimFocus={context.claimFocus}
        headerTools={context.headerTools} />
    </StrictMode>,
  );
  render(context.scheme);
  return {
    setScheme: render,
    unmount() {
      context.escape.set(null);
      reactRoot.unmount();
      kitStyles.drop();
    },
  };
}
