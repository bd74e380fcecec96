/** A list row from an SDK channel the client holds (queried or watched), read from its local state. */
import type { Channel } from 'stream-chat';
import { channelLook, countsUnread, membersOf, previewOf } from '../../../chat/channelList/channelRow.js';
import type { ChannelRow } from '../../../chat/channelList/channelRow.js';

const iso = (value: string | Date | undefined | null): string | undefined =>
  value instanceof Date ? value.toISOString() : value ?? undefined;

/** The row for `channel` as its state stands now, for `userId`. */
export function rowFromChannel(channel: Channel, userId: string): ChannelRow {
  const latest = channel.state.latestMessages.at(-1);
  const sentAt = latest?.created_at ? new Date(latest.created_at).getTime() : undefined;
  // Read when someone else's read mark reaches the latest message.
  const readByOthers = sentAt !== undefined && Object.entries(channel.state.read).some(
    ([readerId, read]) => readerId !== userId && new Date(read.last_read).getTime() >= sentAt);
  const pinnedAt = iso(channel.state.membership?.pinned_at);
  const readEvents = countsUnread(channel.data?.own_capabilities);
  // Written in (an own message) or read (a read mark on a message): the provider's word, in any browser.
  const visited = !!channel.state.read[userId]?.last_read_message_id || channel.state.latestMessages.some((m) => m.user?.id === userId);
  return {
    cid: channel.cid,
    type: channel.type,
    id: channel.id ?? '',
    ...channelLook(channel.data),
    members: membersOf(Object.values(channel.state.members)),
    lastMessage: latest ? previewOf(latest) : undefined,
    unread: readEvents ? channel.countUnread() : 0,
    ...(readEvents ? {} : { readEvents: false as const }),
    readByOthers,
    ...(pinnedAt ? { pinnedAt } : {}),
    ...(visited ? { visited: true as const } : {}),
  };
}
