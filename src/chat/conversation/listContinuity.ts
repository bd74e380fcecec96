/**
 * How a virtualized message list keeps its place when its items change: items are counted from a fixed origin,
 * so the list needs to know how many were added (or, once the history window drops old ones, removed) above
 * the ones it shows, and whether the new list continues the old one at all or replaced it (a jump).
 */

/** A list item: a message, or one of the kit's own rows (date separator, intro) marked by `customType`. */
export interface ListItem {
  id?: string;
  customType?: string;
}

const isMessage = (item: ListItem): boolean => item.customType === undefined && item.id !== undefined;

function firstMessage(items: readonly ListItem[]): { id: string; index: number } | undefined {
  const index = items.findIndex(isMessage);
  return index === -1 ? undefined : { id: items[index]?.id as string, index };
}

const indexOfId = (items: readonly ListItem[], id: string): number => items.findIndex((item) => item.id === id);

/**
 * Items above the list's origin after `next` replaced `previous`, given `count` before: grows by the items
 * added above the previous first message, shrinks by those dropped above the new first message, and starts
 * again at 0 when the two lists share neither message (a jump, or the first page).
 */
export function prependedCount(previous: readonly ListItem[] | undefined, next: readonly ListItem[] | undefined, count: number): number {
  if (!previous?.length || !next?.length) return 0;
  const before = firstMessage(previous);
  const after = firstMessage(next);
  if (!before || !after) return 0;
  const moved = indexOfId(next, before.id);
  if (moved !== -1) return count + moved - before.index;
  const dropped = indexOfId(previous, after.id);
  if (dropped !== -1) return count - (dropped - after.index);
  return 0;
}

/** Whether `next` continues `previous` (one of them holds the other's first message) rather than replacing it. */
export function continuesList(previous: readonly ListItem[] | undefined, next: readonly ListItem[] | undefined): boolean {
  if (!previous?.length || !next?.length) return false;
  const before = firstMessage(previous);
  const after = firstMessage(next);
  if (!before || !after) return false;
  return indexOfId(next, before.id) !== -1 || indexOfId(previous, after.id) !== -1;
}
