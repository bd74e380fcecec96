// The channel list's filter: one bounty's conversations, unread ones, or both; and the bounties it offers.
import { describe, expect, it } from 'vitest';
import type { ChannelRow } from '../../../src/chat/channelList/channelRow.js';
import { bountyChoices, passesFilter } from '../../../src/chat/channelList/listFilter.js';
import type { ListFilter } from '../../../src/chat/channelList/listFilter.js';

function row(id: string, extra: Partial<ChannelRow> = {}): ChannelRow {
  return { cid: `bountychat:${id}`, type: 'bountychat', id, unread: 0, lastMessage: undefined, members: [], ...extra };
}
const rows = [
  row('fence', { kind: 'bounty', bountyId: 'fence', name: 'Paint the fence' }),
  row('dm-1', { kind: 'dm', bountyId: 'fence', bountyTitle: 'Paint the fence', unread: 2 }),
  row('dm-2', { kind: 'dm', bountyId: 'fence', bountyTitle: 'Paint the fence' }),
  row('dm-3', { kind: 'dm', bountyId: 'roof', bountyTitle: 'Fix the roof', unread: 1 }),
  row('loose', { kind: 'bounty', bountyId: 'loose', name: 'No applicants yet', unread: 4 }),
  row('other', { name: 'Not ours', unread: 1 }),
];

describe('passesFilter', () => {
  it.each<[string, ListFilter, string]>([
    ['no filter: every row', {}, 'fence,dm-1,dm-2,dm-3,loose,other'],
    ["one bounty: its channel and the DMs about it", { bountyId: 'fence' }, 'fence,dm-1,dm-2'],
    ['unread only', { unreadOnly: true }, 'dm-1,dm-3,loose,other'],
    ["one bounty's unread conversations", { bountyId: 'fence', unreadOnly: true }, 'dm-1'],
    ['a bounty with no rows: none', { bountyId: 'gone' }, ''],
  ])('%s', (_name, filter, expected) => {
    expect(rows.filter((r) => passesFilter(r, filter)).map((r) => r.id).join(',')).toBe(expected);
  });
});

describe('bountyChoices', () => {
  it('offers each bounty that has a DM, titled by its channel, in the order first met', () => {
    expect(bountyChoices(rows)).toEqual([{ bountyId: 'fence', title: 'Paint the fence' }, { bountyId: 'roof', title: 'Fix the roof' }]);
  });
  it('offers nothing when no DM is listed', () => {
    expect(bountyChoices([rows[0]!, rows[4]!])).toEqual([]);
  });
});
