import { describe, expect, it } from 'vitest';
import { newestMarkableMessageId } from '../../../../src/chat/unread/markReadUpTo';

describe('the message a mark-read goes up to', () => {
  it('is the newest message the provider holds', () => {
    expect(newestMarkableMessageId([{ id: 'a', status: 'received' }, { id: 'b', status: 'received', type: 'regular' }])).toBe('b');
  });

  it('skips our own messages still sending or failed, command previews and bounced messages, which only this client has', () => {
    expect(newestMarkableMessageId([
      { id: 'a', status: 'received' },
      { id: 'b', status: 'sending' },
      { id: 'c', status: 'failed' },
      { id: 'd', status: 'received', type: 'ephemeral' },
      { id: 'e', status: 'received', type: 'error' },
    ])).toBe('a');
  });

  it('keeps a deleted or system message (the provider holds it) and one without a status', () => {
    expect(newestMarkableMessageId([{ id: 'a', status: 'received', type: 'deleted' }])).toBe('a');
    expect(newestMarkableMessageId([{ id: 'a', status: 'received' }, { id: 's', type: 'system' }])).toBe('s');
  });

  it('is none in an empty channel, or when the client holds only its own unsent messages', () => {
    expect(newestMarkableMessageId([])).toBeUndefined();
    expect(newestMarkableMessageId([{ id: 'b', status: 'failed' }])).toBeUndefined();
  });
});
