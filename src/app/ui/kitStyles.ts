/**
 * The kit's stylesheet in two steps: the first open adopts only the rules the channel list needs; the message
 * view swaps that sheet, in place, for the whole stylesheet, so the cascade order stays the kit's own.
 */
import { adoptStyles, dropStyles } from '../shell/adoptStyles.js';

/** One widget's kit sheets. */
export interface KitStyles {
  /** Replaces the list's subset with the full stylesheet (idempotent). */
  useFull(cssTexts: string[]): void;
  drop(): void;
}

/** Adopts `listCss` into `root` now. */
export function createKitStyles(root: ShadowRoot, listCss: string): KitStyles {
  let sheets = adoptStyles(root, [listCss]);
  let full = false;
  return {
    useFull(cssTexts) {
      if (full) return;
      full = true;
      const next = cssTexts.map((css) => {
        const sheet = new CSSStyleSheet();
        sheet.replaceSync(css);
        return sheet;
      });
      const at = root.adoptedStyleSheets.indexOf(sheets[0] as CSSStyleSheet);
      const kept = root.adoptedStyleSheets.filter((sheet) => !sheets.includes(sheet));
      kept.splice(at < 0 ? kept.length : at, 0, ...next);
      root.adoptedStyleSheets = kept;
      sheets = next;
    },
    drop() { dropStyles(root, sheets); },
  };
}
