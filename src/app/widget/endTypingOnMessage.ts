import type { StreamChat } from 'stream-chat';
import { typingEndedBy } from '../../chat/conversation/typingEnds.js';

/**
 * A message ends its sender's typing. Client listeners run before channel listeners: the stop reaches the SDK's
 * state and the kit's typing state before the kit sees the message, and both show in one render. Returns what
 * stops it.
 */
export function endTypingOnMessage(client: StreamChat): () => void {
  const typed = client.on('message.new', (event) => {
    const channel = event.cid ? client.activeChannels[event.cid] : undefined;
    const userId = channel ? typingEndedBy(event, channel.state.typing) : null;
    if (channel && userId) client.dispatchEvent({ type: 'typing.stop', cid: channel.cid, channel_id: channel.id, channel_type: channel.type, user: { id: userId } });
  });
  return () => typed.unsubscribe();
}
