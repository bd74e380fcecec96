/** Where a roving tab stop moves on a key: the arrows step (clamped at the ends), Home and End jump. */

/** The index that takes the tab stop when `key` goes down on item `at` of `count`; null: not a roving key. */
export function rovingStep(key: string, at: number, count: number): number | null {
  if (count <= 0) return null;
  const last = count - 1;
  switch (key) {
    case 'ArrowDown': return Math.min(Math.max(at + 1, 0), last);
    case 'ArrowUp': return at < 0 ? last : Math.max(at - 1, 0);
    case 'Home': return 0;
    case 'End': return last;
    default: return null;
  }
}
