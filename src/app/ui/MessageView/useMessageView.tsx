/**
 * The kit's message view with this widget's translator and its stylesheet layer, fetched once per widget:
 * on the first channel, or earlier when the list sits idle or a row is pointed at. Once loaded it renders
 * synchronously: no Suspense boundary, so a click never waits on React's reveal throttle (≈ 300 ms).
 */
import { useCallback, useRef, useState } from 'react';
import type { ComponentType } from 'react';
import type { Channel, StreamChat } from 'stream-chat';
import type { ServiceClient } from '../../../service/index.js';
import { loadWidgetWords } from '../../i18n/widgetWords.js';
import { safeLocale } from '../../../chat/time/formatTimes.js';
import type { WidgetRoot } from '../../shadow/widgetRoot.js';
import type { KitStyles } from '../kitStyles.js';
import type { FoundTarget } from '../search/ConversationSearch.js';

/** The loaded view: one channel in the widget's scheme. */
export type LoadedMessageView = ComponentType<{
  channel: Channel;
  scheme: 'light' | 'dark';
  found?: FoundTarget | undefined;
  /** The header's slot for the conversation's tools, while it shows. */
  headerTools?: HTMLElement | undefined;
}>;

/** What the view needs from the widget. */
export interface MessageViewDeps {
  client: StreamChat;
  locale: string | undefined;
  /** The host's `texts` (init). */
  texts?: Record<string, string>;
  kitStyles: KitStyles;
  widgetRoot: WidgetRoot;
  /** The product service: message edits, blocks and reports go through it. */
  service: Pick<ServiceClient, 'editMessage' | 'blockUser' | 'report'>;
}

/** The message view's module: one import for the hook and for renderPanel's preload, so both wait on one fetch. */
export const importMessageView = () => import('./messageViewParts.js');

/** `View` once loaded (else undefined); `load()` fetches and prepares it (idempotent, never rejects). */
export function useMessageView({ client, locale, texts, kitStyles, widgetRoot, service }: MessageViewDeps): { View: LoadedMessageView | undefined; load(): void } {
  const [View, setView] = useState<LoadedMessageView | undefined>(undefined);
  const loading = useRef<Promise<void> | undefined>(undefined);
  const load = useCallback(() => {
    loading.current ??= (async () => {
      const parts = await importMessageView();
      const [i18n, words] = await Promise.all([parts.createI18n(locale, texts), loadWidgetWords(locale)]);
      kitStyles.addMessageView([parts.kitCss, parts.emojiCss, parts.conversationCss], parts.onLazyStyles);
      const Loaded: LoadedMessageView = ({ channel, scheme, found, headerTools }) =>
        <parts.MessageView client={client} channel={channel} i18n={i18n} scheme={scheme} widgetRoot={widgetRoot} service={service} hostTexts={texts} found={found} words={words} locale={safeLocale(locale)}
          headerTools={headerTools} />;
      setView(() => Loaded);
      // After the render setView asks for, when the page is idle: a click on a row then finds the links ready.
      requestIdleCallback(parts.warmLinks, { timeout: 2000 });
    })().catch(() => { loading.current = undefined; });
  }, [client, locale, texts, kitStyles, widgetRoot, service]);
  return { View, load };
}
