// The composer's warning: shown when the text holds a phone number or e-mail address and the policy hides them.
import { describe, expect, it } from 'vitest';
import { contactWarning } from '../../../src/chat/bounty/contactWarning.js';

const UNTIL = { kind: 'dm', contact_policy: 'mask-until-awarded', status: 'open', candidate_id: 'casey', owner_id: 'casey' };
const UNTIL_WORDS = 'Phone numbers and e-mail addresses are hidden until the bounty is awarded';

describe('contactWarning', () => {
  it.each<[string, string, Record<string, unknown>, string | null]>([
    ['a phone number', 'call me on +44 20 7946 0958', UNTIL, UNTIL_WORDS],
    ['an e-mail address', 'casey@example.com', UNTIL, UNTIL_WORDS],
    ['under mask', 'casey@example.com', { kind: 'dm', contact_policy: 'mask' }, 'Phone numbers and e-mail addresses are hidden in this conversation'],
    ['a price, a date, a time, an order number', '$400 on 2026-11-25 at 21:30, order #123456, version 2.4.1', UNTIL, null],
    ['allowed', 'casey@example.com', { kind: 'dm', contact_policy: 'allow' }, null],
    ['no policy', 'casey@example.com', { kind: 'dm' }, null],
    ["the awarded pair's DM", 'casey@example.com', { ...UNTIL, status: 'awarded', awarded_to: 'casey' }, null],
    ['awarded to someone else', 'casey@example.com', { ...UNTIL, status: 'awarded', awarded_to: 'dana' }, UNTIL_WORDS],
  ])('%s', (_name, text, data, expected) => {
    expect(contactWarning(text, data)).toBe(expected);
  });
});
