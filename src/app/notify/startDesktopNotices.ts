/** The notifier: a desktop notification for each new message the rule picks, while the host's tab is hidden. */
import type { Event, StreamChat } from 'stream-chat';
import { desktopNotice, englishNoticeTexts } from '../../chat/desktopNotice.js';
import type { NoticeTexts } from '../../chat/desktopNotice.js';
import type { NoticePorts } from './noticePorts.js';
import { createArrivalReader } from './readArrival.js';

/** What the notifier needs. */
export interface NotifierOptions {
  client: StreamChat;
  userId: string;
  ports: NoticePorts;
  /** Opens a conversation in the widget (a click on its notification). */
  open(ref: { channelType: string; channelId: string }): void;
  texts?: NoticeTexts;
}

/** Follows the client's new messages and shows their notifications; returns the stop. */
export function startDesktopNotices({ client, userId, ports, open, texts = englishNoticeTexts }: NotifierOptions): () => void {
  const read = createArrivalReader(client);
  const subscription = client.on((event: Event) => {
    if (event.type !== 'message.new' && event.type !== 'notification.message_new') return;
    const arrival = read(event);
    if (!arrival) return;
    const { channelType, channelId } = arrival;
    const notice = desktopNotice({ ...arrival, selfId: userId, hidden: ports.hidden() }, texts);
    if (!notice) return;
    ports.show(notice.title, { body: notice.body, tag: notice.tag }, () => {
      ports.focus();
      open({ channelType, channelId });
    });
  });
  return () => subscription.unsubscribe();
}
