// Contact details are hidden; ordinary numbers never are.
import { describe, expect, it } from 'vitest';
import { maskContacts } from '../../../src/server/bounties/maskContacts';

const HOST = ['jobs.example.com'];

describe('maskContacts', () => {
  it.each<[string, string, string]>([
    ['an international phone number and an e-mail address', 'call me on +44 20 7946 0958 or casey@example.com', 'call me on [contact details hidden] or [contact details hidden]'],
    ['a US number written nationally', 'ring 415-555-2671 tonight', 'ring [contact details hidden] tonight'],
    ['a UK number written nationally', 'my landline is 020 7946 0958', 'my landline is [contact details hidden]'],
    ['a number in Arabic-Indic digits', 'call +٤٤ ٢٠ ٧٩٤٦ ٠٩٥٨ now', 'call [contact details hidden] now'],
    ['a number in full-width digits', 'call ＋４４ ２０ ７９４６ ０９５８ now', 'call [contact details hidden] now'],
    ['a link to another domain', 'see https://elsewhere.example.org/me', 'see [contact details hidden]'],
    ['a www link to another domain', 'see www.elsewhere.example.org', 'see [contact details hidden]'],
    ["a link to the host's own domain stays", 'the brief: https://jobs.example.com/bounties/7', 'the brief: https://jobs.example.com/bounties/7'],
    ['a reward', 'the reward is $400', 'the reward is $400'],
    ['a date', 'due 2026-11-25', 'due 2026-11-25'],
    ['a time', 'at 21:30 please', 'at 21:30 please'],
    ['an order number', 'order #123456 shipped', 'order #123456 shipped'],
    ['a version', 'version 2.4.1 fixes it', 'version 2.4.1 fixes it'],
    ['a plain sum', 'about 1500 lines', 'about 1500 lines'],
  ])('%s', (_name, text, expected) => {
    expect(maskContacts(text, HOST)).toBe(expected);
  });
});
