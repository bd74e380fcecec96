/**
 * A row's action: pin/unpin, mute/unmute and hide at the provider (for this user), archive/unarchive/delete through the
 * product service (the service allows the owner only). The list changes as soon as it succeeded.
 */
import type { StreamChat } from 'stream-chat';
import type { ChannelListAction } from '../../../chat/channelList/channelListReducer.js';
import type { ChannelRow } from '../../../chat/channelList/channelRow.js';
import type { ServiceClient } from '../../../service/index.js';
import type { RowAction } from './rowMenuProps.js';
import { unmuteConversation } from '../../mute/muteActions.js';

/** What an action needs. */
export interface RowActionPorts {
  client: StreamChat;
  service: ServiceClient;
  dispatch(action: ChannelListAction): void;
}

/** Runs `action` on `row`; rejects with the provider's or the service's error. */
export async function runRowAction({ client, service, dispatch }: RowActionPorts, row: ChannelRow, action: RowAction): Promise<void> {
  const channel = client.channel(row.type, row.id);
  const { cid } = row;
  switch (action) {
    case 'pin': {
      const answer = await channel.pin();
      dispatch({ type: 'pinned', cid, pinnedAt: answer.pinned_at ?? new Date().toISOString() });
      return;
    }
    case 'unpin':
      await channel.unpin();
      dispatch({ type: 'pinned', cid, pinnedAt: undefined });
      return;
    case 'mute':
      // At the provider: the client's mutes change on its notification.channel_mutes_updated, here and on every device.
      await channel.mute();
      return;
    case 'unmute':
      await unmuteConversation(client, row);
      return;
    case 'hide':
      await channel.hide();
      dispatch({ type: 'hid', cid });
      return;
    case 'archive':
      await service.archiveChannel({ channelId: row.id });
      dispatch({ type: 'archived', cid, archived: true });
      return;
    case 'unarchive':
      await service.unarchiveChannel({ channelId: row.id });
      dispatch({ type: 'archived', cid, archived: false });
      return;
    case 'delete':
      await service.deleteChannel({ channelId: row.id });
      dispatch({ type: 'channel.deleted', cid });
      return;
    case 'block': {
      const partner = row.members.find((member) => member.id !== client.userID);
      if (!partner) return;
      await service.blockUser({ userId: partner.id });
      // The blocker no longer sees the conversation: hidden for her at the provider too, so it stays gone on reload.
      dispatch({ type: 'hid', cid });
      await channel.hide().catch(() => undefined);
      return;
    }
  }
}
