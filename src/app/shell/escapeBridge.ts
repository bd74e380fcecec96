/** Lets the shell (plain DOM) ask the panel (React, loaded later) which of its layers are open and close one. */
import type { EscapeLayer, OpenLayers } from '../../chat/escapeLayers.js';

/** The panel's side; absent until the panel is mounted. */
export interface PanelLayers {
  open(): OpenLayers;
  close(layer: EscapeLayer): void;
}

/** The bridge: the panel sets its side, the shell calls through it. */
export interface EscapeBridge {
  set(layers: PanelLayers | null): void;
  open(): OpenLayers;
  close(layer: EscapeLayer): void;
  /** The panel says a layer opened or closed. */
  changed(): void;
  /** Follows changed() (the phone's history); returns the unsubscribe. */
  onChange(listener: () => void): () => void;
}

/** Creates an empty bridge. */
export function createEscapeBridge(): EscapeBridge {
  let current: PanelLayers | null = null;
  const listeners = new Set<() => void>();
  return {
    set(layers) { current = layers; },
    open: () => current?.open() ?? {},
    close: (layer) => current?.close(layer),
    changed() { for (const listener of listeners) listener(); },
    onChange(listener) {
      listeners.add(listener);
      return () => { listeners.delete(listener); };
    },
  };
}
