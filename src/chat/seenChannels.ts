/**
 * The channels a user has opened, kept in the browser's storage (per user), so the list can mark a channel
 * never opened as new. Storage is a port: tests pass a Map-backed one; no storage means nothing persists.
 */

import { CHANNEL_TYPE } from '../contract/ids.js';

/** The slice of the Web Storage API this needs. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** Most channel ids kept: the oldest are forgotten first. */
export const SEEN_LIMIT = 500;

/** The seen set of one user. */
export interface SeenChannels {
  has(cid: string): boolean;
  add(cid: string): void;
}

/** The storage key of `userId`'s seen set. */
export const seenKey = (userId: string): string => `bounty-chat:seen:${userId}`;

function read(storage: KeyValueStorage | null, key: string): string[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(key) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/** Opens `userId`'s seen set; each read goes to storage, so another tab's opens count too. */
export function openSeenChannels(storage: () => KeyValueStorage | null, userId: string): SeenChannels {
  const key = seenKey(userId);
  const safe = (): KeyValueStorage | null => { try { return storage(); } catch { return null; } };
  const memory = new Set<string>();
  // Parsed once per stored value: the list asks for every row on every render.
  let last: { raw: string | null; ids: Set<string> } = { raw: null, ids: new Set() };
  const stored = (): Set<string> => {
    const store = safe();
    let raw: string | null = null;
    try { raw = store?.getItem(key) ?? null; } catch { /* blocked */ }
    if (raw !== last.raw) last = { raw, ids: new Set(read(store, key)) };
    return last.ids;
  };
  return {
    has: (cid) => memory.has(cid) || stored().has(cid),
    add(cid) {
      memory.add(cid);
      const store = safe();
      const ids = read(store, key).filter((id) => id !== cid);
      ids.push(cid);
      try { store?.setItem(key, JSON.stringify(ids.slice(-SEEN_LIMIT))); } catch { /* full or blocked: memory only */ }
    },
  };
}

/** The conversation a SEEN_EVENT names (its custom `channel_id`, of the product's channel type), or undefined. */
export function seenEventCid(event: object): string | undefined {
  // A custom event's own field: the SDK's event type does not name it.
  const id = (event as { channel_id?: unknown }).channel_id;
  return typeof id === 'string' && id !== '' ? `${CHANNEL_TYPE}:${id}` : undefined;
}
