/**
 * The kit's stylesheet in two layers: the first open adopts only the rules the channel list needs; the message
 * view adds, after it, the rules the list's layer lacks (the build subsets both, see cssAsString).
 */
import { adoptStyles, dropStyles } from '../shell/adoptStyles.js';

/** One widget's kit sheets. */
export interface KitStyles {
  /** Adds the message view's sheets after the list's (idempotent). */
  addMessageView(cssTexts: string[]): void;
  drop(): void;
}

/** Adopts `listCss` into `root` now. */
export function createKitStyles(root: ShadowRoot, listCss: string): KitStyles {
  const sheets = adoptStyles(root, [listCss]);
  let added = false;
  return {
    addMessageView(cssTexts) {
      if (added) return;
      added = true;
      sheets.push(...adoptStyles(root, cssTexts));
    },
    drop() { dropStyles(root, sheets); },
  };
}
