import { describe, expect, it } from 'vitest';
import { emailCandidates, mayBeEmailed, mutedForRecipient } from '../../../src/server/email/offlineRecipients';
import type { MessageAudience } from '../../../src/server/email/offlineRecipients';

const dm: MessageAudience = { senderId: 'ada', channelKind: 'dm', memberIds: ['ada', 'bob'], mentionedUserIds: [] };
const bounty: MessageAudience = { senderId: 'ada', channelKind: 'bounty', memberIds: ['ada', 'bob', 'cy', 'dee'], mentionedUserIds: [] };

describe('emailCandidates', () => {
  it.each([
    ['a DM: the partner', dm, ['bob']],
    ['a DM mentioning the sender too: still only the partner', { ...dm, mentionedUserIds: ['ada', 'bob'] }, ['bob']],
    ['a bounty message mentioning nobody: nobody', bounty, []],
    ['a bounty message mentioning cy: cy', { ...bounty, mentionedUserIds: ['cy'] }, ['cy']],
    ['a mention of the sender: nobody', { ...bounty, mentionedUserIds: ['ada'] }, []],
    ['a mention of someone outside the channel: nobody', { ...bounty, mentionedUserIds: ['eve'] }, []],
    ['a system message (no sender) in a DM: both members', { ...dm, senderId: null }, ['ada', 'bob']],
  ] as const)('%s', (_, audience, expected) => expect(emailCandidates(audience)).toEqual(expected));

  it('mayBeEmailed says the same for one recipient', () => {
    expect(mayBeEmailed(dm, 'bob')).toBe(true);
    expect(mayBeEmailed(bounty, 'bob')).toBe(false);
    expect(mayBeEmailed({ ...bounty, mentionedUserIds: ['bob'] }, 'bob')).toBe(true);
  });
});

describe('mutedForRecipient', () => {
  it.each([
    ['nothing muted', { channelMuted: false, mutedUserIds: [] }, 'ada', false],
    ['the conversation muted', { channelMuted: true, mutedUserIds: [] }, 'ada', true],
    ['the sender muted', { channelMuted: false, mutedUserIds: ['cy', 'ada'] }, 'ada', true],
    ['someone else muted', { channelMuted: false, mutedUserIds: ['cy'] }, 'ada', false],
    ['a system message (no sender), only the conversation counts', { channelMuted: false, mutedUserIds: ['ada'] }, null, false],
  ] as const)('%s', (_, mutes, senderId, expected) => expect(mutedForRecipient(mutes, senderId)).toBe(expected));
});
