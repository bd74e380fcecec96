import { appendFileSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Tables } from './tables.js';
import type { Store } from './store.js';

/** One journal line: a record set or a key deleted in a table. */
type JournalLine = { t: keyof Tables; v: unknown } | { t: keyof Tables; d: string };

const FILE = 'fake-stream.jsonl';

/**
 * Makes the store durable in `dir`: replays the append-only journal (compacting it into one line per
 * live record), then appends every later change synchronously so a crash loses nothing written.
 */
export function attachJournal(store: Store, dir: string): void {
  mkdirSync(dir, { recursive: true });
  const path = join(dir, FILE);
  if (existsSync(path)) replay(store, readFileSync(path, 'utf8'));
  compact(store, path);
  for (const name of Object.keys(store.tables) as Array<keyof Tables>) {
    const table = store.tables[name] as { subscribe(listener: (change: { kind: string; key: string; record?: unknown }) => void): void };
    table.subscribe((change) => {
      const line: JournalLine = change.kind === 'set' ? { t: name, v: change.record } : { t: name, d: change.key };
      appendFileSync(path, `${JSON.stringify(line)}\n`);
    });
  }
}

function replay(store: Store, text: string): void {
  for (const raw of text.split('\n')) {
    if (raw.trim() === '') continue;
    let line: JournalLine;
    try {
      line = JSON.parse(raw) as JournalLine;
    } catch {
      continue; // a torn last line after a crash: everything before it is intact
    }
    const table = store.tables[line.t] as { set(record: unknown): unknown; delete(key: string): void } | undefined;
    if (!table) continue;
    if ('d' in line) table.delete(line.d);
    else table.set(line.v);
  }
}

function compact(store: Store, path: string): void {
  const lines: string[] = [];
  for (const name of Object.keys(store.tables) as Array<keyof Tables>) {
    for (const record of store.tables[name].values()) lines.push(JSON.stringify({ t: name, v: record }));
  }
  const temporary = `${path}.tmp`;
  writeFileSync(temporary, lines.length > 0 ? `${lines.join('\n')}\n` : '');
  renameSync(temporary, path);
}
