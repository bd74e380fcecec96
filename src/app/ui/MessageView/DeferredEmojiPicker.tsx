/**
 * The composer's emoji picker (emoji-mart and the kit's button, ≈ 27 KiB gzip; its data, ≈ 80 KiB, loads on
 * first open): fetched once the conversation is on screen and the page is idle, so it is not part of what the
 * first messages wait for; its place is kept till then. A lazy part like the kit's own (lazyKitPart.ts), written
 * here because the picker is the kit's emoji plugin, not a component one of its files imports.
 */
import type { EmojiPicker } from 'stream-chat-react/emojis';
import type { ComponentProps } from 'react';
import { lazyKitPart } from '../../lazy/lazyKitPart.js';
import { useIdleShown } from '../../lazy/kitPartGates.js';
import { EmojiPickerPlaceholder } from '../../lazy/kitPartPlaceholders.js';

export const DeferredEmojiPicker = lazyKitPart<ComponentProps<typeof EmojiPicker>>(
  'EmojiPicker',
  () => import('stream-chat-react/emojis').then((m) => m.EmojiPicker),
  useIdleShown,
  EmojiPickerPlaceholder,
);
