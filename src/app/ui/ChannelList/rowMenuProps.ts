/** What a row's menu shows and asks for: shared by the button (RowMenu) and the menu it loads (RowMenuPopup). */
import type { ListTexts } from './listTexts.js';

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
