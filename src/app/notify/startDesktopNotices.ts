/** The notifier: a desktop notification for each new message the rule picks, while the host's tab is hidden. */
import type { Event, StreamChat } from 'stream-chat';
import { desktopNotice, englishNoticeTexts } from '../../chat/desktopNotice.js';
import type { NoticeTexts } from '../../chat/desktopNotice.js';
import type { NoticePorts } from './noticePorts.js';

/** What the notifier needs. */
export interface NotifierOptions {
  client: StreamChat;
  userId: string;
  ports: NoticePorts;
  /** Opens a conversation in the widget (a click on its notification). */
  open(ref: { channelType: string; channelId: string }): void;
  texts?: NoticeTexts;
}

/** Message ids remembered so a message seen as message.new and notification.message_new notifies once. */
const SEEN_LIMIT = 100;

/** Follows the client's new messages and shows their notifications; returns the stop. */
export function startDesktopNotices({ client, userId, ports, open, texts = englishNoticeTexts }: NotifierOptions): () => void {
  const seen: string[] = [];
  const subscription = client.on((event: Event) => {
    if (event.type !== 'message.new' && event.type !== 'notification.message_new') return;
    const message = event.message;
    const channelType = event.channel_type ?? event.channel?.type;
    const channelId = event.channel_id ?? event.channel?.id;
    if (!message || !channelType || !channelId || seen.includes(message.id)) return;
    seen.push(message.id);
    if (seen.length > SEEN_LIMIT) seen.shift();
    const channel = client.activeChannels[`${channelType}:${channelId}`];
    // A bounty channel's title is its custom `name` (absent from the SDK's channel types).
    const data = (channel?.data ?? event.channel) as { name?: unknown } | undefined;
    const name = typeof data?.name === 'string' ? data.name : undefined;
    // The event's user may come without a name (a message sent by a server): the channel's member list has it.
    const sender = message.user && { id: message.user.id, name: message.user.name || channel?.state.members[message.user.id]?.user?.name };
    const notice = desktopNotice({
      channelType, channelId, message: { ...message, user: sender }, selfId: userId, hidden: ports.hidden(), ...(name ? { channelName: name } : {}),
    }, texts);
    if (!notice) return;
    ports.show(notice.title, { body: notice.body, tag: notice.tag }, () => {
      ports.focus();
      open({ channelType, channelId });
    });
  });
  return () => subscription.unsubscribe();
}
