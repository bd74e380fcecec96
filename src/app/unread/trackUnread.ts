/** Follows the client's unread counts and new messages, and reports each change. */
import type { Event, OwnUserResponse, StreamChat } from 'stream-chat';
import type { MessageEventDetail, UnreadCounts } from '../../chat/hostApi.js';
import { isProductCid } from '../../chat/channelList/vouchedChannels.js';
import { hostUnread, lessUnread, mutedUnread, NO_UNREAD, otherUnread, productUnread } from '../../chat/unreadTotals.js';
import { changesMutes, isMutedCid } from '../mute/clientMutes.js';

/** Where changes go. */
export interface UnreadSink {
  unread(counts: UnreadCounts): void;
  message(detail: MessageEventDetail): void;
}

/**
 * Reports the counts now and on every change; returns the unsubscribe. The counts are the product's channels
 * only (src/chat/unreadTotals.ts): the provider's totals less what it counts under other channel types and in
 * the conversations the user muted (src/chat/mute).
 */
export function trackUnread(client: StreamChat, sink: UnreadSink): () => void {
  const me = client.user as Partial<OwnUserResponse> | undefined;
  let provider: UnreadCounts = { total: me?.total_unread_count ?? 0, channels: me?.unread_channels ?? 0 };
  let other: UnreadCounts = NO_UNREAD;
  let last: UnreadCounts | null = null;
  // A message reaches us as message.new (watched channel) and/or notification.message_new: report it once.
  const seen: string[] = [];
  let stopped = false;
  const publish = (next: UnreadCounts): void => {
    if (last && next.total === last.total && next.channels === last.channels) return;
    last = next;
    sink.unread(next);
  };
  // The provider's breakdown by channel type; only the newest answer counts.
  let asked = 0;
  /** Events that brought the provider's totals so far: an answer asked before the last of them may be older than it. */
  let moves = 0;
  const ask = (): void => {
    const mine = ++asked;
    const movesAsked = moves;
    client.getUnreadCount().then((answer) => {
      if (stopped || mine !== asked) return;
      // New totals came while the answer was on its way (a message after our read): the provider may have
      // written the answer before them, and it would take their count back. Ask again; the events' counts stand meanwhile.
      if (moves !== movesAsked) return ask();
      const outside = otherUnread(answer);
      const all = productUnread(answer);
      const muted = mutedUnread(answer, (cid) => isMutedCid(client, cid));
      // The totals the provider's next events will be compared with, and what to take off them.
      provider = { total: all.total + outside.total, channels: all.channels + outside.channels };
      other = { total: outside.total + muted.total, channels: outside.channels + muted.channels };
      publish(lessUnread(all, muted));
    }, () => {
      if (!stopped && mine === asked) publish(hostUnread(provider, other) ?? provider);
    });
  };
  // With nothing unread there is nothing to subtract; otherwise the first report waits for the breakdown, so the
  // host's header never shows a planted channel's count, not even for a moment.
  if (provider.total > 0) ask();
  else publish(provider);
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
      ask();
      return;
    }
    // A conversation muted or unmuted (here or on another device): what to take off changed.
    if (changesMutes(event) && event.type != 'health.check') {
      ask();
      return;
    }
    if (event.total_unread_count === undefined && event.unread_channels === undefined) return;
    // Counted even when the totals look unchanged: they may have gone down and up again meanwhile (our read,
    // then a message), and an answer asked before this event holds the down.
    moves++;
    const next = { total: event.total_unread_count ?? provider.total, channels: event.unread_channels ?? provider.channels };
    if (next.total === provider.total && next.channels === provider.channels) return;
    provider = next;
    // A change outside the product's type, in a muted conversation (or of no known channel) moves the part to
    // subtract: ask for it.
    const cid = event.cid ?? '';
    const counts = isProductCid(cid) && !isMutedCid(client, cid) ? hostUnread(provider, other) : null;
    if (counts) publish(counts);
    else ask();
  });
  return () => { stopped = true; subscription.unsubscribe(); };
}
