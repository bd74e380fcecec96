/**
 * The lazy half of the app: React, the kit and its CSS. Loaded on first open so that a page where nobody
 * opens the chat only pays for the launcher and the unread count.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Chat } from 'stream-chat-react';
import type { StreamChat } from 'stream-chat';
import kitCss from 'stream-chat-react/dist/css/index.css';
import emojiCss from 'stream-chat-react/dist/css/emoji-picker.css';
import { adoptStyles, dropStyles } from '../shell/adoptStyles.js';
import type { ChannelRequests } from '../shell/channelRequests.js';
import { WidgetRootProvider } from '../shadow/widgetRoot.js';
import { createI18n } from '../i18n/createI18n.js';
import { PanelView } from './PanelView.js';

/** What the panel needs from the shell. */
export interface PanelContext {
  root: ShadowRoot;
  body: HTMLElement;
  portalHost: HTMLElement;
  client: StreamChat;
  userId: string;
  locale: string | undefined;
  scheme: 'light' | 'dark';
  requests: ChannelRequests;
  onTitle(title: string, canGoBack: boolean): void;
}

/** The mounted panel. */
export interface Panel {
  setScheme(scheme: 'light' | 'dark'): void;
  unmount(): void;
}

/** Renders the chat into the panel body. */
export async function renderPanel(context: PanelContext): Promise<Panel> {
  const sheets = adoptStyles(context.root, [kitCss, emojiCss]);
  const i18n = await createI18n(context.locale);
  const reactRoot = createRoot(context.body);
  const widgetRoot = { root: context.root, portalHost: context.portalHost };
  const render = (scheme: 'light' | 'dark'): void => reactRoot.render(
    <StrictMode>
      <WidgetRootProvider value={widgetRoot}>
        <Chat client={context.client} i18nInstance={i18n} theme={`str-chat__theme-${scheme}`}>
          <PanelView userId={context.userId} requests={context.requests} onTitle={context.onTitle} />
        </Chat>
      </WidgetRootProvider>
    </StrictMode>,
  );
  render(context.scheme);
  return {
    setScheme: render,
    unmount() {
      reactRoot.unmount();
      dropStyles(context.root, sheets);
    },
  };
}
