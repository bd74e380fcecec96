// The reply-time line's words, and when the bounty card shows it (only when it is about the bounty's poster).
import { describe, expect, it } from 'vitest';
import { hintIsAboutPoster, replyHintLine } from '../../../src/chat/replyHint';

const texts = { replyHintWithin: 'Usually replies within {{count}} hours', replyHintWithin_one: 'Usually replies within an hour', replyHintRarely: 'Replies rarely' };

describe('replyHintLine', () => {
  it.each([
    [undefined, null],
    [null, null],
    [{ kind: 'within', hours: 1 } as const, 'Usually replies within an hour'],
    [{ kind: 'within', hours: 3 } as const, 'Usually replies within 3 hours'],
    [{ kind: 'rarely' } as const, 'Replies rarely'],
  ])('%o reads %s', (hint, line) => expect(replyHintLine(hint, texts)).toBe(line));
});

describe('hintIsAboutPoster', () => {
  it.each([
    ['a bounty channel, to a candidate', { kind: 'bounty', owner_id: 'bob' }, 'alice', true],
    ['a bounty channel, to its poster', { kind: 'bounty', owner_id: 'bob' }, 'bob', false],
    ['a bounty channel without an owner', { kind: 'bounty' }, 'alice', false],
    ["a DM, to its candidate (the other side is the poster)", { kind: 'dm', candidate_id: 'alice', owner_id: 'bob' }, 'alice', true],
    ["a DM, to its poster (the other side is the candidate)", { kind: 'dm', candidate_id: 'alice', owner_id: 'alice' }, 'bob', false],
    ['another channel', { kind: 'support' }, 'alice', false],
    ['no data', undefined, 'alice', false],
  ])('%s: %s', (_name, data, userId, expected) => expect(hintIsAboutPoster(data, userId)).toBe(expected));
});
