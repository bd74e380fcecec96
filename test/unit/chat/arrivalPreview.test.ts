// The preview by the launcher: someone else's DM or mention, the sender and the first line, plain and short.
import { describe, expect, it } from 'vitest';
import { ARRIVAL_LINE_MAX_CHARS, arrivalPreview } from '../../../src/chat/arrivalPreview.js';
import type { ArrivalInput } from '../../../src/chat/arrivalPreview.js';

const DM = 'dm-0123456789abcdef0123456789abcdef01234567';
const base: ArrivalInput = {
  channelType: 'messaging', channelId: DM, selfId: 'alice',
  message: { id: 'm1', type: 'regular', text: 'Are you free on Monday?', user: { id: 'bob', name: 'Bob Poster' } },
};
const input = (change: Partial<ArrivalInput> & { message?: Partial<ArrivalInput['message']> } = {}): ArrivalInput =>
  ({ ...base, ...change, message: { ...base.message, ...change.message } });

describe('arrivalPreview', () => {
  it.each<[string, ArrivalInput, { title: string; body: string } | null]>([
    ['a DM from the other person: name and text', input(), { title: 'Bob Poster', body: 'Are you free on Monday?' }],
    ['only the first line that has text', input({ message: { text: '\n  Hi Alice,  \nsecond line\nthird' } }), { title: 'Bob Poster', body: 'Hi Alice,' }],
    ['markup stays text', input({ message: { text: '<img src=x onerror=alert(1)> **bold**' } }), { title: 'Bob Poster', body: '<img src=x onerror=alert(1)> **bold**' }],
    ['a long line is cut', input({ message: { text: 'y'.repeat(200) } }), { title: 'Bob Poster', body: `${'y'.repeat(ARRIVAL_LINE_MAX_CHARS - 1)}…` }],
    ['attachments only', input({ message: { text: '', attachments: [{ type: 'image' }] } }), { title: 'Bob Poster', body: 'Sent an attachment' }],
    ['a mention in a bounty channel names the channel', input({ channelId: 'bounty-1', channelName: 'Logo', message: { mentioned_users: [{ id: 'alice' }] } }), { title: 'Bob Poster in Logo', body: 'Are you free on Monday?' }],
    ["the user's own message: none", input({ message: { user: { id: 'alice', name: 'Alice' } } }), null],
    ['a bounty-channel message without a mention: none', input({ channelId: 'bounty-1' }), null],
    ['a thread-only reply: none', input({ message: { type: 'reply', parent_id: 'm0' } }), null],
  ])('%s', (_, given, expected) => {
    const preview = arrivalPreview(given);
    expect(preview && { title: preview.title, body: preview.body }).toEqual(expected);
  });
});
