// @-mention search: opened by @ without spaces, case-insensitive prefix, every match, sorted by name.
import { describe, expect, it } from 'vitest';
import { MENTION_LIST_MAX_HEIGHT_PX, MENTION_SEARCH_DEBOUNCE_MS, matchMentions, mentionQuery } from '../../../../src/chat/conversation/mentions.js';

describe('mentionQuery', () => {
  it.each<[string, string | null]>([
    ['@', ''],
    ['@bo', 'bo'],
    ['hello @Bo', 'Bo'],
    ['hello @bob ', null],
    ['@bob poster', null],
    ['mail me at a@b', null],
    ['no mention', null],
    ['', null],
    ['two @al @bo', 'bo'],
    ['@@', null],
    ['line\n@ca', 'ca'],
  ])('%j → %j', (text, expected) => {
    expect(mentionQuery(text)).toBe(expected);
  });
});

describe('matchMentions', () => {
  const users = [
    { id: 'u3', name: 'carol' }, { id: 'u1', name: 'Bob Poster' }, { id: 'u2', name: 'Alice Candidate' },
    { id: 'bea', name: 'beatrice' }, { id: 'u5' }, { id: 'me', name: 'Bobby Self' },
  ];
  const names = (query: string) => matchMentions(users, query, 'me').map((user) => user.name ?? user.id);

  it.each<[string, string[]]>([
    ['', ['Alice Candidate', 'beatrice', 'Bob Poster', 'carol', 'u5']],
    ['b', ['beatrice', 'Bob Poster']],
    ['B', ['beatrice', 'Bob Poster']],
    ['BOB', ['Bob Poster']],
    ['poster', []],
    ['u', ['Alice Candidate', 'Bob Poster', 'carol', 'u5']],
    ['zed', []],
  ])('%j → %j', (query, expected) => {
    expect(names(query)).toEqual(expected);
  });

  it('offers every match, however many', () => {
    const many = Array.from({ length: 250 }, (_, i) => ({ id: `user-${i}`, name: `Sam ${String(i).padStart(3, '0')}` }));
    const matched = matchMentions(many, 'sam');
    expect(matched).toHaveLength(250);
    expect(matched[0]?.name).toBe('Sam 000');
    expect(matched[249]?.name).toBe('Sam 249');
  });

  it('lists a user once even when they are both member and watcher', () => {
    expect(matchMentions([{ id: 'a', name: 'Ann' }, { id: 'a', name: 'Ann' }], 'a')).toHaveLength(1);
  });

  it('searches 300 ms after the last keystroke and keeps the list within 292 px', () => {
    expect(MENTION_SEARCH_DEBOUNCE_MS).toBe(300);
    expect(MENTION_LIST_MAX_HEIGHT_PX).toBe(292);
  });
});
