// Where a conversation opens: the first unread message (with the date chip that begins its day), else the place
// the reader left, else the list's newest message.
import { describe, expect, it } from 'vitest';
import { firstUnreadId, openingPlace } from '../../../../src/chat/conversation/openingPlace.js';
import type { OpeningRow, OwnRead } from '../../../../src/chat/conversation/openingPlace.js';

const ME = 'alice';
const LAST_READ = '2026-01-01T10:00:00.000Z';
const at = (minute: number) => new Date(Date.parse(LAST_READ) + minute * 60_000);
const from = (user: string, id: string, minute: number, extra: Partial<OpeningRow> = {}): OpeningRow => ({ id, created_at: at(minute), user: { id: user }, ...extra });
const dateRow = (id: string): OpeningRow => ({ id, customType: 'message.date', created_at: null });

// Day one: two messages read; day two: Alice's own, then two of Bob's.
const rows: OpeningRow[] = [
  dateRow('day1'), from('bob', 'b1', -20), from('bob', 'b2', -10),
  dateRow('day2'), from(ME, 'a1', 5), from('bob', 'b3', 6), from('bob', 'b4', 7),
];
const read = (fields: OwnRead): OwnRead => ({ last_read: LAST_READ, unread_messages: 2, ...fields });

describe('firstUnreadId', () => {
  it('is the first message of someone else after the last one read, skipping date chips and her own', () => {
    expect(firstUnreadId(rows, read({ last_read_message_id: 'b2' }), ME)).toBe('b3');
  });

  it("takes the provider's first unread message when it names a loaded one", () => {
    expect(firstUnreadId(rows, read({ last_read_message_id: 'b2', first_unread_message_id: 'b4' }), ME)).toBe('b4');
    expect(firstUnreadId(rows, read({ last_read_message_id: 'b2', first_unread_message_id: 'gone' }), ME)).toBe('b3');
  });

  it('goes by the last read time when the last read message is not loaded', () => {
    expect(firstUnreadId(rows, read({ last_read_message_id: 'older' }), ME)).toBe('b3');
    expect(firstUnreadId(rows, read({ last_read: at(6.5).toISOString() }), ME)).toBe('b4');
  });

  it('skips thread replies shown in the channel', () => {
    const withReply = [...rows.slice(0, 4), from('bob', 'r1', 4, { parent_id: 'b1' }), ...rows.slice(4)];
    expect(firstUnreadId(withReply, read({ last_read_message_id: 'b2' }), ME)).toBe('b3');
  });

  it('is none when nothing is unread, or nothing is known', () => {
    expect(firstUnreadId(rows, read({ last_read_message_id: 'b2', unread_messages: 0 }), ME)).toBeUndefined();
    expect(firstUnreadId(rows, undefined, ME)).toBeUndefined();
    expect(firstUnreadId(rows, { unread_messages: 3 }, ME)).toBeUndefined();
    expect(firstUnreadId(rows, read({ last_read_message_id: 'b4' }), ME)).toBeUndefined();
  });
});

describe('openingPlace', () => {
  it('opens at the first unread message, at the top of the view', () => {
    const withMore = [...rows, from('bob', 'b5', 8)];
    expect(openingPlace(withMore, read({ last_read_message_id: 'b3' }), ME)).toEqual({ index: 6, align: 'start', offset: 0 });
  });

  it('opens at the date chip when the first unread message begins a day', () => {
    const dayTwoFirst = [dateRow('day1'), from('bob', 'b1', -20), dateRow('day2'), from('bob', 'b3', 6)];
    expect(openingPlace(dayTwoFirst, read({ last_read_message_id: 'b1' }), ME)).toEqual({ index: 2, align: 'start', offset: 0 });
  });

  it('with nothing unread, opens where the reader left, as far into that row as she was', () => {
    const nothingUnread = read({ last_read_message_id: 'b4', unread_messages: 0 });
    expect(openingPlace(rows, nothingUnread, ME, { id: 'b2', offset: 37 })).toEqual({ index: 2, align: 'start', offset: 37 });
    expect(openingPlace(rows, nothingUnread, ME, { id: 'b1', offset: -12 })).toEqual({ index: 1, align: 'start', offset: -12 });
  });

  it('unread messages win over the place left', () => {
    expect(openingPlace(rows, read({ last_read_message_id: 'b2' }), ME, { id: 'b1', offset: 0 })?.index).toBe(5);
  });

  it("leaves the list's own place (its newest message) when she left at the end, or her row is not loaded", () => {
    const nothingUnread = read({ unread_messages: 0 });
    expect(openingPlace(rows, nothingUnread, ME)).toBeUndefined();
    expect(openingPlace(rows, nothingUnread, ME, 'end')).toBeUndefined();
    expect(openingPlace(rows, nothingUnread, ME, { id: 'paged-out', offset: 10 })).toBeUndefined();
  });
});
