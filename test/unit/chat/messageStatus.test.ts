// What the sender reads under their own message, and when a failed resend means the message arrived.
import { describe, expect, it } from 'vitest';
import { messageStatus } from '../../../src/chat/message/messageStatus.js';
import type { StatusMessage } from '../../../src/chat/message/messageStatus.js';
import { isAlreadyReceived } from '../../../src/chat/message/retryOutcome.js';
import type { SendError } from '../../../src/chat/message/retryOutcome.js';

const bounce = { action: 'MESSAGE_RESPONSE_ACTION_BOUNCE' };

describe('messageStatus', () => {
  it.each<[string, StatusMessage, string, string | null, boolean]>([
    ['sending', { status: 'sending', type: 'regular' }, 'sending', 'Sending...', false],
    ['received', { status: 'received', type: 'regular' }, 'delivered', null, false],
    ['bounced by moderation (details)', { status: 'received', type: 'error', moderation_details: bounce }, 'bounced', null, false],
    ['bounced by moderation (v2 field)', { status: 'received', type: 'error', moderation: { action: 'bounce' } }, 'bounced', null, false],
    ['an error message without moderation', { status: 'received', type: 'error' }, 'unsent', 'Error · Unsent', false],
    ['an error message removed by moderation', { type: 'error', moderation_details: { action: 'MESSAGE_RESPONSE_ACTION_REMOVE' } }, 'unsent', 'Error · Unsent', false],
    ['refused with 403', { status: 'failed', type: 'regular', error: { status: 403 } }, 'unauthorized', 'Message Failed · Unauthorized', false],
    ['refused with 500', { status: 'failed', type: 'regular', error: { status: 500 } }, 'retryable', 'Message Failed · Click to try again', true],
    ['refused with 429', { status: 'failed', error: { status: 429 } }, 'retryable', 'Message Failed · Click to try again', true],
    ['no answer (offline)', { status: 'failed', error: { status: 0 } }, 'retryable', 'Message Failed · Click to try again', true],
    ['failed without an error', { status: 'failed' }, 'retryable', 'Message Failed · Click to try again', true],
  ])('%s', (_name, message, kind, text, canRetry) => {
    expect(messageStatus(message)).toEqual({ kind, text, canRetry });
  });
});

describe('isAlreadyReceived (a retry refused as a duplicate means the message is there)', () => {
  it.each<[SendError, boolean]>([
    [{ status: 400, code: 4, message: 'SendMessage failed with error: "a message with ID m1 already exists"' }, true],
    [{ status: 400, message: 'message m1 already exists' }, true],
    [{ code: 4, message: 'Message ALREADY EXISTS' }, true],
    [{ status: 400, code: 4, message: 'text is too long' }, false],
    [{ status: 500, code: -1, message: 'already exists' }, false],
    [{ status: 0, message: 'Network Error' }, false],
    [{}, false],
  ])('%o → %s', (error, expected) => expect(isAlreadyReceived(error)).toBe(expected));
});
