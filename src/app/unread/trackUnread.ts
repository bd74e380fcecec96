/** Follows the client's unread counts and new messages, and reports each change. */
import type { Event, OwnUserResponse, StreamChat } from 'stream-chat';
import type { MessageEventDetail, UnreadCounts } from '../../chat/hostApi.js';
import { isProductCid } from '../../chat/channelList/vouchedChannels.js';

/** Where changes go. */
export interface UnreadSink {
  unread(counts: UnreadCounts): void;
  message(detail: MessageEventDetail): void;
}

/** Reports the counts now and on every change; returns the unsubscribe. */
export function trackUnread(client: StreamChat, sink: UnreadSink): () => void {
  const me = client.user as Partial<OwnUserResponse> | undefined;
  let last: UnreadCounts = { total: me?.total_unread_count ?? 0, channels: me?.unread_channels ?? 0 };
  // A message reaches us as message.new (watched channel) and/or notification.message_new: report it once.
  const seen: string[] = [];
  sink.unread(last);
  let stopped = false;
  const report = (counts: { total_unread_count?: number; unread_channels?: number }): void => {
    if (counts.total_unread_count === undefined && counts.unread_channels === undefined) return;
    const next = { total: counts.total_unread_count ?? last.total, channels: counts.unread_channels ?? last.channels };
    if (next.total === last.total && next.channels === last.channels) return;
    last = next;
    sink.unread(next);
  };
  const subscription = client.on((event: Event) => {
    // Only the product's channels: a message in a channel of another type never reaches the host page.
    const isNew = (event.type == 'message.new' || event.type == 'notification.message_new') && isProductCid(event.cid ?? '');
    if (isNew && event.message && event.channel_id && !seen.includes(event.message.id)) {
      seen.push(event.message.id);
      if (seen.length > 100) seen.shift();
      sink.message({
        channelId: event.channel_id,
        messageId: event.message.id,
        userId: event.message.user?.id ?? event.user?.id,
        text: event.message.text ?? '',
      });
    }
    // Our own read arrives as message.read without totals (notification.mark_read may go only to other
    // tabs): ask the API for the counts then.
    if (event.type == 'message.read' && event.user?.id == client.userID) {
      void client.getUnreadCount().then((answer) => {
        if (stopped) return;
        report({ total_unread_count: answer.total_unread_count, unread_channels: answer.channels.filter((c) => c.unread_count > 0).length });
      }, () => undefined);
      return;
    }
    report(event);
  });
  return () => { stopped = true; subscription.unsubscribe(); };
}
