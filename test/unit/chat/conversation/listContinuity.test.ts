// How the virtualized list keeps its place: items added or dropped above its first message, and whether a new
// list continues the old one or replaced it.
import { describe, expect, it } from 'vitest';
import { continuesList, prependedCount } from '../../../../src/chat/conversation/listContinuity.js';
import type { ListItem } from '../../../../src/chat/conversation/listContinuity.js';

/** `'d'` is a date separator, any other string a message id. */
const items = (...ids: string[]): ListItem[] => ids.map((id) => (id.startsWith('d') ? { id: `date-${id}`, customType: 'message.date' } : { id }));

describe('prependedCount', () => {
  it.each([
    ['the first page', undefined, items('d1', 'a', 'b'), 0, 0],
    ['an older page above the first message', items('d1', 'c', 'd'), items('d0', 'a', 'b', 'd1', 'c', 'd'), 10, 13],
    ['an older page on the same day', items('d1', 'c', 'd'), items('d1', 'a', 'b', 'c', 'd'), 10, 12],
    ['the newest end dropped with the page', items('d1', 'c', 'd', 'e'), items('d1', 'a', 'b', 'c'), 10, 12],
    ['the oldest end dropped while scrolling down', items('d1', 'a', 'b', 'c', 'd'), items('d1', 'c', 'd', 'e'), 12, 10],
    ['a message added at the bottom', items('d1', 'a', 'b'), items('d1', 'a', 'b', 'c'), 7, 7],
    ['a jump to other messages', items('d1', 'a', 'b'), items('d9', 'x', 'y'), 7, 0],
    ['an emptied list', items('d1', 'a'), items(), 7, 0],
  ] as const)('%s', (_name, previous, next, count, expected) => {
    expect(prependedCount(previous, next, count)).toBe(expected);
  });
});

describe('continuesList', () => {
  it.each([
    ['an older page', items('c', 'd'), items('a', 'b', 'c'), true],
    ['the oldest end dropped', items('a', 'b', 'c'), items('c', 'd', 'e'), true],
    ['a jump', items('a', 'b'), items('x', 'y'), false],
    ['the first list', undefined, items('a'), false],
  ] as const)('%s', (_name, previous, next, expected) => {
    expect(continuesList(previous, next)).toBe(expected);
  });
});
