// Which new messages a person is told about (a desktop notification): what people wrote, with something in it.
import { describe, expect, it } from 'vitest';
import { isWorthTelling } from '../../../src/chat/message/worthTelling.js';
import type { TellableMessage } from '../../../src/chat/message/worthTelling.js';

const text = (value: string, extra: Partial<TellableMessage> = {}): TellableMessage => ({ type: 'regular', text: value, ...extra });

describe('isWorthTelling', () => {
  it.each<[string, TellableMessage, boolean]>([
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
    expect(isWorthTelling(message)).toBe(worthy);
  });
});
