/**
 * The message menu: only the product's actions, none on error, system, deleted or ephemeral messages, and a
 * 400 ms long press opens it on touch screens (where there is no hover to reveal its button).
 */
import { useEffect, useRef } from 'react';
import type { RefObject } from 'react';
import { MessageActions, defaultMessageActionSet, useDialogOnNearestManager, useMessageContext } from 'stream-chat-react';
import type { ComponentContextValue } from 'stream-chat-react';
import { LONG_PRESS_MS, LONG_PRESS_SLOP_PX, MENU_ACTIONS, hasMessageMenu } from '../../../../chat/conversation/messageMenu.js';
import type { MenuAction } from '../../../../chat/conversation/messageMenu.js';

const productActionSet = defaultMessageActionSet.filter((action) =>
  action.placement === 'quick-dropdown-toggle' || MENU_ACTIONS.includes(action.type as MenuAction));

/** The product's text for a deleted message. */
export const DELETED_MESSAGE_TEXT = 'This message was deleted…';

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

/** The kit's menu with the product's actions, shown only where the product offers one. */
function ProductMessageActions() {
  const { message } = useMessageContext('ProductMessageActions');
  const anchor = useRef<HTMLSpanElement>(null);
  const { dialog } = useDialogOnNearestManager({ id: MessageActions.getDialogId({ messageId: message.id }) });
  const offered = hasMessageMenu(message);
  useLongPress(anchor, offered, () => dialog?.open());
  if (!offered) return null;
  // display: contents keeps the kit's grid layout of the message: the span only anchors the long press.
  return (
    <span ref={anchor} className="bc-message-menu" style={{ display: 'contents' }}>
      <MessageActions messageActionSet={productActionSet} />
    </span>
  );
}

/** A deleted message, in the product's words. */
function DeletedMessageBubble() {
  return (
    <div className="str-chat__message-bubble" data-testid="message-deleted-bubble">
      <div className="str-chat__message-text"><span>{DELETED_MESSAGE_TEXT}</span></div>
    </div>
  );
}

/** Menu overrides. */
export const menuComponents: Partial<ComponentContextValue> = {
  MessageActions: ProductMessageActions,
  MessageDeletedBubble: DeletedMessageBubble,
};
