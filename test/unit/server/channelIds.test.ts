import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { dmChannelId, isChannelId } from '../../../src/server/channels/channelIds';
import { isBountyId } from '../../../src/contract/ids';

const SECRET = Buffer.alloc(32, 7);

describe('channel ids', () => {
  it.each([
    ['bounty-42', true],
    ['a_b-D9', true],
    ['x'.repeat(64), true],
    ['x'.repeat(65), false],
    ['', false],
    ['has space', false],
    ['colon:no', false],
    ['bang!no', false],
    ['ünïcode', false],
    ['dm-planted', false],
  ])('isBountyId(%j) is %s', (id, expected) => expect(isBountyId(id)).toBe(expected));

  it('accepts the DM ids the service makes as channel ids, and no other dm- id', () => {
    expect(isChannelId(dmChannelId('ada', 'bob', 'b1', SECRET))).toBe(true);
    expect(isChannelId('dm-planted')).toBe(false);
  });

  it('gives the same DM id whichever side creates it', () => {
    expect(dmChannelId('ada', 'bob', 'bounty-1', SECRET)).toBe(dmChannelId('bob', 'ada', 'bounty-1', SECRET));
  });

  it('gives different DM ids for different bounties and pairs', () => {
    const ids = new Set([
      dmChannelId('ada', 'bob', '1', SECRET), dmChannelId('ada', 'bob', '2', SECRET),
      dmChannelId('ada', 'cy', '1', SECRET), dmChannelId('a', 'dabob', '1', SECRET),
    ]);
    expect(ids.size).toBe(4);
  });

  it('cannot be computed without the secret: another secret or a plain hash gives another id', () => {
    const id = dmChannelId('ada', 'bob', 'b1', SECRET);
    expect(dmChannelId('ada', 'bob', 'b1', Buffer.alloc(32, 8))).not.toBe(id);
    const plain = createHash('sha256').update(JSON.stringify(['ada', 'bob', 'b1'])).digest('hex').slice(0, 40);
    expect(id).not.toBe(`dm-${plain}`);
  });

  it('makes valid ids starting dm- and short enough for the provider, whatever the input lengths', () => {
    const id = dmChannelId('u'.repeat(64), 'v'.repeat(64), 'b'.repeat(256), SECRET);
    expect(id).toMatch(/^dm-[0-9a-f]{40}$/);
  });
});
