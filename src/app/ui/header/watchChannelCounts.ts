/** Follows a channel's member and online counts: members join and leave, people connect and disconnect. */
import type { Channel, Event, StreamChat } from 'stream-chat';
import { isDirectMessageId } from '../../../contract/ids.js';
import { headerCounts } from '../../../chat/headerCounts.js';
import type { PeerPresence } from '../../../chat/presenceLine.js';

/** Members and online members; in a DM, the other person's presence. */
export interface ChannelCounts {
  members: number;
  online: number;
  peer?: PeerPresence;
}

const MEMBER_EVENTS = new Set(['member.added', 'member.removed', 'member.updated', 'channel.updated', 'user.watching.start', 'user.watching.stop']);

/** Calls `report` now and on every change; returns the stop function. */
export function watchChannelCounts(client: StreamChat, channel: Channel, userId: string, report: (counts: ChannelCounts) => void): () => void {
  // Presence as the latest events say (the SDK's member copies are not all updated by user.presence.changed).
  const online = new Map<string, boolean>();
  const lastActive = new Map<string, string>();
  const dm = isDirectMessageId(channel.id ?? '');
  const recount = () => {
    const members = Object.values(channel.state.members).flatMap((member) => {
      const id = member.user?.id ?? member.user_id;
      return id ? [{ id, online: online.get(id) ?? member.user?.online === true, lastActive: lastActive.get(id) ?? member.user?.last_active }] : [];
    });
    const counts = headerCounts(members, userId);
    // A DM is about one person: her presence, not the counts of a group.
    const others = members.filter((member) => member.id !== userId);
    const peer = dm && others.length === 1 ? others[0] : undefined;
    report(peer ? { ...counts, peer: { online: peer.online, lastActive: peer.lastActive } } : counts);
  };
  recount();
  const onChannel = channel.on((event: Event) => { if (MEMBER_EVENTS.has(event.type)) recount(); });
  const onPresence = client.on('user.presence.changed', (event: Event) => {
    if (!event.user || !channel.state.members[event.user.id]) return;
    online.set(event.user.id, event.user.online === true);
    if (event.user.last_active) lastActive.set(event.user.id, event.user.last_active);
    recount();
  });
  return () => { onChannel.unsubscribe(); onPresence.unsubscribe(); };
}
