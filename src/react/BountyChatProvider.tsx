/** `<BountyChatProvider>`: loads the loader once per page and starts the widget; route changes leave it running. */
import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import type { HostCredentials, InitOptions } from '../loader/types.js';
import { loadLoader } from './loadLoader.js';
import { follow } from './store.js';

/** The provider's props: init's options, plus where the loader comes from. */
export interface BountyChatProviderProps extends Omit<InitOptions, 'apiHost' | 'tokenProvider'> {
  /** URL of `bounty-chat.js` (best the versioned file, e.g. `https://cdn.example.com/bounty-chat/v0.1.0/bounty-chat.js`). */
  src: string;
  /** Subresource Integrity of that file, from `integrity.json` (sets `crossorigin="anonymous"` too). */
  integrity?: string;
  /** Origin of the product service. */
  apiHost: string;
  /** Asks the host's back end for the signed-in user's `{ token, iv }`; the latest prop is always used. */
  tokenProvider: () => Promise<HostCredentials>;
  children?: ReactNode;
}

/**
 * Starts the widget for the page. The first mount loads the loader and runs `init`; later mounts (a remount
 * after a route change, React's strict mode) find both done. Unmounting leaves the widget running: it belongs
 * to the page, like the script tag it stands for. Options are read at the first init only.
 */
export function BountyChatProvider({ src, integrity, apiHost, tokenProvider, children, ...options }: BountyChatProviderProps): ReactNode {
  const latestTokenProvider = useRef(tokenProvider);
  useEffect(() => { latestTokenProvider.current = tokenProvider; }, [tokenProvider]);
  const initial = useRef({ src, integrity, apiHost, options });

  useEffect(() => {
    const { src: url, integrity: hash, apiHost: host, options: rest } = initial.current;
    // No clean-up: an unmount before the loader arrived must still start the widget the page asked for.
    loadLoader({ src: url, apiHost: host, ...(hash ? { integrity: hash } : {}) }).then((api) => {
      follow(api);
      // init is idempotent in the loader: a remount gets the running widget's promise back.
      api.init({ ...rest, apiHost: host, tokenProvider: () => latestTokenProvider.current() })
        .catch(() => undefined); // reported as an `error` event, which the store keeps
    }, (error: Error) => {
      // A loader that never arrived has no event channel: surface it where a developer looks.
      console.error(error.message);
    });
  }, []);

  return children;
}
