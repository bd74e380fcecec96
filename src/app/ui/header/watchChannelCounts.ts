/** Follows a channel's member and online counts: members join and leave, people connect and disconnect. */
import type { Channel, Event, StreamChat } from 'stream-chat';
import { headerCounts } from '../../../chat/headerCounts.js';

/** Members and online members. */
export interface ChannelCounts {
  members: number;
  online: number;
}

const MEMBER_EVENTS = new Set(['member.added', 'member.removed', 'member.updated', 'channel.updated', 'user.watching.start', 'user.watching.stop']);

/** Calls `report` now and on every change; returns the stop function. */
export function watchChannelCounts(client: StreamChat, channel: Channel, userId: string, report: (counts: ChannelCounts) => void): () => void {
  // Presence as the latest events say (the SDK's member copies are not all updated by user.presence.changed).
  const online = new Map<string, boolean>();
  const recount = () => report(headerCounts(Object.values(channel.state.members).flatMap((member) => {
    const id = member.user?.id ?? member.user_id;
    return id ? [{ id, online: online.get(id) ?? member.user?.online === true }] : [];
  }), userId));
  recount();
  const onChannel = channel.on((event: Event) => { if (MEMBER_EVENTS.has(event.type)) recount(); });
  const onPresence = client.on('user.presence.changed', (event: Event) => {
    if (!event.user || !channel.state.members[event.user.id]) return;
    online.set(event.user.id, event.user.online === true);
    recount();
  });
  return () => { onChannel.unsubscribe(); onPresence.unsubscribe(); };
}
