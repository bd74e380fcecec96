/** A change to one table, as journalled and as seen by index listeners. */
export type TableChange<R> = { kind: 'set'; key: string; record: R; previous: R | undefined } | { kind: 'delete'; key: string; previous: R };

/** A keyed collection of records of one type; every change is reported to listeners (journal, indexes). */
export class Table<R> {
  private readonly rows = new Map<string, R>();
  private readonly listeners: Array<(change: TableChange<R>) => void> = [];

  constructor(
    readonly name: string,
    private readonly keyOf: (record: R) => string,
  ) {}

  /** Calls `listener` after every set and delete. */
  subscribe(listener: (change: TableChange<R>) => void): void {
    this.listeners.push(listener);
  }

  get(key: string): R | undefined {
    return this.rows.get(key);
  }

  has(key: string): boolean {
    return this.rows.has(key);
  }

  values(): IterableIterator<R> {
    return this.rows.values();
  }

  get size(): number {
    return this.rows.size;
  }

  /** Inserts or replaces; records are treated as immutable, so pass a new object to change one. */
  set(record: R): R {
    const key = this.keyOf(record);
    const previous = this.rows.get(key);
    this.rows.set(key, record);
    for (const listener of this.listeners) listener({ kind: 'set', key, record, previous });
    return record;
  }

  delete(key: string): void {
    const previous = this.rows.get(key);
    if (previous === undefined) return;
    this.rows.delete(key);
    for (const listener of this.listeners) listener({ kind: 'delete', key, previous });
  }
}
