/**
 * @-mentions: when a search is open and who it offers. A search is `@` (at the start or after a space) followed
 * by anything but spaces; a space ends it. Matching is a case-insensitive prefix of the name (or id), every
 * match is offered (no page limit), sorted by name.
 */

/** Wait after the last keystroke before searching. */
export const MENTION_SEARCH_DEBOUNCE_MS = 300;

/** The suggestion list never grows taller than this (px); it scrolls instead. */
export const MENTION_LIST_MAX_HEIGHT_PX = 292;

/** A user who can be mentioned. */
export interface MentionCandidate {
  id: string;
  name?: string;
}

/** The search text after `@` when the caret ends an open mention search, else null. */
export function mentionQuery(textBeforeCaret: string): string | null {
  const match = /(?:^|\s)@([^\s@]*)$/u.exec(textBeforeCaret);
  return match ? (match[1] ?? '') : null;
}

/** What a user is shown and sorted as. */
export const mentionLabel = (user: MentionCandidate): string => user.name?.trim() || user.id;

/** Every candidate but `selfId` whose name or id starts with `query` (any case), sorted by name, duplicates once. */
export function matchMentions<U extends MentionCandidate>(candidates: Iterable<U>, query: string, selfId?: string): U[] {
  const wanted = query.toLocaleLowerCase();
  const seen = new Set<string>();
  const matches: U[] = [];
  for (const user of candidates) {
    if (user.id === selfId || seen.has(user.id)) continue;
    const name = mentionLabel(user).toLocaleLowerCase();
    if (!name.startsWith(wanted) && !user.id.toLocaleLowerCase().startsWith(wanted)) continue;
    seen.add(user.id);
    matches.push(user);
  }
  return matches.sort((a, b) => mentionLabel(a).localeCompare(mentionLabel(b), undefined, { sensitivity: 'base' }) || a.id.localeCompare(b.id));
}
