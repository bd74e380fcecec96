/**
 * The kit's stylesheet in three layers: the first open adopts only the rules the channel list needs; the message
 * view adds, after it, the rules its first paint uses that the list's layer lacks; the rules only its lazy parts
 * use come with the first of them (lazyStyles.ts). The build cuts all three, see cssAsString.
 */
import { adoptStyles, dropStyles } from '../shell/adoptStyles.js';

/** Subscribes to the lazy parts' layer (lazyStyles.ts' onLazyStyles, which comes with the message view's code). */
export type LazyLayer = (adopt: (css: string) => void) => () => void;

/** One widget's kit sheets. */
export interface KitStyles {
  /** Adds the message view's sheets after the list's, and the lazy parts' layer when it comes (idempotent). */
  addMessageView(cssTexts: string[], lazyLayer: LazyLayer): void;
  drop(): void;
}

/** Adopts `listCss` into `root` now. */
export function createKitStyles(root: ShadowRoot, listCss: string): KitStyles {
  const sheets = adoptStyles(root, [listCss]);
  let added = false;
  let unsubscribe = (): void => undefined;
  return {
    addMessageView(cssTexts, lazyLayer) {
      if (added) return;
      added = true;
      sheets.push(...adoptStyles(root, cssTexts));
      unsubscribe = lazyLayer((css) => { sheets.push(...adoptStyles(root, [css])); });
    },
    drop() {
      unsubscribe();
      dropStyles(root, sheets);
    },
  };
}
