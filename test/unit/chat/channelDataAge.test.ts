// Which of two copies of a channel's data is older, by the provider's updated_at: an older query answer must not
// replace the data a later update brought (a closed bounty shown as awarded again).
import { describe, expect, it } from 'vitest';
import { olderChannelData } from '../../../src/chat/channelDataAge.js';

describe('olderChannelData', () => {
  it.each([
    ['2026-12-06T07:00:00.100Z', '2026-12-06T07:00:00.200Z', true],
    ['2026-12-06T07:00:00.200Z', '2026-12-06T07:00:00.100Z', false],
    // The same instant: the same update as far as the client can tell, so the answer is taken.
    ['2026-12-06T07:00:00.200Z', '2026-12-06T07:00:00.200Z', false],
    // Microseconds, as hosted Stream writes them, and another offset for the same instant.
    ['2026-12-06T07:00:00.100123Z', '2026-12-06T08:00:00.300+01:00', true],
    [undefined, '2026-12-06T07:00:00.200Z', false],
    ['2026-12-06T07:00:00.100Z', undefined, false],
    ['not a time', '2026-12-06T07:00:00.200Z', false],
  ])('an answer of %s against held %s: older is %s', (answer, held, expected) => {
    expect(olderChannelData(answer, held)).toBe(expected);
  });
});
