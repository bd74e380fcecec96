/**
 * A row's "⋯" button. The menu itself (RowMenuPopup) loads on first use: the list's first view stays light.
 * Keyboard: the button opens the menu on its first item; Escape closes it and focus comes back here.
 */
import { Suspense, lazy, useId, useRef, useState } from 'react';
import type { ListTexts } from './listTexts.js';
import { importWhenOnline } from '../../lazy/importWhenOnline.js';

/** What a row's menu can ask for. */
export type RowAction = 'pin' | 'unpin' | 'mute' | 'unmute' | 'hide' | 'archive' | 'unarchive' | 'delete' | 'block';

/** Props of RowMenu. */
export interface RowMenuProps {
  title: string;
  texts: ListTexts;
  pinned: boolean;
  /** Muted, by its own mute or (a DM) by its person's. */
  muted: boolean;
  archived: boolean;
  owner: boolean;
  /** A DM's "Block <name>" and its confirmation, in the host's words; absent elsewhere. */
  block?: { label: string; question: string; explain: string; action: string; cancel: string } | undefined;
  onAction(action: RowAction): void;
}

const RowMenuPopup = lazy(() => importWhenOnline(() => import('./RowMenuPopup.js')));

/** The button and, while open, its menu. */
export function RowMenu(props: RowMenuProps) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const id = useId();
  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  };
  return (
    <div className="bc-row-actions">
      <button ref={button} type="button" className="bc-row-menu-button" aria-haspopup="menu" aria-expanded={open}
        aria-controls={open ? id : undefined} onClick={() => setOpen(!open)}>
        <span aria-hidden="true">⋯</span><span className="bc-sr">{props.texts.actionsFor} {props.title}</span>
      </button>
      {open && <Suspense fallback={null}><RowMenuPopup {...props} id={id} close={close} /></Suspense>}
    </div>
  );
}
