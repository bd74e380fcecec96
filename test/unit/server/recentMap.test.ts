import { describe, expect, it } from 'vitest';
import { createRecentMap } from '../../../src/server/recentMap';

describe('createRecentMap', () => {
  it('holds at most max entries, dropping the one set longest ago; setting a key again makes it the newest', () => {
    const recent = createRecentMap<string, number>(2);
    recent.set('a', 1);
    recent.set('b', 2);
    recent.set('a', 3);
    recent.set('c', 4);
    expect([recent.get('a'), recent.get('b'), recent.get('c')]).toEqual([3, undefined, 4]);
    recent.delete('a');
    recent.set('d', 5);
    expect([recent.get('a'), recent.get('c'), recent.get('d')]).toEqual([undefined, 4, 5]);
  });
});
