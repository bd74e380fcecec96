/**
 * Other people's names and avatars as the widget shows them. The service writes every user to the provider
 * server-side from the host's claims, and no client role may rewrite its own record there; still, whatever
 * reaches the widget from the provider is cleaned here, so a record changed by any other path cannot
 * reorder text (bidi overrides), hide or spoof characters (controls, zero-widths), flood the layout (length)
 * or load an image from a tracking host.
 */
import { NAME_MAX_CHARS } from '../contract/limits.js';

// Controls (C0, DEL, C1), zero-width and direction marks, bidi embeddings/overrides/isolates, line and
// paragraph separators, the Arabic letter mark and the byte-order mark.
// eslint-disable-next-line no-control-regex
const UNSAFE_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u061c\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]/g;

/** A display name: unsafe characters removed, spaces collapsed, at most NAME_MAX_CHARS characters; undefined when nothing is left. */
export function cleanName(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  // Line breaks and tabs become spaces (words stay apart); every other unsafe character goes.
  const cleaned = value.replace(/[\t\n\v\f\r\u0085\u2028\u2029]/g, ' ').replace(UNSAFE_CHARACTERS, '').replace(/\s+/g, ' ').trim();
  if (cleaned === '') return undefined;
  const characters = [...cleaned];
  return characters.length <= NAME_MAX_CHARS ? cleaned : `${characters.slice(0, NAME_MAX_CHARS - 1).join('')}…`;
}

/** The image URL when it is https: or on one of `origins` (the provider's), else undefined. */
export function safeImage(value: unknown, origins: readonly string[]): string | undefined {
  if (typeof value !== 'string' || value.length > 2048) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return undefined;
  }
  return url.protocol === 'https:' || origins.includes(url.origin) ? url.href : undefined;
}

/** Keys whose value is one user object, in any provider answer or event. */
const USER_KEYS = new Set(['user', 'me', 'own_user', 'created_by', 'pinned_by', 'target_user', 'updated_by', 'deleted_by']);
/** Keys whose value is a list (or a map by id) of user objects. */
const USER_LIST_KEYS = new Set(['users', 'mentioned_users', 'thread_participants', 'watchers']);
const MAX_DEPTH = 16;

/** Cleans one user object's `name` and `image` in place. */
export function cleanUser(user: unknown, origins: readonly string[]): void {
  if (typeof user !== 'object' || user === null || Array.isArray(user)) return;
  const record = user as Record<string, unknown>;
  if ('name' in record) {
    const name = cleanName(record['name']);
    if (name === undefined) delete record['name'];
    else record['name'] = name;
  }
  if ('image' in record) {
    const image = safeImage(record['image'], origins);
    if (image === undefined) delete record['image'];
    else record['image'] = image;
  }
}

/**
 * Cleans, in place, every user object in a provider answer or event (messages, members, reads, reactions,
 * threads …, found by the keys the provider puts users under), before the SDK stores any of it.
 */
export function cleanUsersIn(value: unknown, origins: readonly string[], depth = 0): void {
  if (typeof value !== 'object' || value === null || depth > MAX_DEPTH) return;
  if (Array.isArray(value)) {
    for (const item of value) cleanUsersIn(item, origins, depth + 1);
    return;
  }
  for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
    if (USER_KEYS.has(key)) cleanUser(child, origins);
    else if (USER_LIST_KEYS.has(key) && typeof child === 'object' && child !== null) for (const user of Object.values(child)) cleanUser(user, origins);
    cleanUsersIn(child, origins, depth + 1);
  }
}
