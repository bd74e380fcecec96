import { describe, expect, it } from 'vitest';
import { dmChannelId, isChannelId } from '../../../src/server/channels/channelIds';

describe('channel ids', () => {
  it.each([
    ['bounty-42', true],
    ['a_b!c-D9', true],
    ['x'.repeat(64), true],
    ['x'.repeat(65), false],
    ['', false],
    ['has space', false],
    ['colon:no', false],
    ['ünïcode', false],
  ])('isChannelId(%j) is %s', (id, expected) => expect(isChannelId(id)).toBe(expected));

  it('gives the same DM id whichever side creates it', () => {
    expect(dmChannelId('ada', 'bob', 'bounty-1')).toBe(dmChannelId('bob', 'ada', 'bounty-1'));
  });

  it('gives different DM ids for different bounties and pairs', () => {
    const ids = new Set([dmChannelId('ada', 'bob', '1'), dmChannelId('ada', 'bob', '2'), dmChannelId('ada', 'cy', '1'), dmChannelId('a', 'dabob', '1')]);
    expect(ids.size).toBe(4);
  });

  it('makes valid ids starting dm- and short enough for the provider, whatever the input lengths', () => {
    const id = dmChannelId('u'.repeat(64), 'v'.repeat(64), 'b'.repeat(256));
    expect(id.startsWith('dm-')).toBe(true);
    expect(isChannelId(id)).toBe(true);
    expect(id.length).toBeLessThanOrEqual(64);
  });
});
