import { describe, expect, it } from 'vitest';
import { englishFirstContactTexts, guardRefusal, guardView } from '../../../src/chat/firstContact/firstContactView';
import { FIRST_CONTACT_REFUSALS } from '../../../src/server/firstContact/firstContactRule';

describe('guardView', () => {
  it.each([
    [{ first_contact: true, off_board: true }, false, { plainText: true, notice: true }],
    [{ first_contact: true, off_board: true }, true, { plainText: true, notice: false }],
    [{ first_contact: true, off_board: false }, false, { plainText: true, notice: false }],
    [{ first_contact: false, off_board: true }, false, { plainText: false, notice: false }],
    [{ first_contact: 'true', off_board: true }, false, { plainText: false, notice: false }],
    [{ first_contact: true, off_board: true, type: 'error' }, false, { plainText: false, notice: false }],
    [{}, false, { plainText: false, notice: false }],
    [undefined, false, { plainText: false, notice: false }],
  ])('%o read by its sender: %s → %o', (message, mine, expected) => expect(guardView(message, mine)).toEqual(expected));
});

describe('guardRefusal', () => {
  it('knows the service refusals word for word', () => {
    expect(englishFirstContactTexts.firstContactSameText).toBe(FIRST_CONTACT_REFUSALS['same-text']);
    expect(englishFirstContactTexts.firstContactPerDay).toBe(FIRST_CONTACT_REFUSALS['per-day']);
    expect(guardRefusal({ moderation_details: { error_msg: FIRST_CONTACT_REFUSALS['same-text'] } })).toBe('firstContactSameText');
    expect(guardRefusal({ moderation_details: { error_msg: FIRST_CONTACT_REFUSALS['per-day'] } })).toBe('firstContactPerDay');
  });
  it.each([
    [{ moderation_details: { error_msg: 'Message was blocked' } }],
    [{ moderation_details: null }],
    [{}],
  ])('%o is no refusal of the guard', (message) => expect(guardRefusal(message)).toBeNull());
});
