/**
 * Runs a row's action: pin/unpin and hide at the provider (for this user), archive/unarchive/delete through the
 * product service (owner only). The list changes at once; a failure is kept as the text to show (the service's
 * catalogue message).
 */
import { useCallback, useState } from 'react';
import type { StreamChat } from 'stream-chat';
import type { ChannelListAction } from '../../../chat/channelList/channelListReducer.js';
import type { ChannelRow } from '../../../chat/channelList/channelRow.js';
import type { ServiceClient } from '../../../service/index.js';
import type { RowAction } from './RowMenu.js';

/** The runner and the last failure's text (null: none). */
export function useRowActions(client: StreamChat, service: ServiceClient, dispatch: (action: ChannelListAction) => void) {
  const [failure, setFailure] = useState<string | null>(null);
  const run = useCallback(async (row: ChannelRow, action: RowAction): Promise<void> => {
    setFailure(null);
    const channel = client.channel(row.type, row.id);
    const { cid } = row;
    try {
      switch (action) {
        case 'pin': {
          const answer = await channel.pin();
          dispatch({ type: 'pinned', cid, pinnedAt: answer.pinned_at ?? new Date().toISOString() });
          break;
        }
        case 'unpin':
          await channel.unpin();
          dispatch({ type: 'pinned', cid, pinnedAt: undefined });
          break;
        case 'hide':
          await channel.hide();
          dispatch({ type: 'channel.hidden', cid });
          break;
        case 'archive':
          await service.archiveChannel({ channelId: row.id });
          dispatch({ type: 'archived', cid, archived: true });
          break;
        case 'unarchive':
          await service.unarchiveChannel({ channelId: row.id });
          dispatch({ type: 'archived', cid, archived: false });
          break;
        case 'delete':
          await service.deleteChannel({ channelId: row.id });
          dispatch({ type: 'channel.deleted', cid });
          break;
      }
    } catch (error) {
      setFailure(error instanceof Error && error.message ? error.message : String(error));
    }
  }, [client, service, dispatch]);
  return { run, failure, dismiss: useCallback(() => setFailure(null), []) };
}
