/**
 * Bounds and rules of the host's look options (position, offset, panel size, font, direction): shared by the
 * loader's checks and the app's layout, so what the loader accepts is what the layout can honour.
 */

/** Offsets (`offset.x`, `offset.y`) in px from the window's edges: 0 to this. */
export const MAX_OFFSET = 200;
/** The docked panel's width bounds in px: [min, max]. */
export const PANEL_WIDTH = [320, 640] as const;
/** The docked panel's height bounds in px: [min, max]. */
export const PANEL_HEIGHT = [400, 900] as const;
/** Longest `theme.fontFamily` accepted. */
export const MAX_FONT_FAMILY = 200;

/** True for a CSS font-family list that cannot leave its declaration: no `;{}<>\`, quotes balanced, bounded length. */
export function isFontFamily(value: unknown): value is string {
  return typeof value == 'string' && /^[^;{}<>\\]+$/.test(value) && /\S/.test(value) && value.length <= MAX_FONT_FAMILY
    && value.split('"').length % 2 + value.split("'").length % 2 == 2;
}

/** Languages written right to left, by their primary subtag. */
const RTL_LANGUAGES = ['ar', 'he', 'iw', 'fa', 'ur', 'ps', 'yi', 'dv', 'ckb', 'sd', 'ug'];

/** The widget's direction: `dir` as given, or (for 'auto' or none) the locale's. */
export function resolveDir(dir: 'ltr' | 'rtl' | 'auto' | undefined, locale: string | undefined): 'ltr' | 'rtl' {
  if (dir == 'ltr' || dir == 'rtl') return dir;
  return RTL_LANGUAGES.includes((locale ?? '').toLowerCase().split(/[-_]/)[0] ?? '') ? 'rtl' : 'ltr';
}

/** The launcher's side: `position` as given, else the end side of the direction (right in ltr, left in rtl). */
export function resolveSide(position: 'right' | 'left' | undefined, dir: 'ltr' | 'rtl'): 'right' | 'left' {
  return position ?? (dir == 'rtl' ? 'left' : 'right');
}
