/**
 * One open channel with its thread, on the kit: a separate chunk, so the channel list shows before it loads.
 * The message list is virtualized: a long channel keeps only the messages in view in the DOM, and only a window
 * of a few history pages loaded (history/).
 * The heavy parts inside it load on first use: emoji picker and data, the mp3 encoder (on first recording),
 * and (rollup's lazyKitParts and kitAliases) attachments, reactions, modals, the poll, the image gallery,
 * the voice recorder UI and the Markdown parser.
 */
import { useCallback, useMemo } from 'react';
import type { TextareaHTMLAttributes } from 'react';
import type { Channel as StreamChannel, StreamChat } from 'stream-chat';
import { Chat, TypingIndicator, Window, WithComponents } from 'stream-chat-react';
import type { Streami18n } from 'stream-chat-react';
import { WidgetRootProvider } from '../../shadow/widgetRoot.js';
import { ThreadEscape } from '../escape/ThreadEscape.js';
import type { WidgetRoot } from '../../shadow/widgetRoot.js';
import type { ServiceClient } from '../../../service/index.js';
import { movesFocusOnOpen, START_ATTRIBUTE } from '../../shell/panelFocus.js';
import { DeferredEmojiPicker } from './DeferredEmojiPicker.js';
import { RovingMessages } from './RovingMessages.js';
import { LazyBountyCard } from './LazyBountyCard.js';
import { ConversationHeader } from './header/ConversationHeader.js';
import { SafetyLayer } from '../Safety/SafetyLayer.js';
import { englishSafetyTexts } from '../../../chat/safety/safetyTexts.js';
import { JumpToFound } from '../search/ConversationSearch.js';
import type { FoundTarget } from '../search/ConversationSearch.js';
import { englishTexts } from '../../../chat/channelList/listWords.js';
import { overrideTexts } from '../../../chat/texts/hostTexts.js';
import { ReadStateChannel, readStateComponents } from './readState.js';
import { LatestComposer } from './history/LatestComposer.js';
import { WindowedMessageList } from './history/WindowedMessageList.js';
import { ConversationThread, conversationComponents } from './overrides/conversation.js';
import { FirstContactTextsContext } from './overrides/firstContact.js';
import { ClosedNoticeContext } from './overrides/closedNotice.js';
import { ConversationTextsContext } from './conversationTextsContext.js';
import type { WidgetWords } from '../../i18n/wordTypes.js';
import { channelSendProps, editMessageRequest, messageRulesComponents } from './overrides/messageRules.js';
import { markReadRequest } from './overrides/markReadRequest.js';

// The emoji picker loads once the conversation is shown, its data (≈ 80 KiB gzip) on first use.
const EmojiPicker = DeferredEmojiPicker;

/** Voice messages: the kit records, our encoder (lamejs, ≈ 40 KiB gzip) loads when the first recording ends. */
const audioRecordingConfig = {
  transcoderConfig: {
    encoder: (file: File, sampleRate: number): Promise<Blob> =>
      import('stream-chat-react/mp3-encoder').then((m) => m.encodeToMp3(file, sampleRate)),
  },
};

// The virtualized list keeps the class of the kit's plain list too: the widget's styles and tests find messages
// in `.str-chat__message-list` whichever list renders them.
const customClasses = { virtualizedMessageList: 'str-chat__virtual-list str-chat__message-list' };
// New messages jump into view ("auto"): a smooth scroll still running when the next message arrives leaves the
// list off the bottom, and the virtualized list would not render that message until the scroll caught up.

// The virtualized list shows who is typing only in its footer, which it leaves out while it is not scrolled to
// its end (an empty or short channel included): the indicator sits under the list instead, always in view.
const NoListTyping = () => null;
const listComponents = { TypingIndicator: NoListTyping };
const scrollNowhere = (): void => undefined;
// The host page owns its title. Without a handler of its own, the kit's Channel wrote "(N) " + the title into the
// host's document.title for each message that came while the tab was hidden, and put back the title it had read at
// mount once the channel was read, undoing any title the host had set since. A host that wants a title badge counts
// from the widget's `unread` event instead (docs/api.md).
const keepHostTitle = (): void => undefined;
// The composer is the conversation's start: focused as it opens, and where reopening the panel puts focus.
const startTextarea = { [START_ATTRIBUTE]: '' } as TextareaHTMLAttributes<HTMLTextAreaElement>;

/** Props of MessageView. */
export interface MessageViewProps {
  client: StreamChat;
  channel: StreamChannel;
  i18n: Streami18n;
  scheme: 'light' | 'dark';
  widgetRoot: WidgetRoot;
  /** Edits go through the product service (it masks them before the provider stores them), and blocks and reports. */
  service: Pick<ServiceClient, 'editMessage' | 'blockUser' | 'report'>;
  /** The host's `texts` (init): the header's mute actions read theirs there. */
  hostTexts?: Record<string, string> | undefined;
  /** A message found from the list's search: the conversation opens at it, highlighted. */
  found?: FoundTarget | undefined;
  /** The locale's own words for the list's, the conversation's and the safety dialogs' texts (none: English). */
  words?: WidgetWords | undefined;
  /** The widget's locale (init's `locale`, made safe): the closed bounty's notice writes its day in it. */
  locale?: string | undefined;
  /** The panel header's slot for the conversation's tools (search, options); undefined while rendered ahead, hidden. */
  headerTools?: HTMLElement | undefined;
}

/** Renders `channel` with the message list, composer and thread. */
export function MessageView({ client, channel, i18n, scheme, widgetRoot, service, hostTexts, found, words, locale, headerTools }: MessageViewProps) {
  // The locale's words (loaded with the view) and the host's: the kit's translations stay out of this chunk.
  const texts = useMemo(() => overrideTexts({ ...englishTexts, ...words?.list }, hostTexts), [hostTexts, words]);
  const conversationWords = useMemo(() => ({ words: words?.conversation, host: hostTexts }), [hostTexts, words]);
  const safetyTexts = useMemo(() => overrideTexts({ ...englishSafetyTexts, ...words?.safety }, hostTexts), [hostTexts, words]);
  const closed = useMemo(() => ({ texts, locale: locale ?? 'en' }), [texts, locale]);
  // The blocker no longer sees the conversation: hidden for her at the provider, so the list drops it at once.
  const onBlocked = useCallback(() => { void channel.hide().catch(() => undefined); }, [channel]);
  const requests = useMemo(() => ({
    ...channelSendProps, doUpdateMessageRequest: editMessageRequest(service), doMarkReadRequest: markReadRequest, activeUnreadHandler: keepHostTitle,
  }), [service]);
  return (
    <WidgetRootProvider value={widgetRoot}><FirstContactTextsContext.Provider value={texts}><ClosedNoticeContext.Provider value={closed}><ConversationTextsContext.Provider value={conversationWords}>
      <Chat client={client} i18nInstance={i18n} theme={`str-chat__theme-${scheme}`} customClasses={customClasses}>
        <WithComponents overrides={{ EmojiPicker, ...messageRulesComponents, ...conversationComponents, ...readStateComponents }}>
          <ReadStateChannel channel={channel} {...requests}>
            <SafetyLayer service={service} texts={safetyTexts} ownUserId={client.userID} onBlocked={onBlocked}>
            <ThreadEscape />
            <Window>
              <ConversationHeader client={client} channel={channel} texts={texts} slot={headerTools} />
              <JumpToFound channel={channel} target={found} />
              <LazyBountyCard channel={channel} />
              <WithComponents overrides={listComponents}>
                {/* hideNewMessageSeparator: no second date chip before the first unread message (one day, one chip);
                    the "N unread" separator marks it. A picked reaction closes the reaction selector. */}
                <RovingMessages>
                  <WindowedMessageList shouldGroupByUser disableDateSeparator={false} hideNewMessageSeparator
                    stickToBottomScrollBehavior="auto" closeReactionSelectorOnClick />
                </RovingMessages>
              </WithComponents>
              <TypingIndicator isMessageListScrolledToBottom scrollToBottom={scrollNowhere} />
              {/* preventClearingOnUnmount: an unsent message survives closing and reopening the channel. */}
              <LatestComposer audioRecordingEnabled audioRecordingConfig={audioRecordingConfig} preventClearingOnUnmount
                focus={movesFocusOnOpen()} additionalTextareaProps={startTextarea} />
            </Window>
            <ConversationThread />
            </SafetyLayer>
          </ReadStateChannel>
        </WithComponents>
      </Chat>
    </ConversationTextsContext.Provider></ClosedNoticeContext.Provider></FirstContactTextsContext.Provider></WidgetRootProvider>
  );
}
