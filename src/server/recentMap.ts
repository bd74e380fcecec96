/**
 * A map that holds at most `max` entries, for what a process remembers on a hot path (users whose claims it
 * wrote, host tokens that opened): setting a key makes it the newest, and when the map is full the entry set
 * longest ago goes (a Map keeps insertion order, so that is its first key).
 */
export interface RecentMap<K, V> {
  get(key: K): V | undefined;
  set(key: K, value: V): void;
  delete(key: K): void;
}

export function createRecentMap<K, V>(max: number): RecentMap<K, V> {
  const entries = new Map<K, V>();
  return {
    get: (key) => entries.get(key),
    set(key, value) {
      entries.delete(key);
      if (entries.size >= max) {
        const oldest = entries.keys().next();
        if (!oldest.done) entries.delete(oldest.value);
      }
      entries.set(key, value);
    },
    delete(key) {
      entries.delete(key);
    },
  };
}
