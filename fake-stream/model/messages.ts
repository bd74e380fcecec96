import type { Event } from 'stream-chat';
import { tracksReads } from '../channel-config.js';
import { isoNow } from '../clock.js';
import type { FakeStreamContext } from '../context.js';
import { messageNewEvent, notificationMessageNewEvent } from '../events/message-events.js';
import { toChannelResponse } from '../serializers/channel.js';
import { toMessageResponse } from '../serializers/message.js';
import { toUserResponseById } from '../serializers/user.js';
import type { ChannelRecord, MessageRecord } from '../store/records.js';
import { sameUnreadCounts, unreadCounts } from './unread.js';
import type { UnreadCounts } from './unread.js';

/** Whether a message shows in the channel's main list (and so counts as unread and moves last_message_at). */
export function inMainList(message: MessageRecord): boolean {
  return message.parent_id === undefined || message.show_in_channel === true;
}

/**
 * Stores a new message and its effects: last_message_at, unread counters of the other members, the
 * sender's own read state, hidden channels shown again; then publishes `message.new` to watchers and
 * `notification.message_new` to members who are not watching.
 */
export function storeAndPublishNewMessage(ctx: FakeStreamContext, channel: ChannelRecord, message: MessageRecord): void {
  const { store } = ctx;
  store.messages.set(message);
  let current = channel;
  // A channel type without read events keeps no read state: no unread counters, and events carry no totals.
  const reads = tracksReads(ctx, channel);
  if (inMainList(message)) {
    current = store.channels.set({ ...channel, last_message_at: message.created_at });
    for (const member of store.membersOf(channel.cid)) {
      if (member.hidden) store.members.set({ ...member, hidden: false });
      if (!reads) continue;
      if (member.user_id === message.user_id) {
        store.reads.set({ cid: channel.cid, user_id: member.user_id, last_read: message.created_at, last_read_message_id: message.id, unread_messages: 0 });
        continue;
      }
      const read = store.read(channel.cid, member.user_id);
      if (read) store.reads.set({ ...read, unread_messages: read.unread_messages + 1 });
    }
  }
  const response = toMessageResponse(ctx, message);
  const user = toUserResponseById(ctx, message.user_id);
  const createdAt = isoNow(ctx.clock);
  const watcherCount = ctx.watchers.watcherIds(channel.cid).length;
  // Watchers whose unread figures match the previous one's share its event object (the hub then reuses its frame).
  let previous: { counts: UnreadCounts | undefined; event: Event } | undefined;
  ctx.bus.emit('watchers', {
    cid: channel.cid,
    build: (recipientId) => {
      const counts = reads ? unreadCounts(ctx, recipientId) : undefined;
      if (previous && sameUnreadCounts(previous.counts, counts)) return previous.event;
      const event = messageNewEvent({ channel: current, message: response, user, watcherCount, ...(counts ? { counts } : {}), createdAt });
      previous = { counts, event };
      return event;
    },
  });
  ctx.bus.emit('webhook', { cid: channel.cid, type: 'message.new', build: () => messageNewEvent({ channel: current, message: response, user, watcherCount, createdAt }) });
  if (!inMainList(message)) return;
  ctx.bus.emit('members-not-watching', {
    cid: channel.cid,
    userIds: store.memberIdsOf(channel.cid).filter((id) => id !== message.user_id),
    build: (recipientId) => notificationMessageNewEvent({
      channel: toChannelResponse(ctx, current, recipientId),
      message: response,
      ...(reads ? { counts: unreadCounts(ctx, recipientId) } : {}),
      createdAt,
    }),
  });
}
