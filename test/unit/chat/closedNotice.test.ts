// The closed bounty's notice and the menu's sending actions: what a member of a frozen conversation reads and is offered.
import { describe, expect, it } from 'vitest';
import { closedNotice, englishClosedTexts } from '../../../src/chat/bounty/closedNotice.js';
import { offersAction } from '../../../src/chat/conversation/messageMenu.js';

const CLOSED_AT = '2026-12-03T10:00:00.000Z';

describe('closedNotice', () => {
  it.each<[string, object | undefined, string, string | null]>([
    ['a closed bounty\'s frozen DM, en-GB', { frozen: true, status: 'closed', closed_at: CLOSED_AT }, 'en-GB', 'This bounty was closed on 3 Dec'],
    ['the same in en-US', { frozen: true, status: 'closed', closed_at: CLOSED_AT }, 'en-US', 'This bounty was closed on Dec 3'],
    ['closed before the day was kept', { frozen: true, status: 'closed' }, 'en', 'This bounty was closed'],
    ['a closed day that is no date', { frozen: true, status: 'closed', closed_at: 'soon' }, 'en', 'This bounty was closed'],
    ["the winner's DM (closed, not frozen)", { frozen: false, status: 'closed', closed_at: CLOSED_AT }, 'en', null],
    ['frozen for another reason', { frozen: true, status: 'open' }, 'en', null],
    ['no data', undefined, 'en', null],
  ])('%s', (_, data, locale, expected) => expect(closedNotice(data, locale, englishClosedTexts)).toBe(expected));

  it('writes the day in the widget\'s locale inside translated words', () => {
    expect(closedNotice({ frozen: true, status: 'closed', closed_at: CLOSED_AT }, 'de', { bountyClosedNotice: 'x', bountyClosedOn: 'Am {date} geschlossen' })).toBe('Am 3. Dez. geschlossen');
  });
});

describe('offersAction', () => {
  const writable = { 'send-message': true, 'send-reply': true };
  it.each<[string, Record<string, boolean>, boolean]>([
    ['reply', writable, true], ['quote', writable, true], ['edit', writable, true],
    ['reply', {}, false], ['quote', {}, false], ['edit', {}, false],
    ['reply', { 'send-message': true }, false],
    ['react', {}, true], ['delete', {}, true], ['report', {}, true], ['markUnread', {}, true],
  ])('%s with %o: %s', (action, capabilities, expected) => expect(offersAction(action, capabilities)).toBe(expected));

  // Frozen, before the SDK's query after the freeze has taken the capabilities away: the flag alone decides.
  it.each<[string, boolean]>([['reply', false], ['quote', false], ['edit', false], ['react', true], ['delete', true]])(
    '%s in a frozen channel that still lists the sending capabilities: %s',
    (action, expected) => expect(offersAction(action, writable, true)).toBe(expected),
  );
});
