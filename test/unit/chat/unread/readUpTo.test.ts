import { describe, expect, it } from 'vitest';
import { readUpToTime } from '../../../../src/chat/unread/readUpTo';

describe('readUpToTime', () => {
  const event = '2026-11-29T10:00:05.000Z';

  it('is the marked message\'s time when it is earlier than the event\'s: a later message stays unread by her', () => {
    expect(readUpToTime(event, new Date('2026-11-29T10:00:01.000Z'))).toBe('2026-11-29T10:00:01.000Z');
    expect(readUpToTime(event, '2026-11-29T10:00:01.250Z')).toBe('2026-11-29T10:00:01.250Z');
  });

  it('is the event\'s time when the marked message is not known, or not earlier', () => {
    expect(readUpToTime(event, undefined)).toBe(event);
    expect(readUpToTime(event, new Date(event))).toBe(event);
    expect(readUpToTime(event, '2026-11-29T10:00:09.000Z')).toBe(event);
  });

  it('is the event\'s time when either time does not parse', () => {
    expect(readUpToTime(event, 'yesterday-ish')).toBe(event);
    expect(readUpToTime('not a time', new Date('2026-11-29T10:00:01.000Z'))).toBe('not a time');
  });
});
