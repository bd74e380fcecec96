/** A list row from an SDK channel the client holds (queried or watched), read from its local state. */
import type { Channel } from 'stream-chat';
import { channelLook, membersOf, previewOf } from '../../../chat/channelList/channelRow.js';
import type { ChannelRow } from '../../../chat/channelList/channelRow.js';

/** The row for `channel` as its state stands now. */
export function rowFromChannel(channel: Channel): ChannelRow {
  const latest = channel.state.latestMessages.at(-1);
  return {
    cid: channel.cid,
    type: channel.type,
    id: channel.id ?? '',
    ...channelLook(channel.data),
    members: membersOf(Object.values(channel.state.members)),
    lastMessage: latest ? previewOf(latest) : undefined,
    unread: channel.countUnread(),
  };
}
