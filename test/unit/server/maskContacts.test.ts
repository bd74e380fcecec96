// Contact details are hidden; ordinary numbers never are.
import { findPhoneNumbersInText } from 'libphonenumber-js/max';
import { describe, expect, it } from 'vitest';
import { hideRanges, isDate, maskContacts, phoneRanges } from '../../../src/server/bounties/maskContacts';
import { DEFAULT_WORK_LINK_DOMAINS } from '../../../src/server/bounties/linkAllowList';

const HOST = ['jobs.example.com'];

describe('maskContacts', () => {
  it.each<[string, string, string]>([
    ['an international phone number and an e-mail address', 'call me on +44 20 7946 0958 or casey@example.com', 'call me on [contact details hidden] or [contact details hidden]'],
    ['a US number written nationally', 'ring 415-555-2671 tonight', 'ring [contact details hidden] tonight'],
    ['a UK number written nationally', 'my landline is 020 7946 0958', 'my landline is [contact details hidden]'],
    ['a short Canadian number written nationally (read under the US pass, which shares its calling code)', 'call 310-5885', 'call [contact details hidden]'],
    ['a short German number (a pager)', 'page me at 1682', 'page me at [contact details hidden]'],
    ['a number in Arabic-Indic digits', 'call +٤٤ ٢٠ ٧٩٤٦ ٠٩٥٨ now', 'call [contact details hidden] now'],
    ['a number in full-width digits', 'call ＋４４ ２０ ７９４６ ０９５８ now', 'call [contact details hidden] now'],
    ['a link to another domain', 'see https://elsewhere.example.org/me', 'see [link hidden]'],
    ['a www link to another domain', 'see www.elsewhere.example.org', 'see [link hidden]'],
    ['a link that holds a phone number reads as contact details', 'find me https://wa.me/14155552671', 'find me [contact details hidden]'],
    ['a link to an address and port whose digits a region reads as a phone number is a link', 'at http://127.0.0.1:30005/work', 'at [link hidden]'],
    ['a phone number beside an address is still found', 'http://10.0.0.7:8080 or +44 20 7946 0958', '[link hidden] or [contact details hidden]'],
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

// The default work links pass with the host's own; anything else in or around them is still hidden.
describe('maskContacts with the default work links', () => {
  const OPEN = [...HOST, ...DEFAULT_WORK_LINK_DOMAINS];
  it.each<[string, string, string]>([
    ['a GitHub issue', 'see https://github.com/acme/shop/issues/42', 'see https://github.com/acme/shop/issues/42'],
    ['a gist (a subdomain)', 'gist.github.com/alice/1234', 'gist.github.com/alice/1234'],
    ["Stripe's docs", 'per https://docs.stripe.com/payments/checkout', 'per https://docs.stripe.com/payments/checkout'],
    ['a Figma file', 'the design: https://www.figma.com/file/abc/Checkout', 'the design: https://www.figma.com/file/abc/Checkout'],
    ['a look-alike domain', 'see https://github.com.evil.example/x', 'see [link hidden]'],
    ['an address inside an allowed link', 'https://github.com/x?mail=bob@gmail.com', 'https://github.com/x?mail=[contact details hidden]'],
    ['a personal site beside a work link', 'github.com/acme/shop or alice.dev', 'github.com/acme/shop or [link hidden]'],
  ])('%s', (_name, text, expected) => {
    expect(maskContacts(text, OPEN)).toBe(expected);
  });
});

// The masking runs a region's phone pass only when some run of digits is long enough for a number of that region,
// and, in a short run, some stretch of its digits is a valid number there. Against all eleven passes on every text,
// seeded texts of numbers in many shapes (short German and Dutch ones, short ones valid only as a pager or service
// number, dialled from abroad, with a `+`, in other scripts) mixed with words and ordinary figures are masked the same.
// The phone numbers are compared (the texts also hold bare domains such as "316497.me", which the widget links and
// the rule hides as links).
describe('maskContacts skips only the phone passes that cannot find anything', () => {
  const REGIONS = [undefined, 'US', 'GB', 'DE', 'FR', 'IN', 'AU', 'ES', 'IT', 'NL', 'BR'] as const;

  /** Every pass on the whole text, dates left as they are: what the masking hid before it skipped any. */
  function allPasses(text: string): string {
    const found = REGIONS.flatMap((region) => findPhoneNumbersInText(text, region === undefined ? {} : { defaultCountry: region }));
    return hideRanges(text, found.filter((number) => !isDate(text.slice(number.startsAt, number.endsAt))).map((number): [number, number] => [number.startsAt, number.endsAt]));
  }

  const NUMBERS = ['030 1234', '0301234', '030 12345', '+49 30 1234', '0049 30 1234', '011 49 30 1234', '0612 345', '020 1234', '(02) 9876 5432',
    '+61 2 9876 5432', '0412 345 678', '415-555-2671', '+1 (415) 555-2671', '020 7946 0958', '06 12 34 56 78', '+33 6 12 34 56 78',
    '98765 43210', '+91 98765 43210', '612 345 678', '06 1234 5678', '+31 6 1234 5678', '(11) 91234-5678', '+55 11 91234-5678', '02 1234 5678',
    '+44 20 7946 0958 020 7946 0958', '+44 20 7946 0958, +1 415 555 2671', '+1 415 555 2671 ext. 12', '+44 20 7946 09', '+49 30 1234/5678',
    '+44 (0) 20 7946 0958', '+44 20 7946 0958 / 415-555-2671', '+33 6 12 34 56 78 90', '+4 415 555 2671', '+ 44 20 7946 0958', '011 49 1695', '00 43 1114', '011 43 1114', '+43 1114', '1234', '12345', '123456', '1234567', '12 34', '1-2-3-4-5', '+4930', '+44 20', '٠٣٠ ١٢٣٤', '０３０ １２３４', '2026-11-25', '12/03', '10:30', '$400',
    // Short numbers some region holds valid (DE pager and fixed line, AU, NL, IT), whole or inside a longer run.
    '1682', '40711', '030 373', '468132', '16314', '131930', '14074', '014 020', '071907', '1 1682', '12/1682', '٠١٦٨٢', '58213', '3105885', '310-5885'];
  const WORDS = ['call', 'me', 'on', 'or', 'order', 'ext.', 'x', 'at', 'due', 'the', 'reward', 'is', 'and', '+', '-', '/', '(', ')', ',', ':', '.'];
  const SEPARATORS = [' ', ' ', ' ', '', '-', ', ', '/', ' / ', '.'];

  it('hides what every pass on the whole text hides, in 1,500 seeded texts', () => {
    let state = 20261127;
    const next = (n: number) => ((state = (state * 1103515245 + 12345) % 2147483648), Math.floor((state / 2147483648) * n));
    const pick = <T,>(list: readonly T[]): T => list[next(list.length)]!;
    let masked = 0;
    for (let i = 0; i < 1_500; i++) {
      const parts = Array.from({ length: 1 + next(6) }, () => (next(3) === 0 ? pick(NUMBERS) : next(4) === 0 ? String(next(10 ** (1 + next(7)))) : pick(WORDS)));
      const text = parts.map((part, index) => (index === 0 ? part : pick(SEPARATORS) + part)).join('');
      const expected = allPasses(text);
      expect(hideRanges(text, phoneRanges(text)), text).toBe(expected);
      if (expected !== text) masked++;
    }
    // The texts are not all trivial: many hold a number some pass hides.
    expect(masked).toBeGreaterThan(300);
  });
});
