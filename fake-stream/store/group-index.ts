import type { Table } from './table.js';

/**
 * Keys of a table's records grouped by one field (replies by parent, reactions by message, votes by
 * poll), in insertion order, kept current from the table's change feed so lookups never scan the table.
 */
export class GroupIndex<R> {
  private readonly groups = new Map<string, Set<string>>();

  constructor(table: Table<R>, private readonly groupOf: (record: R) => string | undefined) {
    table.subscribe((change) => {
      const before = change.previous === undefined ? undefined : this.groupOf(change.previous);
      const after = change.kind === 'set' ? this.groupOf(change.record) : undefined;
      if (before !== undefined && before !== after) this.groups.get(before)?.delete(change.key);
      if (after !== undefined) {
        let keys = this.groups.get(after);
        if (!keys) this.groups.set(after, (keys = new Set()));
        keys.add(change.key);
      }
    });
  }

  /** Keys in the group, oldest first. */
  keysOf(group: string): string[] {
    return [...(this.groups.get(group) ?? [])];
  }

  sizeOf(group: string): number {
    return this.groups.get(group)?.size ?? 0;
  }
}
