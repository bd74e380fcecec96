// An answer's read state is as old as the answer: the messages that came over the socket while it was on its way
// are the ones it did not count, and only those.
import { describe, expect, it } from 'vitest';
import { unreadMissedBySnapshot } from '../../../../src/chat/unread/snapshotUnread';

const at = (second: number) => new Date(Date.UTC(2026, 10, 29, 6, 0, second));
const message = (second: number, user = 'bob') => ({ created_at: at(second), user });
const others = (m: { user: string }) => m.user !== 'alice';
// Alice read up to second 10; Bob wrote at 5, 10 and 20 (the newest the answer knew of), then at 30 and 31.
const history = [message(5), message(10), message(20), message(25, 'alice'), message(30), message(31)];

describe('unreadMissedBySnapshot', () => {
  it('counts the messages newer than the newest the answer knew of', () => {
    expect(unreadMissedBySnapshot(history, { newestAt: at(20).toISOString(), lastReadAt: at(10) }, others)).toBe(2);
  });

  it('counts none after a current answer', () => {
    expect(unreadMissedBySnapshot(history, { newestAt: at(31).toISOString(), lastReadAt: at(10) }, others)).toBe(0);
  });

  it('leaves out what the message rule does not count (her own, thread replies, silent ones)', () => {
    expect(unreadMissedBySnapshot(history, { newestAt: at(20), lastReadAt: at(10) }, (m) => others(m) && m.created_at.getTime() != at(31).getTime())).toBe(1);
  });

  it('counts none that the answer says she had read', () => {
    expect(unreadMissedBySnapshot(history, { newestAt: at(20), lastReadAt: at(30) }, others)).toBe(1);
  });

  it('an answer for a channel without messages yet: every later message of someone else after her last read', () => {
    expect(unreadMissedBySnapshot(history, { newestAt: undefined, lastReadAt: at(10) }, others)).toBe(3);
    expect(unreadMissedBySnapshot([message(1), message(2)], {}, others)).toBe(2);
  });

  it('a message without a date is not counted', () => {
    expect(unreadMissedBySnapshot([{ created_at: null, user: 'bob' }], { newestAt: at(0) }, others)).toBe(0);
  });
});
