/**
 * The colour of an avatar without a picture, derived from its owner's id: the same person has the same colour
 * everywhere and in every session, and neighbouring rows rarely share one. Each background carries white
 * initials at WCAG AA (at least 4.5:1), so the palette holds in light and dark mode alike.
 */

/** Backgrounds for white initials; each at 4.5:1 or more against #fff (test/unit/chat/look/avatarColor.test.ts). */
export const AVATAR_COLORS: readonly string[] = [
  '#1565c0', '#2e7d32', '#c62828', '#6a1b9a', '#ad1457', '#00695c',
  '#4527a0', '#5d4037', '#37474f', '#0061a4', '#b3261e', '#7b5800',
];

/** The initials' colour on every AVATAR_COLORS background. */
export const AVATAR_TEXT = '#fff';

/** FNV-1a over the id's UTF-16 code units: cheap, stable, and spreads near-identical ids apart. */
function hash(id: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < id.length; i++) h = Math.imul(h ^ id.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** The background of `id`'s avatar. */
export function avatarColor(id: string): string {
  return AVATAR_COLORS[hash(id) % AVATAR_COLORS.length] ?? AVATAR_COLORS[0]!;
}
