/**
 * The search's `next` / `previous` cursors: opaque to the client, they carry the sort and the position, so a
 * page asked with `next` keeps the first page's order whatever `sort` it sends (as the provider's do).
 */
import type { SortKey } from './sort.js';

/** Where a page starts and in which order. */
export interface SearchCursor {
  offset: number;
  sort: SortKey[];
}

/** The cursor as the client receives it. */
export function encodeCursor(cursor: SearchCursor): string {
  return Buffer.from(JSON.stringify({ o: cursor.offset, s: cursor.sort.map(({ field, direction }) => [field, direction]) })).toString('base64url');
}

/** The cursor a client sent back, or null when it is not one of ours. */
export function decodeCursor(text: string): SearchCursor | null {
  try {
    const parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as { o?: unknown; s?: unknown };
    if (typeof parsed.o !== 'number' || !Number.isInteger(parsed.o) || parsed.o < 0 || !Array.isArray(parsed.s)) return null;
    const sort: SortKey[] = [];
    for (const key of parsed.s as unknown[]) {
      if (!Array.isArray(key) || typeof key[0] !== 'string' || (key[1] !== 1 && key[1] !== -1)) return null;
      sort.push({ field: key[0], direction: key[1] });
    }
    return { offset: parsed.o, sort };
  } catch {
    return null;
  }
}
