// Who is e-mailed about a message: in a DM the offline other member; elsewhere only offline members the message
// @-mentions; never the sender; only from the sending window. And who is told a private chat was opened.
import { describe, expect, it } from 'vitest';
import type { ChannelMemberResponse } from 'stream-chat';
import { isEmailWorthy, offlineEmailRequests, privateChatNoticeRecipient, toEmailMembers } from '../../../src/chat/offlineEmail.js';
import type { EmailMember, EmailMessage, OfflineEmailInput } from '../../../src/chat/offlineEmail.js';

const DM = 'dm-0123456789abcdef0123456789abcdef01234567';
const alice: EmailMember = { userId: 'alice', name: 'Alice Candidate', online: true };
const bobOffline: EmailMember = { userId: 'bob', name: 'Bob Poster', online: false };
const bobOnline: EmailMember = { ...bobOffline, online: true };
const carolOffline: EmailMember = { userId: 'carol', name: 'Carol', online: false };

const text = (value: string, extra: Partial<EmailMessage> = {}): EmailMessage => ({ type: 'regular', text: value, ...extra });
/** A bounty-channel message that @-mentions `ids`. */
const mentioning = (ids: string[], value = 'Can we talk about the scope?'): EmailMessage => text(value, { mentioned_users: ids.map((id) => ({ id })) });

function input(extra: Partial<OfflineEmailInput> = {}): OfflineEmailInput {
  return {
    channelId: 'bounty-101', channelName: 'Fix the flaky checkout test', members: [alice, bobOffline, carolOffline],
    senderId: 'alice', message: mentioning(['bob', 'carol']), isSendingWindow: true, ...extra,
  };
}
const recipients = (value: OfflineEmailInput) => offlineEmailRequests(value).map((r) => r.recipientUserId).join(',');

describe('offlineEmailRequests: who', () => {
  it.each<[string, Partial<OfflineEmailInput>, string]>([
    ['every offline member the message mentions', {}, 'bob,carol'],
    ['nobody in a bounty channel when nobody is mentioned', { message: text('Can we talk about the scope?') }, ''],
    ['only the mentioned one of two offline members', { message: mentioning(['carol']) }, 'carol'],
    ['a mentioned user who is not a member gets nothing', { message: mentioning(['mallory']) }, ''],
    ['in a DM the offline other member, mentioned or not', { channelId: DM, members: [alice, bobOffline], message: text('hi') }, 'bob'],
    ['in a DM nobody when the other member is online', { channelId: DM, members: [alice, bobOnline], message: text('hi') }, ''],
    ['never the sender, even mentioning themself', { message: mentioning(['alice', 'bob']), members: [{ ...alice, online: false }, bobOffline] }, 'bob'],
    ['nobody when everyone else is online', { members: [alice, bobOnline] }, ''],
    ['only the offline ones', { members: [alice, bobOnline, carolOffline] }, 'carol'],
    ['nobody from a window that is not the last-focused one', { isSendingWindow: false }, ''],
    ['nobody in a channel of one', { members: [alice] }, ''],
  ])('%s', (_name, extra, expected) => {
    expect(recipients(input(extra))).toBe(expected);
  });
});

describe('offlineEmailRequests: which messages', () => {
  it.each<[string, EmailMessage, boolean]>([
    ['a regular message', text('hello'), true],
    ['a message without a type (as sent)', { text: 'hello' }, true],
    ['a reply also shown in the channel', text('hello', { type: 'reply', parent_id: 'p1', show_in_channel: true }), true],
    ['a thread-only reply', text('hello', { type: 'reply', parent_id: 'p1' }), false],
    ['a system message', text('Alice joined', { type: 'system' }), false],
    ['an error message', text('failed', { type: 'error' }), false],
    ['an ephemeral message (e.g. a command preview)', text('/giphy', { type: 'ephemeral' }), false],
    ['a deleted message', text('gone', { type: 'deleted' }), false],
    ['a bounced message', text('bad word', { moderation_details: { action: 'MESSAGE_RESPONSE_ACTION_BOUNCE', error_msg: 'blocked', harms: [], original_text: 'bad word' } }), false],
    ['a silent message', text('hello', { silent: true }), false],
    ['blank text and no attachments', text('   '), false],
    ['no text but an attachment', { type: 'regular', attachments: [{ type: 'file', title: 'spec.pdf' }] }, true],
  ])('%s → %s', (_name, message, worthy) => {
    expect(isEmailWorthy(message)).toBe(worthy);
    expect(offlineEmailRequests(input({ message: { ...message, mentioned_users: [{ id: 'bob' }, { id: 'carol' }] } })).length).toBe(worthy ? 2 : 0);
  });
});

describe('offlineEmailRequests: what', () => {
  it('a bounty channel: its name, not a DM, the trimmed text, the message id', () => {
    const message = { ...mentioning(['bob'], '  @Bob can we talk?  '), id: 'm1' };
    expect(offlineEmailRequests(input({ members: [alice, bobOffline], message }))).toEqual([{
      senderUserId: 'alice', recipientUserId: 'bob', messageContent: '@Bob can we talk?', isDM: false,
      channelName: 'Fix the flaky checkout test', channelId: 'bounty-101', messageId: 'm1',
    }]);
  });

  it('a DM: isDM and the other person\'s name', () => {
    const [request] = offlineEmailRequests(input({ channelId: DM, channelName: undefined, members: [alice, bobOffline] }));
    expect(request).toMatchObject({ isDM: true, channelName: 'Bob Poster', channelId: DM, recipientUserId: 'bob' });
  });

  it.each<[string, Partial<OfflineEmailInput>, string]>([
    ['a DM whose other member has no name uses their id', { channelId: DM, members: [alice, { userId: 'bob', online: false }] }, 'bob'],
    ['a bounty channel without a name uses its id', { channelName: undefined, members: [alice, bobOffline] }, 'bounty-101'],
  ])('%s', (_name, extra, expected) => {
    expect(offlineEmailRequests(input(extra))[0]?.channelName).toBe(expected);
  });

  it.each<[string, EmailMessage, string]>([
    ['one named attachment', { attachments: [{ type: 'file', title: 'spec.pdf' }] }, 'Sent an attachment: spec.pdf'],
    ['several attachments', { attachments: [{ type: 'image', fallback: 'a.png' }, { type: 'image' }] }, 'Sent 2 attachments: a.png'],
    ['an unnamed attachment', { attachments: [{ type: 'image' }] }, 'Sent an attachment'],
    ['text wins over attachments', { text: 'see file', attachments: [{ type: 'file', title: 'x' }] }, 'see file'],
  ])('content of %s', (_name, message, expected) => {
    expect(offlineEmailRequests(input({ message: { ...message, mentioned_users: [{ id: 'bob' }] } }))[0]?.messageContent).toBe(expected);
  });

  it('keeps the text within the service\'s 10,000 characters', () => {
    expect(offlineEmailRequests(input({ message: mentioning(['bob'], 'x'.repeat(12_000)) }))[0]?.messageContent).toHaveLength(10_000);
  });
});

describe('toEmailMembers', () => {
  it('reads ids and presence; unknown presence counts as offline; deleted accounts are left out', () => {
    const members: ChannelMemberResponse[] = [
      { user_id: 'alice', user: { id: 'alice', name: 'Alice Candidate', online: true } },
      { user_id: 'bob', user: { id: 'bob', name: 'Bob Poster' } },
      { user_id: 'carol' },
      { user_id: 'dave', user: { id: 'dave', deleted_at: '2026-01-01T00:00:00Z', online: false } },
    ];
    expect(toEmailMembers(members)).toEqual([
      { userId: 'alice', name: 'Alice Candidate', online: true },
      { userId: 'bob', name: 'Bob Poster', online: false },
      { userId: 'carol', name: undefined, online: false },
    ]);
  });
});

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
