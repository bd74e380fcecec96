/**
 * The widget's state as React sees it, kept once per page outside any component: a provider that remounts (a
 * route change) reads the same `ready` and `unread` instead of waiting for events that already fired.
 */
import type { BountyChatApi, UnreadCounts } from '../loader/types.js';

/** What the hook exposes as state. */
export interface BountyChatState {
  /** True once the widget is connected (the `ready` event). */
  ready: boolean;
  /** The signed-in user's id once ready. */
  userId: string | null;
  /** Unread messages over every channel, and how many channels have some. */
  unread: UnreadCounts;
  /** The last error the widget reported (`error` event), or null. */
  error: { code: string; message: string } | null;
}

const INITIAL: BountyChatState = { ready: false, userId: null, unread: { total: 0, channels: 0 }, error: null };

let state = INITIAL;
const listeners = new Set<() => void>();
let followed: BountyChatApi | null = null;

function update(next: Partial<BountyChatState>): void {
  state = { ...state, ...next };
  listeners.forEach((listener) => listener());
}

/** Subscribes the store to the widget's events, once per loader instance. */
export function follow(api: BountyChatApi): void {
  if (followed === api) return;
  followed = api;
  api.on('ready', ({ userId }) => update({ ready: true, userId, error: null }));
  api.on('unread', (unread) => update({ unread: { total: unread.total, channels: unread.channels } }));
  api.on('error', (error) => update({ error: { code: error.code, message: error.message } }));
}

/** Back to the state before init (after destroy). */
export function resetState(): void {
  update(INITIAL);
}

/** For useSyncExternalStore. */
export const subscribe = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => { listeners.delete(listener); };
};

/** For useSyncExternalStore: the same object until something changed. */
export const getState = (): BountyChatState => state;

/** Server rendering has no widget: not ready, nothing unread. */
export const getServerState = (): BountyChatState => INITIAL;
