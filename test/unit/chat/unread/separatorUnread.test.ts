import { describe, expect, it } from 'vitest';
import { markedUnreadByReader, withSeparatorAt } from '../../../../src/chat/unread/separatorUnread';

/** A shown unread state as the kit keeps it (more fields than the rules read). */
const shown = { unread_messages: 2, last_read_message_id: 'm1' };

describe('separatorUnread', () => {
  it.each([
    [undefined, false],
    [{}, false],
    [{ first_unread_message_id: 'm2' }, true],
    [withSeparatorAt(shown, 'm2'), false],
    // The kit copies the state when a message arrives: the widget's tag goes with it.
    [{ ...withSeparatorAt(shown, 'm2'), unread_messages: 3 }, false],
  ])('markedUnreadByReader(%o) is %s', (state, expected) => expect(markedUnreadByReader(state)).toBe(expected));

  it('places the separator and keeps the rest of the state', () => {
    expect(withSeparatorAt(shown, 'm2')).toEqual({
      unread_messages: 2, last_read_message_id: 'm1', first_unread_message_id: 'm2', separator_only: true,
    });
  });
});
