/**
 * The comparison: the kit used the way its React tutorial composes it (chat, channel list, channel window with
 * header, message list and composer, thread) with its whole stylesheet, in a plain page, no shadow root. Written
 * from the kit's public API; the page gives the user, token and fake-stream's address in `window.plainChat`.
 */
import { createRoot } from 'react-dom/client';
import { StreamChat } from 'stream-chat';
import { Channel, ChannelHeader, ChannelList, Chat, MessageComposer, MessageList, Thread, Window } from 'stream-chat-react';

interface PlainChatConfig { apiKey: string; baseURL: string; userId: string; userName: string; token: string }

const config = (window as unknown as { plainChat: PlainChatConfig }).plainChat;
const client = new StreamChat(config.apiKey, { baseURL: config.baseURL });
void client.connectUser({ id: config.userId, name: config.userName }, config.token);

const filters = { members: { $in: [config.userId] } };
const sort = { last_message_at: -1 } as const;
const options = { limit: 30, state: true, watch: true, presence: true };

createRoot(document.getElementById('root') as HTMLElement).render(
  <Chat client={client} theme="str-chat__theme-light">
    <ChannelList filters={filters} sort={sort} options={options} />
    <Channel>
      <Window>
        <ChannelHeader />
        <MessageList />
        <MessageComposer />
      </Window>
      <Thread />
    </Channel>
  </Chat>,
);
