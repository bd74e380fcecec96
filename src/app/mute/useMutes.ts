/** The user's mutes in React: re-renders when the provider tells the client they changed (here or on another device). */
import { useCallback, useRef, useSyncExternalStore } from 'react';
import type { StreamChat } from 'stream-chat';
import type { MuteState } from '../../chat/mute/conversationMutes.js';
import { changesMutes, clientMutes } from './clientMutes.js';

/** The client's live mutes, kept current. */
export function useMutes(client: StreamChat): MuteState {
  // One snapshot per change: useSyncExternalStore needs the same object until something changed.
  const snapshot = useRef<MuteState | null>(null);
  const subscribe = useCallback((changed: () => void) => {
    const subscription = client.on((event) => {
      if (!changesMutes(event)) return;
      snapshot.current = null;
      changed();
    });
    return () => subscription.unsubscribe();
  }, [client]);
  const get = useCallback(() => (snapshot.current ??= clientMutes(client)), [client]);
  return useSyncExternalStore(subscribe, get);
}
