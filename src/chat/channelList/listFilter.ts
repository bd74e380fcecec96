/** The list's filter: one bounty's conversations (its channel and the DMs about it), unread ones, or both. */
import type { ChannelRow } from './channelRow.js';

/** What the filter control chose; an empty filter shows every row. */
export interface ListFilter {
  /** Only the rows about this bounty: its own channel and the DMs about it. */
  bountyId?: string;
  /** Only the rows with unread messages. */
  unreadOnly?: boolean;
}

/** The bounty a row is about: a DM's `bountyId`, a bounty channel's own id; undefined for other channels. */
export function rowBountyId(row: Pick<ChannelRow, 'kind' | 'bountyId' | 'id'>): string | undefined {
  if (row.kind === 'dm') return row.bountyId;
  if (row.kind === 'bounty') return row.bountyId ?? row.id;
  return undefined;
}

/** Whether `row` passes `filter`. */
export function passesFilter(row: ChannelRow, filter: ListFilter): boolean {
  if (filter.bountyId !== undefined && rowBountyId(row) !== filter.bountyId) return false;
  if (filter.unreadOnly && row.unread <= 0) return false;
  return true;
}

/**
 * The bounties the filter offers: each bounty with a DM in `rows` (a poster's applicants), titled by its channel's
 * name or a DM's copy of it, in the order first met. Fewer than one DM-bearing bounty: nothing to choose.
 */
export function bountyChoices(rows: ReadonlyArray<ChannelRow>): Array<{ bountyId: string; title: string }> {
  const titles = new Map<string, string>();
  const withDm = new Set<string>();
  for (const row of rows) {
    const id = rowBountyId(row);
    if (id === undefined) continue;
    if (row.kind === 'dm') withDm.add(id);
    const title = row.kind === 'bounty' ? row.name : row.bountyTitle;
    if (!titles.has(id) || (row.kind === 'bounty' && title)) titles.set(id, title ?? titles.get(id) ?? id);
  }
  return [...titles].filter(([id]) => withDm.has(id)).map(([bountyId, title]) => ({ bountyId, title }));
}
