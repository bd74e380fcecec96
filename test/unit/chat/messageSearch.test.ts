import { describe, expect, it } from 'vitest';
import { groupByConversation, markedParts, queryWords, searchQuery } from '../../../src/chat/search/messageSearch';

describe('message search rules', () => {
  it.each([
    ['', null], [' a ', null], ['!!', null], ['  fence   paint ', 'fence paint'], ['42', '42'],
  ])('searchQuery(%j) is %j', (text, expected) => expect(searchQuery(text)).toBe(expected));

  it('marks whole words that match, case and accents folded, and leaves the rest as plain text', () => {
    expect(markedParts('Paint the FENCE, not the fences <b>café</b>', queryWords('fence cafe'))).toEqual([
      { text: 'Paint the ', marked: false }, { text: 'FENCE', marked: true }, { text: ', not the fences <b>', marked: false },
      { text: 'café', marked: true }, { text: '</b>', marked: false },
    ]);
    expect(markedParts('nothing here', ['fence'])).toEqual([{ text: 'nothing here', marked: false }]);
  });

  it('groups results by conversation in the order of each conversation\'s best result', () => {
    const m = (id: string, cid: string) => ({ id, cid, text: id, userName: 'A', createdAt: '2026-01-01T00:00:00Z' });
    expect(groupByConversation([m('1', 'a'), m('2', 'b'), m('3', 'a'), m('3', 'a')])).toEqual([
      { cid: 'a', messages: [m('1', 'a'), m('3', 'a')] }, { cid: 'b', messages: [m('2', 'b')] },
    ]);
  });
});
