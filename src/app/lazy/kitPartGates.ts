/** When a lazy kit part is first wanted (see lazyKitPart.ts; build/lazyKitParts.mjs names one per part). */
import { useDialogIsOpen, useMessageComposerController, useNotifications, useStateStore } from 'stream-chat-react';
import type { TextComposerState } from 'stream-chat';
import { useIdle } from './idle.js';

/** A dialog-anchored part (a menu, a popover): once its dialog opens; one without a dialog id renders at once. */
export function useDialogShown(props: { id?: string | null; dialogManagerId?: string }): boolean {
  const open = useDialogIsOpen(props.id ?? '', props.dialogManagerId);
  return props.id === undefined || props.id === null || open;
}

/** A modal: once its `open` prop is first true. */
export function useOpenShown(props: { open?: boolean }): boolean {
  return props.open === true;
}

/** A tooltip: once its `visible` prop is first true. */
export function useVisibleShown(props: { visible?: boolean }): boolean {
  return props.visible === true;
}

const hasSuggestions = (state: TextComposerState) => ({ open: !!state.suggestions });

/** The composer's suggestion list (mentions, commands): once the composer first has suggestions to show. */
export function useSuggestionsShown(): boolean {
  const { textComposer } = useMessageComposerController();
  return useStateStore(textComposer.state, hasSuggestions).open;
}

/** A control on screen that nobody needs in the first moment (the attachment button): at the first idle moment. */
export function useIdleShown(): boolean {
  return useIdle();
}

/**
 * The toast list (empty, it shows nothing): at the first idle moment, so that a toast finds it here, or with the
 * first toast if one comes before.
 */
export function useNoticesShown(): boolean {
  const idle = useIdle();
  const toasts = useNotifications().length > 0;
  return idle || toasts;
}
