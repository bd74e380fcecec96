/** Where the reader is in a scrolled message list, from what is drawn (see openingPlace.ts for its use). */
import type { PlaceLeft } from './openingPlace.js';

/**
 * Where the reader is in a scrolled list, from what is drawn: `null` at the end of the list (within `slack` px of
 * its bottom: she reads the newest), else the topmost message whose bottom is below the list's top edge, or
 * undefined when no message is drawn. `items`: the drawn messages, top first, with their boxes' top and bottom;
 * `top`: the list's top edge (same coordinates); `distanceToEnd`: px scrolled above the list's end.
 */
export function placeInView(items: ReadonlyArray<{ id: string; top: number; bottom: number }>, top: number, distanceToEnd: number, slack = 8): PlaceLeft | null | undefined {
  if (distanceToEnd <= slack) return null;
  const first = items.find((item) => item.bottom > top + 1);
  return first ? { messageId: first.id, offset: top - first.top } : undefined;
}
