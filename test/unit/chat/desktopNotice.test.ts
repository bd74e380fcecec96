// Which new message shows a desktop notification, and what it says: a DM or a mention, someone else's, while
// the tab is hidden; plain text, cut short; one tag per conversation.
import { describe, expect, it } from 'vitest';
import { NOTICE_BODY_MAX_CHARS, desktopNotice, noticeBody, notifies } from '../../../src/chat/desktopNotice.js';
import type { NoticeInput } from '../../../src/chat/desktopNotice.js';

const DM = 'dm-0123456789abcdef0123456789abcdef01234567';
const base: NoticeInput = {
  channelType: 'messaging', channelId: DM, selfId: 'alice', hidden: true,
  message: { id: 'm1', type: 'regular', text: 'Are you free on Monday?', user: { id: 'bob', name: 'Bob Poster' } },
};
const input = (change: Partial<NoticeInput> & { message?: Partial<NoticeInput['message']> } = {}): NoticeInput =>
  ({ ...base, ...change, message: { ...base.message, ...change.message } });

describe('notifies', () => {
  it.each<[string, NoticeInput, boolean]>([
    ['a DM message from the other person, tab hidden', input(), true],
    ['the same, tab visible', input({ hidden: false }), false],
    ['the user\'s own message', input({ message: { user: { id: 'alice', name: 'Alice' } } }), false],
    ['a message without a sender', input({ message: { user: null } }), false],
    ['a bounty-channel message without a mention', input({ channelId: 'bounty-1' }), false],
    ['a bounty-channel message that mentions someone else', input({ channelId: 'bounty-1', message: { mentioned_users: [{ id: 'carol' }] } }), false],
    ['a bounty-channel message that mentions the user', input({ channelId: 'bounty-1', message: { mentioned_users: [{ id: 'alice' }] } }), true],
    ['a system message', input({ message: { type: 'system' } }), false],
    ['a thread-only reply', input({ message: { type: 'reply', parent_id: 'm0' } }), false],
    ['a thread reply also shown in the channel', input({ message: { type: 'reply', parent_id: 'm0', show_in_channel: true } }), true],
    ['a silent message', input({ message: { silent: true } }), false],
    ['an empty message', input({ message: { text: '  ' } }), false],
  ])('%s → %s', (_, given, expected) => expect(notifies(given)).toBe(expected));
});

describe('noticeBody', () => {
  it.each<[string, string]>([
    ['Hello', 'Hello'],
    ['  two\n\nlines\there ', 'two lines here'],
    ['<b>not</b> &amp; html', '<b>not</b> &amp; html'],
    ['x'.repeat(NOTICE_BODY_MAX_CHARS), 'x'.repeat(NOTICE_BODY_MAX_CHARS)],
    ['x'.repeat(NOTICE_BODY_MAX_CHARS + 1), `${'x'.repeat(NOTICE_BODY_MAX_CHARS - 1)}…`],
    [`${'😀'.repeat(NOTICE_BODY_MAX_CHARS)}!`, `${'😀'.repeat(NOTICE_BODY_MAX_CHARS - 1)}…`],
  ])('%j → %j', (text, expected) => expect(noticeBody(text)).toBe(expected));
});

describe('desktopNotice', () => {
  it.each<[string, NoticeInput, { title: string; body: string } | null]>([
    ['a DM: the sender as title, the text as body', input(), { title: 'Bob Poster', body: 'Are you free on Monday?' }],
    ['a mention: the sender and the channel\'s name', input({ channelId: 'bounty-1', channelName: 'Fix the login page', message: { mentioned_users: [{ id: 'alice' }] } }),
      { title: 'Bob Poster in Fix the login page', body: 'Are you free on Monday?' }],
    ['a mention in a channel without a name: its id', input({ channelId: 'bounty-1', message: { mentioned_users: [{ id: 'alice' }] } }),
      { title: 'Bob Poster in bounty-1', body: 'Are you free on Monday?' }],
    ['a sender without a name', input({ message: { user: { id: 'bob' } } }), { title: 'Someone', body: 'Are you free on Monday?' }],
    ['a name holding a placeholder stays as written', input({ message: { user: { id: 'bob', name: '{{channel}}' } } }), { title: '{{channel}}', body: 'Are you free on Monday?' }],
    ['attachments only', input({ message: { text: '', attachments: [{ type: 'image', image_url: 'https://x/y.png' }] } }), { title: 'Bob Poster', body: 'Sent an attachment' }],
    ['the user\'s own message: none', input({ message: { user: { id: 'alice' } } }), null],
  ])('%s', (_, given, expected) => {
    const notice = desktopNotice(given);
    expect(notice && { title: notice.title, body: notice.body }).toEqual(expected);
  });

  it('tags the notification with the conversation, so a newer one replaces it', () => {
    const first = desktopNotice(input());
    const second = desktopNotice(input({ message: { id: 'm2', text: 'Or Tuesday?' } }));
    const other = desktopNotice(input({ channelId: 'dm-ffffffffffffffffffffffffffffffffffffffff' }));
    expect(first?.tag).toBe(`messaging:${DM}`);
    expect(second?.tag).toBe(first?.tag);
    expect(other?.tag).not.toBe(first?.tag);
    expect(first).toMatchObject({ channelType: 'messaging', channelId: DM });
  });

});
