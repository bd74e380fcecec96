/**
 * A row's open menu: pin for me, mute or unmute, hide, for the owner archive / unarchive and delete, and in a DM
 * "Block <name>" (delete and block ask first).
 * Arrows move, Escape closes it (and only it). Loaded on the first open of any row's menu.
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import type { RowAction, RowMenuProps } from './rowMenuProps.js';

/** Focuses the next (+1) or previous (-1), first or last item of a menu, wrapping around. */
function moveFocus(menu: HTMLElement, step: 1 | -1 | 'first' | 'last'): void {
  const items = Array.from(menu.querySelectorAll<HTMLElement>('[role=menuitem]'));
  // Inside a shadow root the focused element is the root's activeElement, not the document's.
  const active = (menu.getRootNode() as Document | ShadowRoot).activeElement;
  const at = items.findIndex((item) => item === active);
  const next = step === 'first' ? 0 : step === 'last' ? items.length - 1 : (at + step + items.length) % items.length;
  items[next]?.focus();
}

/** Props: the row's menu props, the menu's id, and how to close it. */
export interface RowMenuPopupProps extends RowMenuProps {
  id: string;
  close(returnFocus: boolean): void;
}

/** The menu, then (for delete) its confirmation. */
export default function RowMenuPopup({ id, title, texts, pinned, muted, archived, owner, block, onAction, close }: RowMenuPopupProps) {
  const [confirming, setConfirming] = useState<'delete' | 'block' | false>(false);
  const menu = useRef<HTMLDivElement>(null);
  // Below its button the menu would leave the panel at the list's last rows: there it opens above the button.
  // Set through the CSSOM (a strict CSP allows it), before the menu is painted.
  useLayoutEffect(() => {
    const node = menu.current;
    const panel = node?.closest('.bc-panel');
    if (!node || !panel) return;
    node.style.top = node.style.bottom = '';
    if (node.getBoundingClientRect().bottom > panel.getBoundingClientRect().bottom) {
      node.style.top = 'auto';
      node.style.bottom = '100%';
    }
  }, [confirming]);
  useEffect(() => {
    if (!menu.current) return;
    if (confirming) menu.current.querySelector<HTMLElement>('button')?.focus();
    else moveFocus(menu.current, 'first');
  }, [confirming]);

  const choose = (action: RowAction) => {
    if (action === 'delete' || action === 'block') { setConfirming(action); return; }
    close(true);
    onAction(action);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      // Handled: the panel's own Escape (back, close) must not run too.
      event.preventDefault();
      event.stopPropagation();
      close(true);
      return;
    }
    const step = ({ ArrowDown: 1, ArrowUp: -1, Home: 'first', End: 'last' } as const)[event.key as 'Home'];
    if (confirming || step === undefined || !menu.current) return;
    event.preventDefault();
    event.stopPropagation();
    moveFocus(menu.current, step);
  };
  const item = (action: RowAction, label: string) => (
    <button type="button" role="menuitem" className="bc-menu-item" onClick={() => choose(action)}>{label}</button>
  );

  if (confirming === 'block' && block) {
    return (
      <div ref={menu} role="alertdialog" aria-label={block.question} className="bc-menu bc-confirm" onKeyDown={onKeyDown}>
        <p>{block.question}</p>
        <p>{block.explain}</p>
        <button type="button" className="bc-menu-item bc-danger" onClick={() => { close(true); onAction('block'); }}>{block.action}</button>
        <button type="button" className="bc-menu-item" onClick={() => close(true)}>{block.cancel}</button>
      </div>
    );
  }
  if (confirming) {
    return (
      <div ref={menu} role="alertdialog" aria-label={`${texts.delete} ${title}`} className="bc-menu bc-confirm" onKeyDown={onKeyDown}>
        <p>{texts.deleteQuestion}</p>
        <button type="button" className="bc-menu-item bc-danger" onClick={() => { close(true); onAction('delete'); }}>{texts.delete}</button>
        <button type="button" className="bc-menu-item" onClick={() => close(true)}>{texts.cancel}</button>
      </div>
    );
  }
  return (
    <div ref={menu} id={id} role="menu" aria-label={`${texts.actionsFor} ${title}`} className="bc-menu" onKeyDown={onKeyDown}
      onBlur={(event) => { if (!event.currentTarget.contains(event.relatedTarget as Node | null)) close(false); }}>
      {item(pinned ? 'unpin' : 'pin', pinned ? texts.unpin : texts.pin)}
      {item(muted ? 'unmute' : 'mute', muted ? texts.unmute : texts.mute)}
      {item('hide', texts.hide)}
      {owner && item(archived ? 'unarchive' : 'archive', archived ? texts.unarchive : texts.archive)}
      {owner && item('delete', `${texts.delete}…`)}
      {block && item('block', `${block.label}…`)}
    </div>
  );
}
