/**
 * The SDK's `find` from linkifyjs, loaded on its first call: the SDK imports it for the composer's link previews
 * (its link preview manager's URL finder), which only a conversation's composer uses, so the channel list need not
 * carry the package. The build points the SDK's import here (build/kitAliases.mjs). Until the package has
 * arrived a call finds no links; calls after it find them as linkifyjs does, and `linkifyReady` says when.
 */
import type { find as linkifyFind } from 'linkifyjs';
import { importWhenOnline } from '../lazy/importWhenOnline.js';

type Find = typeof linkifyFind;

let loaded: Find | undefined;
let loading: Promise<void> | undefined;

function load(): Promise<void> {
  // A failed load (offline for good) is tried again at the next call.
  loading ??= importWhenOnline(() => import('linkifyjs')).then((module) => { loaded = module.find; }, () => { loading = undefined; });
  return loading;
}

/** linkifyjs's `find` once it is here; meanwhile starts loading it and finds nothing. */
export const find = ((...args: Parameters<Find>) => {
  if (loaded) return loaded(...args);
  void load();
  return [];
}) as Find;

/** Resolves once `find` finds links (starting the load if nobody has yet); rejects when the load failed. */
export function linkifyReady(): Promise<void> {
  return loaded ? Promise.resolve() : load().then(() => { if (!loaded) throw new Error('linkifyjs did not load'); });
}
