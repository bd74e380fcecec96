// The composer's send rules, attachment limit, link refusal and trimming.
import { describe, expect, it } from 'vitest';
import { attachmentLimitRefusal, MAX_ATTACHMENTS } from '../../../src/chat/composer/attachmentLimit.js';
import { containsLink, linkRefusal } from '../../../src/chat/composer/links.js';
import { SEND_BLOCKER_TEXTS, sendBlocker, trimMessageText } from '../../../src/chat/composer/sendBlocker.js';
import type { Draft } from '../../../src/chat/composer/sendBlocker.js';

describe('sendBlocker', () => {
  it.each<[Draft, string | null]>([
    [{ text: 'hi', attachments: 0, uploading: 1 }, 'uploads-pending'],
    [{ text: '', attachments: 2, uploading: 1 }, 'uploads-pending'],
    [{ text: 'hi', attachments: 31, uploading: 0 }, 'too-many-attachments'],
    [{ text: 'hi', attachments: 30, uploading: 0 }, null],
    [{ text: '', attachments: 0, uploading: 0 }, 'empty'],
    [{ text: '   ', attachments: 0, uploading: 0 }, 'empty'],
    [{ text: '\n\n\t \n', attachments: 0, uploading: 0 }, 'empty'],
    [{ text: '', attachments: 1, uploading: 0 }, null],
    [{ text: '', attachments: 0, uploading: 0, hasOtherContent: true }, null],
    [{ text: 'hi', attachments: 0, uploading: 0 }, null],
  ])('sendBlocker(%o) is %s', (draft, expected) => expect(sendBlocker(draft)).toBe(expected));

  it('explains the blocks the user cannot see for themselves', () => {
    expect(SEND_BLOCKER_TEXTS['uploads-pending']).toBe('Wait until all attachments have uploaded');
    expect(SEND_BLOCKER_TEXTS['too-many-attachments']).toBe("You can't uplod more than 30 attachments");
    expect(SEND_BLOCKER_TEXTS.empty).toBeNull();
  });
});

describe('trimMessageText', () => {
  it.each<[string, string]>([
    ['\n\nhello\n\n', 'hello'],
    ['\r\nhello\r\n', 'hello'],
    ['hello\n\nworld', 'hello\n\nworld'],
    ['  \n  indented', '  indented'],
    ['hello  ', 'hello  '],
    ['\n \n', ''],
    ['', ''],
  ])('%j → %j', (text, expected) => expect(trimMessageText(text)).toBe(expected));
});

describe('attachmentLimitRefusal', () => {
  it.each<[number, number, string | null]>([
    [0, 30, null],
    [29, 1, null],
    [30, 1, "You can't uplod more than 30 attachments"],
    [0, 31, "You can't uplod more than 30 attachments"],
    [10, 25, "You can't uplod more than 30 attachments"],
  ])('%i held + %i added → %s', (held, adding, expected) => expect(attachmentLimitRefusal(held, adding)).toBe(expected));

  it('fills in another limit', () => expect(attachmentLimitRefusal(5, 1, 5)).toBe("You can't uplod more than 5 attachments"));
  it('is 30 by default', () => expect(MAX_ATTACHMENTS).toBe(30));
});

describe('links', () => {
  it.each<[string, boolean]>([
    ['see https://example.com/x', true],
    ['http://127.0.0.1:8080', true],
    ['go to www.example.org', true],
    ['example.com', true],
    ['mail me: mailto:a@b.c', true],
    ['the docs are at docs.github.io/page', true],
    ['no link here', false],
    ['e.g. this, i.e. that', false],
    ['node.js and vue.js', false],
    ['ends with a dot.', false],
  ])('%j contains a link: %s', (text, expected) => expect(containsLink(text)).toBe(expected));

  it.each<[string, string[], string | null]>([
    ['see https://example.com', ['send-message'], 'Sending links is not allowed in this conversation'],
    ['see https://example.com', ['send-message', 'send-links'], null],
    ['plain text', ['send-message'], null],
  ])('%j with %j → %s', (text, capabilities, expected) => expect(linkRefusal(text, capabilities)).toBe(expected));
});
