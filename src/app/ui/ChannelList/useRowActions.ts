/**
 * Runs a row's action (see runRowAction); a failure is kept as the text to show (the service's catalogue
 * message).
 */
import { useCallback, useState } from 'react';
import type { StreamChat } from 'stream-chat';
import type { ChannelListAction } from '../../../chat/channelList/channelListReducer.js';
import type { ChannelRow } from '../../../chat/channelList/channelRow.js';
import type { ServiceClient } from '../../../service/index.js';
import type { RowAction } from './rowMenuProps.js';

/** The runner and the last failure's text (null: none); the actions' code loads on the first action. */
export function useRowActions(client: StreamChat, service: ServiceClient, dispatch: (action: ChannelListAction) => void) {
  const [failure, setFailure] = useState<string | null>(null);
  const run = useCallback(async (row: ChannelRow, action: RowAction): Promise<void> => {
    setFailure(null);
    try {
      const { runRowAction } = await import('./runRowAction.js');
      await runRowAction({ client, service, dispatch }, row, action);
    } catch (error) {
      setFailure(error instanceof Error && error.message ? error.message : String(error));
    }
  }, [client, service, dispatch]);
  return { run, failure, dismiss: useCallback(() => setFailure(null), []) };
}
