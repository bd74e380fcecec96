/**
 * On a phone the browser's (or Android's) back steps back in the chat: each level open over the host's page (the
 * panel, then a conversation or the settings view, then a thread) has a history entry of its own, with the host's
 * URL and a copy of its state. The rule here only counts; src/app/shell/phoneHistory.ts moves the history.
 */
import type { OpenLayers } from './escapeLayers.js';

/** How many levels are open: the panel, a conversation (or the settings view) in it, a thread in that. */
export function openDepth(panelOpen: boolean, layers: OpenLayers): number {
  if (!panelOpen) return 0;
  const view = layers.channel || layers.settings ? 1 : 0;
  return 1 + view + (view && layers.thread ? 1 : 0);
}

/** What brings `pushed` entries of ours in step with `depth` open levels: entries to push, or to step back over. */
export function historyStep(pushed: number, depth: number): { push: number; back: number } {
  return depth >= pushed ? { push: depth - pushed, back: 0 } : { push: 0, back: pushed - depth };
}
