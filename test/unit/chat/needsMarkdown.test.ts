import { describe, expect, it } from 'vitest';
import { needsMarkdown } from '../../../src/chat/markdown/needsMarkdown.js';

describe('needsMarkdown', () => {
  it.each([
    ['Hello Bob, about your bounty', false],
    ['Is dark mode still open?', false],
    ['  Monday works for me!  ', false],
    ["Can you start on 12/03? I'd pay $50 (or 45 €).", false],
    ['Grüße aus Zürich, 東京', false],
    ['x = y - 1', false],
    ['**bold**', true],
    ['_emphasis_', true],
    ['~~gone~~', true],
    ['`code`', true],
    ['[site](https://example.com)', true],
    ['# heading', true],
    ['> quoted', true],
    ['- item', true],
    ['1. first', true],
    ['2) second', true],
    ['a | b', true],
    ['line one\nline two', true],
    ['fish & chips', true],
    ['<b>html</b>', true],
    ['back\\slash', true],
    ['hi @alice', true],
    ['nice 👍', true],
    ['++inserted++', true],
    ['wait -- what', true],
  ])('needsMarkdown(%j) is %s', (text, expected) => expect(needsMarkdown(text)).toBe(expected));
});
