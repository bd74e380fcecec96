/** The host's look options resolved for the layout: the writing direction and the launcher's side. */

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
