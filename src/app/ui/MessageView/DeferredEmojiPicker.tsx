/**
 * The composer's emoji picker (emoji-mart and the kit's button, ≈ 27 KiB gzip; its data, ≈ 80 KiB, loads on
 * first open): fetched once the conversation is on screen and the page is idle, so it is not part of what the
 * first messages wait for.
 */
import { Suspense, lazy, useEffect, useState } from 'react';
import type { ComponentProps } from 'react';
import { withLazyStyles } from '../../lazy/lazyStyles.js';

const Picker = lazy(() => withLazyStyles(() => import('stream-chat-react/emojis')).then((m) => ({ default: m.EmojiPicker })));

/** Renders the kit's EmojiPicker after the first idle moment. */
export function DeferredEmojiPicker(props: ComponentProps<typeof Picker>) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const idle = requestIdleCallback(() => setReady(true), { timeout: 2000 });
    return () => cancelIdleCallback(idle);
  }, []);
  if (!ready) return null;
  return <Suspense fallback={null}><Picker {...props} /></Suspense>;
}
