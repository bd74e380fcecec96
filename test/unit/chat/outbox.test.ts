// The outbox's rules: what a failed message keeps, where it is stored, what a send's end means for it, and when
// the outbox is sent again.
import { describe, expect, it } from 'vitest';
import { outboxChannel, outboxEntry, outboxKey, parseOutbox, resendsAfter, sendOutcome, withEntry, withoutEntry } from '../../../src/chat/message/outbox.js';
import type { OutboxEntry, OutgoingMessage, SendOutcome } from '../../../src/chat/message/outbox.js';
import { sendErrorOf } from '../../../src/chat/message/retryOutcome.js';
import type { SendError } from '../../../src/chat/message/retryOutcome.js';

const now = new Date('2026-11-26T05:00:00.000Z');

describe('outboxEntry (what a failed message keeps)', () => {
  it.each<[string, OutgoingMessage, OutboxEntry | null]>([
    ['text', { id: 'm1', text: 'Hello' }, { id: 'm1', text: 'Hello', created_at: now.toISOString() }],
    ['no id: nothing to resend under', { text: 'Hello' }, null],
    ['blank text, no attachment', { id: 'm1', text: '  ' }, null],
    ['an uploaded image, no text', { id: 'm1', attachments: [{ type: 'image', image_url: 'https://cdn.test/a.png', fallback: 'a.png', localMetadata: { id: 'x' } }] },
      { id: 'm1', text: '', created_at: now.toISOString(), attachments: [{ type: 'image', image_url: 'https://cdn.test/a.png', fallback: 'a.png' }] }],
    ['a file still on the device is not kept', { id: 'm1', text: 'see file', attachments: [{ type: 'file', asset_url: 'blob:https://host/1' }] },
      { id: 'm1', text: 'see file', created_at: now.toISOString() }],
    ['a reply with a quote and mentions', { id: 'm1', text: 'hi @bob', parent_id: 'p1', quoted_message_id: 'q1', show_in_channel: true, mentioned_users: ['bob', { id: 'eve' }], created_at: '2026-11-26T04:00:00.000Z' },
      { id: 'm1', text: 'hi @bob', created_at: '2026-11-26T04:00:00.000Z', parent_id: 'p1', quoted_message_id: 'q1', show_in_channel: true, mentioned_users: ['bob', 'eve'] }],
  ])('%s', (_name, message, expected) => expect(outboxEntry(message, now)).toEqual(expected));
});

describe('storage keys (per user and channel, no token)', () => {
  it.each<[string, string, string]>([
    ['alice', 'messaging:dm-1', 'bountychat.outbox:alice/messaging:dm-1'],
    ['a/b c', 'bounty:42', 'bountychat.outbox:a%2Fb%20c/bounty:42'],
  ])('outboxKey(%s, %s) is %s', (user, cid, key) => {
    expect(outboxKey(user, cid)).toBe(key);
    expect(outboxChannel(key, user)).toBe(cid);
  });
  it.each<[string, string, string | null]>([
    ['bountychat.outbox:alice/messaging:x', 'bob', null],
    ['bountychat.outbox:alice/', 'alice', null],
    ['bountychat.requests', 'alice', null],
  ])('outboxChannel(%s, %s) is %s', (key, user, cid) => expect(outboxChannel(key, user)).toBe(cid));
});

describe('parseOutbox (what a resend needs of each stored payload; a damaged value reads as empty)', () => {
  const entry = { id: 'm1', text: 'Hi', created_at: now.toISOString() };
  it.each<[string | null, OutboxEntry[]]>([
    [null, []],
    ['not json', []],
    ['{"id":"m1"}', []],
    [JSON.stringify([entry, { id: 2 }, null, 'x']), [entry]],
    [JSON.stringify([{ id: 'm2', text: 'Raw payload', mentioned_users: ['bob'], attachments: [{ type: 'file', asset_url: 'https://cdn.test/f.pdf', title: 'f.pdf' }] }]),
      [{ id: 'm2', text: 'Raw payload', created_at: now.toISOString(), mentioned_users: ['bob'], attachments: [{ type: 'file', asset_url: 'https://cdn.test/f.pdf', title: 'f.pdf' }] }]],
  ])('parseOutbox(%s)', (raw, expected) => expect(parseOutbox(raw, now)).toEqual(expected));
});

describe('withEntry / withoutEntry (one entry per message id)', () => {
  const a = { id: 'a', text: 'A', created_at: '2026-01-01T00:00:00.000Z' };
  const b = { id: 'b', text: 'B', created_at: '2026-01-02T00:00:00.000Z' };
  it('adds a new message at the end', () => expect(withEntry([a], b)).toEqual([a, b]));
  it('a message failed again replaces its entry in place, keeping its first time', () => {
    expect(withEntry([a, b], { ...a, text: 'A2', created_at: '2026-05-05T00:00:00.000Z' })).toEqual([{ ...a, text: 'A2' }, b]);
  });
  it('removes by id', () => expect(withoutEntry([a, b], 'a')).toEqual([b]));
});

describe('sendOutcome (what a send\'s end means for the outbox)', () => {
  const duplicate = { status: 400, code: 4, message: 'SendMessage failed with error: "a message with ID m1 already exists"' };
  it.each<[string, { error: SendError } | { message: { type?: string } }, SendOutcome]>([
    ['answered with the message', { message: { type: 'regular' } }, 'delivered'],
    ['answered with an error message (moderation)', { message: { type: 'error' } }, 'drop'],
    ['refused as a duplicate: the provider has it', { error: duplicate }, 'delivered'],
    ['no answer (offline)', { error: { message: 'Network Error' } }, 'keep'],
    ['a 500', { error: { status: 500 } }, 'keep'],
    ['a 429', { error: { status: 429, code: 9 } }, 'keep'],
    ['a 403', { error: { status: 403, code: 17 } }, 'drop'],
  ])('%s: %s', (_name, result, expected) => expect(sendOutcome(result)).toBe(expected));
});

describe('sendErrorOf (the SDK puts the answer in different places)', () => {
  it.each<[unknown, SendError]>([
    [{ response: { status: 400, data: { code: 4, message: 'exists' } }, message: 'x' }, { status: 400, code: 4, message: 'exists' }],
    [{ status: 500, code: -1, message: 'oops' }, { status: 500, code: -1, message: 'oops' }],
    [new Error('Network Error'), { status: undefined, code: undefined, message: 'Network Error' }],
    [null, { status: undefined, code: undefined, message: undefined }],
  ])('sendErrorOf(%o)', (error, expected) => expect(sendErrorOf(error)).toEqual(expected));
});

describe('resendsAfter (when the outbox is sent again)', () => {
  it.each<[{ type: string; online?: boolean }, boolean]>([
    [{ type: 'connection.changed', online: true }, true],
    [{ type: 'connection.changed', online: false }, false],
    [{ type: 'connection.recovered' }, true],
    [{ type: 'message.new' }, false],
  ])('%o: %s', (event, expected) => expect(resendsAfter(event)).toBe(expected));
});
