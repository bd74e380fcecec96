/** One open channel with its thread: a separate chunk, so the channel list shows before it loads. */
import { lazy } from 'react';
import type { Channel as StreamChannel } from 'stream-chat';
import { Channel, MessageComposer, MessageList, Thread, Window, WithComponents } from 'stream-chat-react';

// The emoji picker and its data (≈ 110 KiB gzip) load on first use.
const EmojiPicker = lazy(() => import('stream-chat-react/emojis').then((m) => ({ default: m.EmojiPicker })));

/** Renders `channel` with the message list, composer and thread. */
export default function ChannelView({ channel }: { channel: StreamChannel }) {
  return (
    <WithComponents overrides={{ EmojiPicker }}>
      <Channel channel={channel}>
        <Window>
          <MessageList />
          <MessageComposer />
        </Window>
        <Thread />
      </Channel>
    </WithComponents>
  );
}
