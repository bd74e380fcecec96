/** `useBountyChat()`: the widget's state (re-rendering when it changes) and its commands (stable functions). */
import { useMemo, useSyncExternalStore } from 'react';
import { close, open, openBounty, openDM, toggle } from './commands.js';
import { getServerState, getState, subscribe } from './store.js';
import type { BountyChatState } from './store.js';

/** What the hook returns. */
export interface UseBountyChat extends BountyChatState {
  open: typeof open;
  close: typeof close;
  toggle: typeof toggle;
  openBounty: typeof openBounty;
  openDM: typeof openDM;
}

/** The page's widget: `ready`, `unread` `{ total, channels }`, `error`, and the commands. */
export function useBountyChat(): UseBountyChat {
  const state = useSyncExternalStore(subscribe, getState, getServerState);
  return useMemo(() => ({ ...state, open, close, toggle, openBounty, openDM }), [state]);
}
