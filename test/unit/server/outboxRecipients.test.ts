import { describe, expect, it } from 'vitest';
import { recipientsOf } from '../../../src/server/email/outboxFolder';

describe('recipientsOf: the To addresses of an outbox file', () => {
  it.each([
    ['To: Erin <Erin@Example.com>\nSubject: hi\n\nbody To: x@y.z', ['erin@example.com']],
    ['Subject: hi\nTo: a@example.com, "B, C" <b@example.com>\n\n', ['a@example.com', 'b@example.com']],
    ['To: =?UTF-8?Q?Ren=C3=A9e?=\n <renee@example.com>\nSubject: folded\n\n', ['renee@example.com']],
    ['Subject: no recipient\n\nTo: body@example.com', []],
    ['From: x@example.com\nReply-To: reply+abc@reply.example\n\n', []],
  ])('%j → %j', (head, expected) => expect(recipientsOf(head)).toEqual(expected));
});
