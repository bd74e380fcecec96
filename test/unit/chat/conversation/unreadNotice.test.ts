// The "N unread" notice shows only while the first unread message is above the rows in view.
import { describe, expect, it } from 'vitest';
import { firstUnreadIsAbove } from '../../../../src/chat/conversation/unreadNotice.js';
import type { ListRow } from '../../../../src/chat/conversation/unreadNotice.js';

const LAST_READ = '2026-01-01T10:00:00.000Z';
const at = (minute: number) => new Date(Date.parse(LAST_READ) + minute * 60_000);
const message = (id: string, minute: number): ListRow => ({ id, created_at: at(minute) });
const dateRow = (id: string): ListRow => ({ id, customType: 'message.date', created_at: null });

// Two read messages, a date separator, three unread ones.
const read1 = message('read1', -2);
const read2 = message('read2', -1);
const day = dateRow('day');
const new1 = message('new1', 1);
const new2 = message('new2', 2);
const new3 = message('new3', 3);
const loaded = [read1, read2, day, new1, new2, new3];

describe('firstUnreadIsAbove', () => {
  it.each<[string, ListRow[], ListRow[], number, boolean]>([
    ['the only message, unread and in view', [new1], [day, new1], 1, false],
    ['the first unread in view, under the read ones', [read2, day, new1], loaded, 3, false],
    ['the first unread at the top of the view', [new1, new2, new3], loaded, 3, false],
    ['a date separator above the first unread at the top of the view', [day, new1, new2], loaded, 3, false],
    ['scrolled past the first unread', [new2, new3], loaded, 3, true],
    ['only the last unread in view', [new3], loaded, 3, true],
    ['only read messages in view', [read1, read2], loaded, 3, false],
    ['the first loaded message unread, more unread on a page not loaded', [new1, new2], [new1, new2, new3], 5, true],
    ['the first loaded message unread, every unread loaded', [new1, new2], [new1, new2, new3], 3, false],
    ['nothing unread', [new2, new3], loaded, 0, false],
    ['nothing in view', [], loaded, 3, false],
    ['a row in view the list does not hold', [message('gone', 5)], loaded, 3, false],
  ])('%s → %s', (_case, rendered, rows, unreadCount, expected) => {
    expect(firstUnreadIsAbove(rendered, rows, LAST_READ, unreadCount)).toBe(expected);
  });

  it('is false without a last-read time, and takes it as a Date too', () => {
    expect(firstUnreadIsAbove([new2], loaded, undefined, 3)).toBe(false);
    expect(firstUnreadIsAbove([new2], loaded, new Date(LAST_READ), 3)).toBe(true);
  });
});
