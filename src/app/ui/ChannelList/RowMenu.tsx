/**
 * A row's actions: pin for me, hide, and for the owner archive / unarchive and delete (delete asks first).
 * Keyboard: the button opens the menu on its first item; arrows move, Escape closes it (and only it) and
 * returns focus to the button.
 */
import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import type { ListTexts } from './listTexts.js';

/** What a row's menu can ask for. */
export type RowAction = 'pin' | 'unpin' | 'hide' | 'archive' | 'unarchive' | 'delete';

/** Props of RowMenu. */
export interface RowMenuProps {
  title: string;
  texts: ListTexts;
  pinned: boolean;
  archived: boolean;
  owner: boolean;
  onAction(action: RowAction): void;
}

/** Focuses the next (+1) or previous (-1) item of a menu, wrapping around. */
function moveFocus(menu: HTMLElement, step: 1 | -1 | 'first' | 'last'): void {
  const items = Array.from(menu.querySelectorAll<HTMLElement>('[role=menuitem]'));
  // Inside a shadow root the focused element is the root's activeElement, not the document's.
  const active = (menu.getRootNode() as Document | ShadowRoot).activeElement;
  const at = items.findIndex((item) => item === active);
  const next = step === 'first' ? 0 : step === 'last' ? items.length - 1 : (at + step + items.length) % items.length;
  items[next]?.focus();
}

/** The "…" button, its menu and the delete confirmation. */
export function RowMenu({ title, texts, pinned, archived, owner, onAction }: RowMenuProps) {
  const [state, setState] = useState<'closed' | 'menu' | 'confirm'>('closed');
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const id = useId();

  useEffect(() => {
    if (state === 'menu' && menu.current) moveFocus(menu.current, 'first');
    if (state === 'confirm') menu.current?.querySelector<HTMLElement>('button')?.focus();
  }, [state]);

  const close = () => {
    setState('closed');
    button.current?.focus();
  };
  const choose = (action: RowAction) => {
    if (action === 'delete') { setState('confirm'); return; }
    close();
    onAction(action);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      // Handled: the panel's own Escape (back, close) must not run too.
      event.preventDefault();
      event.stopPropagation();
      close();
      return;
    }
    if (state !== 'menu' || !menu.current) return;
    const step = { ArrowDown: 1, ArrowUp: -1, Home: 'first', End: 'last' } as const;
    if (event.key in step) {
      event.preventDefault();
      event.stopPropagation();
      moveFocus(menu.current, step[event.key as keyof typeof step]);
    }
  };
  const item = (action: RowAction, label: string) => (
    <button type="button" role="menuitem" className="bc-menu-item" onClick={() => choose(action)}>{label}</button>
  );

  return (
    <div className="bc-row-actions">
      <button ref={button} type="button" className="bc-row-menu-button" aria-haspopup="menu" aria-expanded={state === 'menu'}
        aria-controls={state === 'menu' ? id : undefined} onClick={() => setState(state === 'menu' ? 'closed' : 'menu')}>
        <span aria-hidden="true">⋯</span><span className="bc-sr">{texts.actionsFor} {title}</span>
      </button>
      {state === 'menu' && (
        <div ref={menu} id={id} role="menu" aria-label={`${texts.actionsFor} ${title}`} className="bc-menu" onKeyDown={onKeyDown}
          onBlur={(event) => { if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setState('closed'); }}>
          {item(pinned ? 'unpin' : 'pin', pinned ? texts.unpin : texts.pin)}
          {item('hide', texts.hide)}
          {owner && item(archived ? 'unarchive' : 'archive', archived ? texts.unarchive : texts.archive)}
          {owner && item('delete', `${texts.delete}…`)}
        </div>
      )}
      {state === 'confirm' && (
        <div ref={menu} role="alertdialog" aria-label={`${texts.delete} ${title}`} className="bc-menu bc-confirm" onKeyDown={onKeyDown}>
          <p>{texts.deleteQuestion}</p>
          <button type="button" className="bc-menu-item bc-danger" onClick={() => { close(); onAction('delete'); }}>{texts.delete}</button>
          <button type="button" className="bc-menu-item" onClick={close}>{texts.cancel}</button>
        </div>
      )}
    </div>
  );
}
