/** Puts the loader's script tag on the page once, however many providers mount, unmount and mount again. */
import type { BountyChatApi } from '../loader/types.js';

/** Where the loader comes from: its URL, and the Subresource Integrity hash when the host pins one. */
export interface LoaderSource {
  src: string;
  integrity?: string;
  /** The product service's origin, written as the tag's data-api-host. */
  apiHost: string;
}

// One promise per page (module state lives as long as the page): a remount finds it and waits on it.
let loading: Promise<BountyChatApi> | null = null;

/** Resolves with `window.BountyChat` once the real loader has installed it (at once when it already has). */
export function loadLoader(source: LoaderSource): Promise<BountyChatApi> {
  const existing = window.BountyChat;
  if (existing?.loaded) return Promise.resolve(existing);
  loading ??= new Promise<BountyChatApi>((resolve, reject) => {
    const script = document.createElement('script');
    script.async = true;
    script.src = source.src;
    script.dataset.apiHost = source.apiHost;
    if (source.integrity) {
      script.integrity = source.integrity;
      script.crossOrigin = 'anonymous';
    }
    script.addEventListener('load', () => {
      const api = window.BountyChat;
      if (api?.loaded) resolve(api);
      else reject(new Error(`BountyChat: ${source.src} did not install window.BountyChat`));
    });
    script.addEventListener('error', () => {
      // A later provider may try again (a network blip, a corrected URL).
      loading = null;
      script.remove();
      reject(new Error(`BountyChat: could not load ${source.src} (network, URL or integrity)`));
    });
    document.head.append(script);
  });
  return loading;
}

/** The page's loader once it is there; commands made before wait for it. */
export function whenLoaded(): Promise<BountyChatApi> {
  const existing = window.BountyChat;
  if (existing?.loaded) return Promise.resolve(existing);
  return loading ?? Promise.reject(new Error('BountyChat: no <BountyChatProvider> has mounted yet'));
}
