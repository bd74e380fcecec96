/**
 * The composer's emoji picker (emoji-mart and the kit's button, ≈ 27 KiB gzip; its data, ≈ 80 KiB, loads on
 * first open): fetched once the conversation is on screen and the page is idle, so it is not part of what the
 * first messages wait for.
 */
import { Suspense, lazy } from 'react';
import type { ComponentProps } from 'react';
import { useIdle } from '../../lazy/idle.js';
import { withLazyStyles } from '../../lazy/lazyStyles.js';
import { EmojiPickerPlaceholder } from '../../lazy/kitPartPlaceholders.js';

const Picker = lazy(() => withLazyStyles(() => import('stream-chat-react/emojis')).then((m) => ({ default: m.EmojiPicker })));

/** Renders the kit's EmojiPicker after the first idle moment once the conversation shows; its place is kept till then. */
export function DeferredEmojiPicker(props: ComponentProps<typeof Picker>) {
  if (!useIdle()) return <EmojiPickerPlaceholder />;
  return <Suspense fallback={<EmojiPickerPlaceholder />}><Picker {...props} /></Suspense>;
}
