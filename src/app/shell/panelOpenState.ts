/**
 * Whether the panel is open, for the UI (useSyncExternalStore): the shell sets it as the panel opens and closes. A
 * conversation behind a closed panel is not on screen: it is hidden like one left for the list (PanelView), so its
 * messages are not marked read while nobody sees them.
 */

/** A tiny external store: no React here, so the shell can drive it before the UI has loaded. */
export interface PanelOpenState {
  get(): boolean;
  set(open: boolean): void;
  subscribe(listener: () => void): () => void;
}

/** Creates the store; `open` at first (an inline panel is always open). */
export function createPanelOpenState(open: boolean): PanelOpenState {
  let current = open;
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    set(next) {
      if (next === current) return;
      current = next;
      listeners.forEach((listener) => listener());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => { listeners.delete(listener); };
    },
  };
}
