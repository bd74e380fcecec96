/** One sort key as the SDK sends it after normalising (`[{ field, direction }]`). */
export type SortKey = { field: string; direction: 1 | -1 };

/** Reads `sort` from a request: the normalised array, or the `{ field: 1 | -1 }` object form. */
export function parseSort(value: unknown): SortKey[] {
  const entries = Array.isArray(value) ? value : value && typeof value === 'object' ? [value] : [];
  const keys: SortKey[] = [];
  for (const entry of entries as Array<Record<string, unknown>>) {
    if (typeof entry.field === 'string') {
      keys.push({ field: entry.field, direction: entry.direction === 1 ? 1 : -1 });
      continue;
    }
    for (const [field, direction] of Object.entries(entry)) keys.push({ field, direction: direction === 1 ? 1 : -1 });
  }
  return keys;
}

/** A comparator over the keys; missing values sort last whatever the direction. */
export function compareBy<T>(keys: readonly SortKey[], read: (item: T, field: string) => unknown): (a: T, b: T) => number {
  return (a, b) => {
    for (const { field, direction } of keys) {
      const left = read(a, field);
      const right = read(b, field);
      if (left === right) continue;
      if (left === undefined || left === null) return 1;
      if (right === undefined || right === null) return -1;
      const order = left < right ? -1 : left > right ? 1 : 0;
      if (order !== 0) return order * direction;
    }
    return 0;
  };
}
