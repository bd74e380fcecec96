/**
 * The composer's behaviours that act only on what she types, sends or attaches (the @-mention search, typing
 * events, the send and upload rules: composerBehaviours.ts) load apart from the message view, so the first
 * messages do not wait for them: at the first idle moment after the conversation shows, or at her first keystroke,
 * send or upload if that comes first. Until then the composer holds stand-ins that wait for them (composerRules.ts,
 * mentions.tsx); nothing is sent or shown without them.
 */
import { importWhenOnline } from '../../../lazy/importWhenOnline.js';
import type * as Behaviours from './composerBehaviours.js';

/** The module that loads later. */
export type ComposerBehaviours = typeof Behaviours;

let loaded: ComposerBehaviours | undefined;
let loading: Promise<ComposerBehaviours> | undefined;
const waiting = new Set<(behaviours: ComposerBehaviours) => void>();

/** Fetches the behaviours once (again after a failed fetch: the next keystroke or send tries anew). */
export function loadComposerBehaviours(): Promise<ComposerBehaviours> {
  loading ??= importWhenOnline(() => import('./composerBehaviours.js')).then((behaviours) => {
    loaded = behaviours;
    for (const deliver of waiting) deliver(behaviours);
    waiting.clear();
    return behaviours;
  }, (error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/** Calls `deliver` once the behaviours are here (at once if they are), without fetching them; returns the cancel. */
export function whenComposerBehaviours(deliver: (behaviours: ComposerBehaviours) => void): () => void {
  if (loaded) {
    deliver(loaded);
    return () => undefined;
  }
  waiting.add(deliver);
  return () => { waiting.delete(deliver); };
}

/** The behaviours if they are here already (a stand-in then answers at once, as the real step would). */
export const loadedComposerBehaviours = (): ComposerBehaviours | undefined => loaded;
