// The composer's warning: shown when the text holds a phone number, an e-mail address or a link the policy hides,
// naming the links the message will lose.
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
    ["the awarded pair's DM after the bounty closed", 'casey@example.com', { ...UNTIL, status: 'closed', awarded_to: 'casey' }, null],
    ['closed without a winner', 'casey@example.com', { ...UNTIL, status: 'closed' }, UNTIL_WORDS],
  ])('%s', (_name, text, data, expected) => {
    expect(contactWarning(text, data)).toBe(expected);
  });
});

describe('contactWarning names the links a message will lose', () => {
  const OPEN = ['jobs.example.com', 'github.com', 'docs.stripe.com'];
  const LINKS = 'Links to other sites are hidden until the bounty is awarded';
  it.each<[string, string, Record<string, unknown>, string | null]>([
    ['an outside link, by its site', 'the fix: https://gitlab.example.org/acme/shop/-/issues/42', UNTIL, `${LINKS}: gitlab.example.org/…`],
    ['a bare domain, www left out', 'see www.alice.dev', UNTIL, `${LINKS}: alice.dev`],
    ['several, each site once, past three counted', 'a.dev/1 a.dev/2 b.dev c.dev d.dev', UNTIL, `${LINKS}: a.dev/…, b.dev, c.dev and 1 more`],
    ['work links and the host pass', 'https://github.com/acme/shop/issues/42 https://docs.stripe.com/checkout jobs.example.com/b/7', UNTIL, null],
    ['a look-alike does not', 'https://github.com.evil.example/x', UNTIL, `${LINKS}: github.com.evil.example/…`],
    ['contact details and a link, a line each', 'casey@example.com or alice.dev', UNTIL, `${UNTIL_WORDS}\n${LINKS}: alice.dev`],
    ['under mask', 'alice.dev', { kind: 'dm', contact_policy: 'mask' }, 'Links to other sites are hidden in this conversation: alice.dev'],
    ["the awarded pair's DM", 'alice.dev', { ...UNTIL, status: 'awarded', awarded_to: 'casey' }, null],
  ])('%s', (_name, text, data, expected) => {
    expect(contactWarning(text, data, OPEN)).toBe(expected);
  });
});
