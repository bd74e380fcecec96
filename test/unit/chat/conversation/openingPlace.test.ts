import { describe, expect, it } from 'vitest';
import { isFirstMessage, openingPlace } from '../../../../src/chat/conversation/openingPlace.js';
import { placeInView } from '../../../../src/chat/conversation/placeInView.js';

const date = (id: string) => ({ id, customType: 'message.date' });
const message = (id: string) => ({ id });
const rows = [date('d1'), message('m1'), message('m2'), date('d2'), message('m3'), message('m4')];

describe('openingPlace', () => {
  it.each([
    ['the first unread message, at the top', 2, undefined, { index: 2, align: 'start' }],
    ['its day\'s date above it when it opens a day', 4, undefined, { index: 3, align: 'start' }],
    ['the first unread over the place left: the unread came after', 2, { messageId: 'm4', offset: 10 }, { index: 2, align: 'start' }],
    ['the place left, with how far its top was scrolled', -1, { messageId: 'm3', offset: 12.4 }, { index: 4, align: 'start', offset: 12 }],
    ['the newest when the place left is no longer loaded', -1, { messageId: 'gone', offset: 5 }, { index: 'LAST', align: 'end' }],
    ['the newest when nothing is unread and no place was left', -1, undefined, { index: 'LAST', align: 'end' }],
    ['the newest when the first unread index is out of range', 9, undefined, { index: 'LAST', align: 'end' }],
  ] as const)('opens at %s', (_case, firstUnread, left, expected) => {
    expect(openingPlace(rows, firstUnread, left)).toEqual(expected);
  });

  it('never scrolls a place left above its message (offset ≥ 0)', () => {
    expect(openingPlace(rows, -1, { messageId: 'm1', offset: -7 })).toEqual({ index: 1, align: 'start', offset: 0 });
  });
});

describe('isFirstMessage', () => {
  it.each([
    [0, true], [1, true], [2, false], [4, false],
  ])('row %i → %s (only inserted rows before the first message)', (index, expected) => {
    expect(isFirstMessage(rows, index)).toBe(expected);
  });

  it('counts the intro as an inserted row', () => {
    expect(isFirstMessage([{ id: 'i', customType: 'channel.intro' }, date('d'), message('m')], 2)).toBe(true);
  });
});

describe('placeInView', () => {
  const drawn = [{ id: 'a', top: -80, bottom: -20 }, { id: 'b', top: -20, bottom: 30 }, { id: 'c', top: 30, bottom: 90 }];
  it('is the topmost message reaching below the top edge, with how far it is scrolled above it', () => {
    expect(placeInView(drawn, 0, 400)).toEqual({ messageId: 'b', offset: 20 });
  });
  it('is nothing to keep (null) at the end of the list, within the slack', () => {
    expect(placeInView(drawn, 0, 8)).toBeNull();
    expect(placeInView(drawn, 0, 9)).not.toBeNull();
  });
  it('is unknown when no message is drawn', () => {
    expect(placeInView([], 0, 400)).toBeUndefined();
  });
});
