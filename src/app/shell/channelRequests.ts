/** Which channel the host asked to show (openBounty/openDM) or null for the list; read by the UI with useSyncExternalStore. */

/** A request to show a channel, or the list (channel null); `seq` makes a repeated request a change. */
export interface ChannelRequest {
  channel: { type: string; id: string } | null;
  seq: number;
}

/** A tiny external store: no React here, so the shell can drive it before the UI has loaded. */
export interface ChannelRequests {
  get(): ChannelRequest;
  show(channel: ChannelRequest['channel']): void;
  subscribe(listener: () => void): () => void;
}

/** Creates the store. */
export function createChannelRequests(): ChannelRequests {
  let current: ChannelRequest = { channel: null, seq: 0 };
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    show(channel) {
      current = { channel, seq: current.seq + 1 };
      listeners.forEach((listener) => listener());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => { listeners.delete(listener); };
    },
  };
}
