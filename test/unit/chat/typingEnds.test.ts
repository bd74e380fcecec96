import { describe, expect, it } from 'vitest';
import { typingEndedBy } from '../../../src/chat/conversation/typingEnds.js';

describe('typingEndedBy', () => {
  it.each([
    [{ type: 'message.new', user: { id: 'alice' } }, { alice: {} }, 'alice'],
    [{ type: 'message.new', user: { id: 'alice' } }, { bob: {} }, null],
    [{ type: 'message.new', user: { id: 'alice' } }, {}, null],
    [{ type: 'message.new' }, { alice: {} }, null],
    [{ type: 'message.updated', user: { id: 'alice' } }, { alice: {} }, null],
    [{ type: 'message.new', user: { id: 'toString' } }, {}, null],
  ])('%o with %o typing ends %s', (event, typing, expected) => expect(typingEndedBy(event, typing)).toBe(expected));
});
