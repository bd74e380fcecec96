// The channels a user has opened, per user, shared by tabs through storage.
import { describe, expect, it } from 'vitest';
import { openSeenChannels, SEEN_LIMIT, seenKey, seenEventCid } from '../../../src/chat/seenChannels.js';

const mapStorage = () => {
  const items = new Map<string, string>();
  return { items, storage: { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => { items.set(k, v); } } };
};

describe('openSeenChannels', () => {
  it('remembers opened channels per user, and another tab sees them', () => {
    const { storage } = mapStorage();
    const tabA = openSeenChannels(() => storage, 'bob');
    const tabB = openSeenChannels(() => storage, 'bob');
    expect(tabB.has('messaging:a')).toBe(false);
    tabA.add('messaging:a');
    expect(tabB.has('messaging:a')).toBe(true);
    expect(openSeenChannels(() => storage, 'alice').has('messaging:a')).toBe(false);
  });

  it.each<[string, string | null]>([['garbage', 'not json'], ['a non-array', '{"a":1}'], ['nothing', null]])('reads %s as empty', (_name, stored) => {
    const { items, storage } = mapStorage();
    if (stored !== null) items.set(seenKey('bob'), stored);
    expect(openSeenChannels(() => storage, 'bob').has('a')).toBe(false);
  });

  it(`keeps the latest ${SEEN_LIMIT}`, () => {
    const { items, storage } = mapStorage();
    const seen = openSeenChannels(() => storage, 'bob');
    for (let i = 0; i <= SEEN_LIMIT; i++) seen.add(`c${i}`);
    const stored = JSON.parse(items.get(seenKey('bob')) ?? '[]') as string[];
    expect(stored).toHaveLength(SEEN_LIMIT);
    expect(stored[0]).toBe('c1');
  });

  it('blocked storage: remembers in memory only', () => {
    const seen = openSeenChannels(() => { throw new Error('SecurityError'); }, 'bob');
    seen.add('a');
    expect(seen.has('a')).toBe(true);
  });
});

describe('seenEventCid', () => {
  it.each([
    [{ type: 'bountychat_seen', channel_id: 'dm-1' }, 'bountychat:dm-1'],
    [{ type: 'bountychat_seen', channel_id: '' }, undefined],
    [{ type: 'bountychat_seen', channel_id: 7 }, undefined],
    [{ type: 'bountychat_seen' }, undefined],
  ])('the conversation %o names is %s', (event, cid) => expect(seenEventCid(event)).toBe(cid));
});
