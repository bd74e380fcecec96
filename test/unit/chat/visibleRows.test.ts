// Which rows a list view shows and in which order: inbox or archived, search by title and member, pins on top.
import { describe, expect, it } from 'vitest';
import type { ChannelRow } from '../../../src/chat/channelList/channelRow.js';
import { rowBounty, channelLook } from '../../../src/chat/channelList/channelRow.js';
import { visibleRows } from '../../../src/chat/channelList/visibleRows.js';
import type { ListView } from '../../../src/chat/channelList/visibleRows.js';

const ME = 'bob';
function row(id: string, extra: Partial<ChannelRow> = {}): ChannelRow {
  return { cid: `messaging:${id}`, type: 'messaging', id, unread: 0, lastMessage: undefined, members: [{ id: ME, name: 'Bob' }, { id: 'alice', name: 'Alice Candidate' }], ...extra };
}
// The list's own order: most recent activity first.
const rows = [
  row('a', { name: 'Dark mode' }),
  row('b', { kind: 'dm', bountyId: 'bounty-7', bountyTitle: 'Fix login' }),
  row('c', { name: 'Zoë\'s bounty', pinnedAt: '2026-01-01T00:00:00Z' }),
  row('d', { name: 'Old', archived: true }),
  row('e', { name: 'Payments', pinnedAt: '2026-02-01T00:00:00Z', members: [{ id: ME }, { id: 'carol', name: 'Carol' }] }),
  row('f', { name: 'Archived pinned', archived: true, pinnedAt: '2026-03-01T00:00:00Z' }),
];

describe('visibleRows', () => {
  it.each<[string, ListView, string, string]>([
    ['the inbox: pinned on top (latest pin first), archived left out', 'inbox', '', 'e,c,a,b'],
    ['the archived view: only archived, pins on top there too', 'archived', '', 'f,d'],
    ['search by title', 'inbox', 'dark', 'a'],
    ['search ignores case and accents', 'inbox', 'ZOE', 'c'],
    ['search by member name', 'inbox', 'carol', 'e'],
    ['search by the bounty a DM is about', 'inbox', 'login', 'b'],
    ['search by the other person of a DM', 'inbox', 'alice', 'c,a,b'],
    ['a search nothing matches', 'inbox', 'zzz', ''],
    ['blank search is no search', 'inbox', '   ', 'e,c,a,b'],
  ])('%s', (_name, view, query, expected) => {
    expect(visibleRows(rows, ME, view, query).map((r) => r.id).join(',')).toBe(expected);
  });
});

describe('rowBounty and channelLook', () => {
  it.each<[string, Partial<ChannelRow>, string | undefined]>([
    ['a DM shows the bounty title', { kind: 'dm', bountyId: 'b1', bountyTitle: 'Fix login' }, 'Fix login'],
    ['without a title, the bounty id', { kind: 'dm', bountyId: 'b1' }, 'b1'],
    ['a bounty channel shows none (its name says it)', { kind: 'bounty', bountyId: 'b1', name: 'Fix login' }, undefined],
  ])('%s', (_name, extra, expected) => expect(rowBounty(row('x', extra))).toBe(expected));

  it('reads the product fields from channel data, checking their types', () => {
    expect(channelLook({ name: 'N', kind: 'dm', bounty_id: 'b1', bounty_title: 'T', archived: true, created_by: { id: 'bob' }, image: 3 }))
      .toEqual({ name: 'N', kind: 'dm', bountyId: 'b1', bountyTitle: 'T', archived: true, createdById: 'bob' });
    expect(channelLook({ archived: 'yes', bounty_title: '' })).toEqual({});
  });
});
