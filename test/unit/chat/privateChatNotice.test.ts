// Who is told by e-mail that a private chat was opened with them.
import { describe, expect, it } from 'vitest';
import { privateChatNoticeRecipient } from '../../../src/chat/privateChatNotice.js';

const DM = 'dm-0123456789abcdef0123456789abcdef01234567';

describe('privateChatNoticeRecipient', () => {
  it.each<[string, string, Array<{ userId: string; lastActive?: string }>, boolean, string | null]>([
    ['a DM with someone who never opened the chat', DM, [{ userId: 'alice' }, { userId: 'bob' }], false, 'bob'],
    ['a DM with someone the provider has seen', DM, [{ userId: 'alice' }, { userId: 'bob', lastActive: '2026-11-23T09:00:00Z' }], false, null],
    ['a DM already noticed from here', DM, [{ userId: 'bob' }], true, null],
    ['a bounty channel', 'bounty-101', [{ userId: 'bob' }], false, null],
    ['a DM whose other member is unknown', DM, [{ userId: 'alice' }], false, null],
  ])('%s → %s', (_name, channelId, peers, noticed, expected) => {
    expect(privateChatNoticeRecipient(channelId, 'alice', peers, noticed)).toBe(expected);
  });
});
