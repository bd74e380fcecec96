/**
 * One open channel with its thread, on the kit: a separate chunk, so the channel list shows before it loads.
 * The heavy parts inside it load on first use: emoji picker and data, the mp3 encoder (on first recording),
 * and (rollup's lazyKitParts) the poll, the image gallery and the voice recorder UI.
 */
import { lazy } from 'react';
import type { Channel as StreamChannel, StreamChat } from 'stream-chat';
import { Channel, Chat, MessageComposer, MessageList, Window, WithComponents } from 'stream-chat-react';
import type { Streami18n } from 'stream-chat-react';
import { WidgetRootProvider } from '../../shadow/widgetRoot.js';
import { ThreadEscape } from '../escape/ThreadEscape.js';
import type { WidgetRoot } from '../../shadow/widgetRoot.js';
import { ConversationThread, conversationComponents } from './overrides/conversation.js';
import { channelSendProps, messageRulesComponents } from './overrides/messageRules.js';

// The emoji picker and its data (≈ 110 KiB gzip) load on first use.
const EmojiPicker = lazy(() => import('stream-chat-react/emojis').then((m) => ({ default: m.EmojiPicker })));

/** Voice messages: the kit records, our encoder (lamejs, ≈ 40 KiB gzip) loads when the first recording ends. */
const audioRecordingConfig = {
  transcoderConfig: {
    encoder: (file: File, sampleRate: number): Promise<Blob> =>
      import('stream-chat-react/mp3-encoder').then((m) => m.encodeToMp3(file, sampleRate)),
  },
};

/** Props of MessageView. */
export interface MessageViewProps {
  client: StreamChat;
  channel: StreamChannel;
  i18n: Streami18n;
  scheme: 'light' | 'dark';
  widgetRoot: WidgetRoot;
}

/** Renders `channel` with the message list, composer and thread. */
export function MessageView({ client, channel, i18n, scheme, widgetRoot }: MessageViewProps) {
  return (
    <WidgetRootProvider value={widgetRoot}>
      <Chat client={client} i18nInstance={i18n} theme={`str-chat__theme-${scheme}`}>
        <WithComponents overrides={{ EmojiPicker, ...messageRulesComponents, ...conversationComponents }}>
          <Channel channel={channel} {...channelSendProps}>
            <ThreadEscape />
            <Window>
              <MessageList />
              {/* preventClearingOnUnmount: an unsent message survives closing and reopening the channel. */}
              <MessageComposer audioRecordingEnabled audioRecordingConfig={audioRecordingConfig} preventClearingOnUnmount />
            </Window>
            <ConversationThread />
          </Channel>
        </WithComponents>
      </Chat>
    </WidgetRootProvider>
  );
}
