/**
 * The preview beside the closed launcher of a message from someone else: its code loads with the first such
 * message. None inline, nor without a launcher.
 */
import type { ResolvedInitOptions } from '../../chat/hostApi.js';
import type { ChannelRef } from '../../contract/responses.js';
import type { Arrivals } from '../arrivals/showArrivals.js';
import type { ChatConnection } from '../client/connectChat.js';
import type { Shell } from '../shell/createShell.js';

/** What the preview needs from the widget. */
export interface ArrivalsParts {
  root: ShadowRoot;
  options: ResolvedInitOptions;
  shell: Shell;
  /** Opens a conversation in the panel (a click on the preview). */
  open(chat: ChatConnection, ref: ChannelRef): void;
}

/** The preview, loaded or not. */
export interface ArrivalsPreview {
  /** Hides a preview that shows (the panel opened). */
  hide(): void;
  /** Follows the connected client's new messages; returns what stops it. */
  start(chat: ChatConnection): () => void;
}

/** The preview's host; nothing loads until a message arrives. */
export function createArrivalsPreview({ root, options, shell, open }: ArrivalsParts): ArrivalsPreview {
  let arrivals: Promise<Arrivals> | null = null;
  return {
    hide() { void arrivals?.then((preview) => preview.hide(), () => undefined); },
    start(chat) {
      if (options.container || options.launcher === false) return () => undefined;
      const arrived = chat.client.on((event) => {
        if (shell.isOpen() || (event.type != 'message.new' && event.type != 'notification.message_new') || !event.message?.user || event.message.user.id == chat.userId) return;
        // The preview's words load with its code (an English page's first chunks carry neither).
        arrivals ??= Promise.all([import('../arrivals/showArrivals.js'), import('../i18n/conversationTexts.js')])
          .then(async ([{ createArrivals, englishNoticeWords, noticeTexts }, { loadConversationTexts }]) => createArrivals({
            root, frame: shell.frame, client: chat.client, userId: chat.userId, open: (ref) => open(chat, ref),
            texts: noticeTexts(await loadConversationTexts(options.locale, options.texts, englishNoticeWords())),
          }));
        arrivals.then((preview) => { if (!shell.isOpen()) preview.arrive(event); }, () => { arrivals = null; });
      });
      return () => { arrived.unsubscribe(); void arrivals?.then((preview) => preview.stop(), () => undefined); };
    },
  };
}
