/**
 * The SDK's `find` from linkifyjs, loaded on its first call: the SDK imports it for the composer's link previews
 * (its link preview manager's URL finder), which the widget leaves switched off, so the channel list need not
 * carry the package. The build points the SDK's import here (build/kitAliases.mjs). Until the package has
 * arrived a call finds no links, as a composer with previews off finds none; calls after it find them as
 * linkifyjs does.
 */
import type { find as linkifyFind } from 'linkifyjs';
import { importWhenOnline } from '../lazy/importWhenOnline.js';

type Find = typeof linkifyFind;

let loaded: Find | undefined;
let loading: Promise<void> | undefined;

/** linkifyjs's `find` once it is here; meanwhile starts loading it and finds nothing. */
export const find = ((...args: Parameters<Find>) => {
  if (loaded) return loaded(...args);
  // A failed load (offline for good) is tried again at the next call.
  loading ??= importWhenOnline(() => import('linkifyjs')).then((module) => { loaded = module.find; }, () => { loading = undefined; });
  return [];
}) as Find;
