import { describe, expect, it } from 'vitest';
import { conversationMute, isMutedConversation, muteStateOf } from '../../../../src/chat/mute/conversationMutes.js';

const NOW = Date.parse('2026-01-10T12:00:00Z');
const mutes = muteStateOf(
  [{ channel: { cid: 'bountychat:muted' } }, { channel: { cid: 'bountychat:ran-out' }, expires: '2026-01-10T11:00:00Z' }, { channel: null }],
  [{ target: { id: 'mo' } }, { target: { id: 'old' }, expires: '2026-01-09T00:00:00Z' }, { target: { id: 'later' }, expires: '2026-01-11T00:00:00Z' }],
  NOW,
);

describe('muteStateOf', () => {
  it('keeps live mutes only', () => {
    expect([...mutes.channelCids]).toEqual(['bountychat:muted']);
    expect([...mutes.userIds]).toEqual(['mo', 'later']);
  });
});

describe('conversationMute', () => {
  it.each([
    ['a muted conversation', { cid: 'bountychat:muted', kind: 'bounty', memberIds: ['me', 'x'] }, 'conversation'],
    ['a DM with a muted person', { cid: 'bountychat:dm1', kind: 'dm', memberIds: ['me', 'mo'] }, 'person'],
    ['a DM with a person muted until later', { cid: 'bountychat:dm2', kind: 'dm', memberIds: ['later', 'me'] }, 'person'],
    ['a bounty channel with a muted person in it: not muted', { cid: 'bountychat:b', kind: 'bounty', memberIds: ['me', 'mo'] }, null],
    ['a DM whose mute ran out', { cid: 'bountychat:ran-out', kind: 'dm', memberIds: ['me', 'x'] }, null],
    ['a DM with a person whose mute ran out', { cid: 'bountychat:dm3', kind: 'dm', memberIds: ['me', 'old'] }, null],
    ['a DM whose members are unknown', { cid: 'bountychat:dm4', kind: 'dm', memberIds: [] }, null],
  ] as const)('%s', (_, conversation, expected) => {
    expect(conversationMute(mutes, conversation, 'me')).toBe(expected);
    expect(isMutedConversation(mutes, conversation, 'me')).toBe(expected !== null);
  });

  it('a user who muted herself does not mute her own DMs', () => {
    const self = muteStateOf([], [{ target: { id: 'me' } }], NOW);
    expect(conversationMute(self, { cid: 'bountychat:dm', kind: 'dm', memberIds: ['me', 'x'] }, 'me')).toBeNull();
  });
});
