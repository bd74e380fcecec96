import { describe, expect, it } from 'vitest';
import { hostUnread, lessUnread, mutedUnread, otherUnread, productUnread } from '../../../src/chat/unreadTotals.js';

const answer = {
  channel_type: [
    { channel_type: 'bountychat', channel_count: 2, unread_count: 5 },
    { channel_type: 'messaging', channel_count: 1, unread_count: 3 },
    { channel_type: 'livestream', channel_count: 1, unread_count: 1 },
  ],
};

describe('the host counts only the product channels', () => {
  it.each([
    ['a breakdown with other types', answer, { total: 5, channels: 2 }, { total: 4, channels: 2 }],
    ['only the product type', { channel_type: answer.channel_type.slice(0, 1) }, { total: 5, channels: 2 }, { total: 0, channels: 0 }],
    ['only a planted type', { channel_type: answer.channel_type.slice(1, 2) }, { total: 0, channels: 0 }, { total: 3, channels: 1 }],
    ['nothing unread', { channel_type: [] }, { total: 0, channels: 0 }, { total: 0, channels: 0 }],
    ['no breakdown at all', {}, { total: 0, channels: 0 }, { total: 0, channels: 0 }],
  ])('%s', (_name, given, product, other) => {
    expect(productUnread(given)).toEqual(product);
    expect(otherUnread(given)).toEqual(other);
  });

  it.each([
    ['subtracts the other types', { total: 9, channels: 4 }, { total: 4, channels: 2 }, { total: 5, channels: 2 }],
    ['nothing elsewhere', { total: 2, channels: 1 }, { total: 0, channels: 0 }, { total: 2, channels: 1 }],
    ['a stale breakdown (the others were read): ask again', { total: 1, channels: 1 }, { total: 4, channels: 2 }, null],
    ['fewer channels than the others had: ask again', { total: 5, channels: 1 }, { total: 4, channels: 2 }, null],
  ])('%s', (_name, provider, other, expected) => {
    expect(hostUnread(provider, other)).toEqual(expected);
  });
});

describe('muted conversations are taken off the host counts', () => {
  const listed = {
    channels: [
      { channel_id: 'bountychat:muted', unread_count: 3 },
      { channel_id: 'bountychat:open', unread_count: 2 },
      { channel_id: 'messaging:muted', unread_count: 4 },
      { channel_id: 'bountychat:read', unread_count: 0 },
    ],
  };
  const muted = new Set(['bountychat:muted', 'messaging:muted', 'bountychat:read']);

  it.each([
    ['the product\'s muted channels with unread messages', (cid: string) => muted.has(cid), { total: 3, channels: 1 }],
    ['nothing muted', () => false, { total: 0, channels: 0 }],
  ] as const)('mutedUnread: %s', (_, isMuted, expected) => expect(mutedUnread(listed, isMuted)).toEqual(expected));

  it('a provider that already left the muted channel out lists none of it: nothing taken twice', () => {
    expect(mutedUnread({ channels: [{ channel_id: 'bountychat:open', unread_count: 2 }] }, (cid) => muted.has(cid))).toEqual({ total: 0, channels: 0 });
  });

  it.each([
    [{ total: 5, channels: 2 }, { total: 3, channels: 1 }, { total: 2, channels: 1 }],
    [{ total: 1, channels: 1 }, { total: 3, channels: 2 }, { total: 0, channels: 0 }],
  ])('lessUnread(%o, %o) is %o', (a, b, expected) => expect(lessUnread(a, b)).toEqual(expected));
});
