/**
 * The message menu itself (loaded at the page's first idle moment after the conversation shows, see menu.tsx): the
 * kit's MessageActions with only the product's actions, a 400 ms long press that opens it on touch screens
 * (where there is no hover to reveal its button), and a reaction picked from it closes it.
 */
import { forwardRef, useEffect, useMemo, useReducer, useRef } from 'react';
import type { RefObject } from 'react';
import {
  MessageActions, ReactionSelector, WithComponents, defaultMessageActionSet, useChannelStateContext, useDialogOnNearestManager, useMessageContext,
} from 'stream-chat-react';
import type { ComponentContextValue, ReactionSelectorProps } from 'stream-chat-react';
import { useContextMenuIfAny } from '../../../kitDeps/kitContexts.js';
import { LONG_PRESS_MS, LONG_PRESS_SLOP_PX, MENU_ACTIONS, offersAction } from '../../../../chat/conversation/messageMenu.js';
import type { MenuAction } from '../../../../chat/conversation/messageMenu.js';
import { ReportMessageAction } from '../../Safety/ReportMessageAction.js';

// The kit's flag is replaced by the product's report (a reason, recorded for the board through the service).
const productActionSet = [
  ...defaultMessageActionSet.filter((action) =>
    action.placement === 'quick-dropdown-toggle' || (action.type !== 'flag' && MENU_ACTIONS.includes(action.type as MenuAction))),
  { Component: ReportMessageAction, placement: 'dropdown' as const, type: 'report' },
];

/** Calls `onPress` when a finger rests on the message holding `anchor` for LONG_PRESS_MS without moving. */
function useLongPress(anchor: RefObject<HTMLElement | null>, enabled: boolean, onPress: () => void): void {
  const press = useRef(onPress);
  press.current = onPress;
  useEffect(() => {
    const target = anchor.current?.closest('.str-chat__message-inner');
    if (!enabled || !target) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let start: { x: number; y: number } | null = null;
    let pressed = false;
    const cancel = () => { clearTimeout(timer); timer = undefined; start = null; };
    const onStart = (event: Event) => {
      const touch = (event as TouchEvent).touches[0];
      pressed = false;
      if (!touch || (event as TouchEvent).touches.length > 1) return cancel();
      start = { x: touch.clientX, y: touch.clientY };
      clearTimeout(timer);
      timer = setTimeout(() => { timer = undefined; pressed = true; press.current(); }, LONG_PRESS_MS);
    };
    // The finger lifted after the menu opened: the browser would turn the touch into a click on the message,
    // outside the menu, which closes it again. A touch that opened the menu is not a click.
    const onEnd = (event: Event) => {
      if (pressed && event.cancelable) event.preventDefault();
      cancel();
    };
    const onMove = (event: Event) => {
      const touch = (event as TouchEvent).touches[0];
      if (start && touch && Math.hypot(touch.clientX - start.x, touch.clientY - start.y) > LONG_PRESS_SLOP_PX) cancel();
    };
    // The long press is ours: the browser's own context menu (text selection, "copy") would cover the menu.
    const onContextMenu = (event: Event) => { if (start) event.preventDefault(); };
    target.addEventListener('touchstart', onStart, { passive: true });
    target.addEventListener('touchmove', onMove, { passive: true });
    target.addEventListener('touchend', onEnd);
    target.addEventListener('touchcancel', cancel);
    target.addEventListener('contextmenu', onContextMenu);
    return () => {
      cancel();
      target.removeEventListener('touchstart', onStart);
      target.removeEventListener('touchmove', onMove);
      target.removeEventListener('touchend', onEnd);
      target.removeEventListener('touchcancel', cancel);
      target.removeEventListener('contextmenu', onContextMenu);
    };
  }, [anchor, enabled]);
}

/**
 * The reaction selector of the message's actions: picked from the menu, the reaction closes the menu too (the list
 * closes the selector). The override reaches the hover button's selector as well, which sits outside any menu:
 * there is no menu context to close.
 */
const MenuReactionSelector = forwardRef<HTMLDivElement, ReactionSelectorProps>(function MenuReactionSelector(props) {
  const menu = useContextMenuIfAny();
  const { handleReaction } = useMessageContext('MenuReactionSelector');
  return <ReactionSelector {...props} handleReaction={(type, event) => { menu?.closeMenu(); return handleReaction(type, event); }} />;
});
const menuParts: Partial<ComponentContextValue> = { ReactionSelector: MenuReactionSelector };

/** The kit's menu with the product's actions (the caller checked that the product offers one). */
export function MessageMenu() {
  const { message } = useMessageContext('ProductMessageActions');
  const anchor = useRef<HTMLSpanElement>(null);
  const { dialog } = useDialogOnNearestManager({ id: MessageActions.getDialogId({ messageId: message.id }) });
  // Where the member may no longer send (a closed bounty's conversation), no Reply, Quote reply or Edit.
  const { channel, channelCapabilities } = useChannelStateContext('ProductMessageActions');
  // The kit keeps a message row from drawing again when only the channel changes: the menu follows the channel's
  // own updates (a freeze) and capability changes itself, or a row drawn before the freeze kept offering Reply.
  const [, redraw] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    const subscriptions = [channel.on('channel.updated', () => redraw()), channel.on('capabilities.changed', () => redraw())];
    return () => { for (const subscription of subscriptions) subscription.unsubscribe(); };
  }, [channel]);
  const frozen = channel.data?.frozen === true;
  const actionSet = useMemo(() => productActionSet.filter((action) =>
    action.placement === 'quick-dropdown-toggle' || offersAction(action.type, channelCapabilities ?? {}, frozen)), [channelCapabilities, frozen]);
  useLongPress(anchor, true, () => dialog?.open());
  // display: contents keeps the kit's grid layout of the message: the span only anchors the long press.
  return (
    <span ref={anchor} className="bc-message-menu" style={{ display: 'contents' }}>
      <WithComponents overrides={menuParts}>
        <MessageActions messageActionSet={actionSet} />
      </WithComponents>
    </span>
  );
}
