/** Which rows a list view shows, in which order: the inbox or the archived view, a search, pinned rows on top. */
import type { ChannelRow } from './channelRow.js';
import { rowBounty, rowTitle } from './channelRow.js';

/** The list's two views. */
export type ListView = 'inbox' | 'archived';

/** Lower-cased, accents dropped: "Zoë" matches "zoe". */
const fold = (text: string): string => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** Whether `row` matches `query` by its title, the bounty it is about, or a member's name. */
export function rowMatches(row: ChannelRow, userId: string, query: string): boolean {
  const wanted = fold(query.trim());
  if (!wanted) return true;
  const haystack = [rowTitle(row, userId), rowBounty(row) ?? '', ...row.members.map((m) => m.name ?? m.id)];
  return haystack.some((text) => fold(text).includes(wanted));
}

/**
 * The rows of `view` matching `query`; pinned rows first (most recently pinned first), then the others in the
 * list's own order (most recent activity first). Stable: rows that compare equal keep their order.
 */
export function visibleRows(rows: ReadonlyArray<ChannelRow>, userId: string, view: ListView, query = ''): ChannelRow[] {
  const shown = rows.filter((row) => (view === 'archived') === !!row.archived && rowMatches(row, userId, query));
  const pinned = shown.filter((row) => row.pinnedAt).sort((a, b) => ((a.pinnedAt ?? '') < (b.pinnedAt ?? '') ? 1 : (a.pinnedAt ?? '') > (b.pinnedAt ?? '') ? -1 : 0));
  return [...pinned, ...shown.filter((row) => !row.pinnedAt)];
}
