/**
 * The message menu itself (loaded at the page's first idle moment after the conversation shows, see menu.tsx): the
 * kit's MessageActions with only the product's actions, and a 400 ms long press that opens it on touch screens
 * (where there is no hover to reveal its button).
 */
import { useEffect, useRef } from 'react';
import type { RefObject } from 'react';
import { MessageActions, defaultMessageActionSet, useDialogOnNearestManager, useMessageContext } from 'stream-chat-react';
import { LONG_PRESS_MS, LONG_PRESS_SLOP_PX, MENU_ACTIONS } from '../../../../chat/conversation/messageMenu.js';
import type { MenuAction } from '../../../../chat/conversation/messageMenu.js';

const productActionSet = defaultMessageActionSet.filter((action) =>
  action.placement === 'quick-dropdown-toggle' || MENU_ACTIONS.includes(action.type as MenuAction));

/** Calls `onPress` when a finger rests on the message holding `anchor` for LONG_PRESS_MS without moving. */
function useLongPress(anchor: RefObject<HTMLElement | null>, enabled: boolean, onPress: () => void): void {
  const press = useRef(onPress);
  press.current = onPress;
  useEffect(() => {
    const target = anchor.current?.closest('.str-chat__message-inner');
    if (!enabled || !target) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let start: { x: number; y: number } | null = null;
    const cancel = () => { clearTimeout(timer); timer = undefined; start = null; };
    const onStart = (event: Event) => {
      const touch = (event as TouchEvent).touches[0];
      if (!touch || (event as TouchEvent).touches.length > 1) return cancel();
      start = { x: touch.clientX, y: touch.clientY };
      clearTimeout(timer);
      timer = setTimeout(() => { timer = undefined; press.current(); }, LONG_PRESS_MS);
    };
    const onMove = (event: Event) => {
      const touch = (event as TouchEvent).touches[0];
      if (start && touch && Math.hypot(touch.clientX - start.x, touch.clientY - start.y) > LONG_PRESS_SLOP_PX) cancel();
    };
    // The long press is ours: the browser's own context menu (text selection, "copy") would cover the menu.
    const onContextMenu = (event: Event) => { if (start) event.preventDefault(); };
    target.addEventListener('touchstart', onStart, { passive: true });
    target.addEventListener('touchmove', onMove, { passive: true });
    target.addEventListener('touchend', cancel);
    target.addEventListener('touchcancel', cancel);
    target.addEventListener('contextmenu', onContextMenu);
    return () => {
      cancel();
      target.removeEventListener('touchstart', onStart);
      target.removeEventListener('touchmove', onMove);
      target.removeEventListener('touchend', cancel);
      target.removeEventListener('touchcancel', cancel);
      target.removeEventListener('contextmenu', onContextMenu);
    };
  }, [anchor, enabled]);
}

/** The kit's menu with the product's actions (the caller checked that the product offers one). */
export function MessageMenu() {
  const { message } = useMessageContext('ProductMessageActions');
  const anchor = useRef<HTMLSpanElement>(null);
  const { dialog } = useDialogOnNearestManager({ id: MessageActions.getDialogId({ messageId: message.id }) });
  useLongPress(anchor, true, () => dialog?.open());
  // display: contents keeps the kit's grid layout of the message: the span only anchors the long press.
  return (
    <span ref={anchor} className="bc-message-menu" style={{ display: 'contents' }}>
      <MessageActions messageActionSet={productActionSet} />
    </span>
  );
}
