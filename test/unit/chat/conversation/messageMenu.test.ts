// When a message offers its menu: never for error, system, deleted or ephemeral messages, nor while sending.
import { describe, expect, it } from 'vitest';
import { LONG_PRESS_MS, MENU_ACTIONS, hasMessageMenu } from '../../../../src/chat/conversation/messageMenu.js';
import type { MenuMessage } from '../../../../src/chat/conversation/messageMenu.js';

describe('hasMessageMenu', () => {
  it.each<[string, MenuMessage, boolean]>([
    ['a regular message', { type: 'regular', status: 'received' }, true],
    ['a thread reply', { type: 'reply', status: 'received' }, true],
    ['a message without a type', {}, true],
    ['an error message (failed or bounced)', { type: 'error' }, false],
    ['a system message', { type: 'system' }, false],
    ['a deleted message (type)', { type: 'deleted' }, false],
    ['a deleted message (deleted_at)', { type: 'regular', deleted_at: '2026-11-23T09:00:00Z' }, false],
    ['an ephemeral message', { type: 'ephemeral' }, false],
    ['a message that failed to send', { type: 'regular', status: 'failed', error: new Error('500') }, false],
    ['a message still sending', { type: 'regular', status: 'sending' }, false],
    ['a message blocked by moderation (shadowed)', { type: 'regular', shadowed: true }, false],
  ])('%s → %s', (_name, message, expected) => {
    expect(hasMessageMenu(message)).toBe(expected);
  });
});

describe('the menu', () => {
  it('opens on a 400 ms long press', () => expect(LONG_PRESS_MS).toBe(400));
  it('offers reply in thread, quote, edit, delete, pin, flag and mark unread (and reacting)', () => {
    expect(MENU_ACTIONS).toEqual(['react', 'reply', 'quote', 'edit', 'delete', 'pin', 'flag', 'markUnread']);
  });
});
