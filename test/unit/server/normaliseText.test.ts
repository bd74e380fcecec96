// The text the contact rule reads is the text the widget shows: references, escapes, invisible characters,
// compatibility forms, Markdown marks and line breaks do not hide a contact detail from it.
import { describe, expect, it } from 'vitest';
import { maskContacts } from '../../../src/server/bounties/maskContacts';
import { normaliseText, originalRange } from '../../../src/server/bounties/normaliseText';

const HOST = ['jobs.example.com'];
const HIDDEN = '[contact details hidden]';

describe('normaliseText', () => {
  it.each<[string, string, string]>([
    ['plain text is its own normal form', 'call me at 10:30', 'call me at 10:30'],
    ['a Markdown escape', 'bob\\@gmail.com', 'bob@gmail.com'],
    ['a numeric reference', 'bob&#64;gmail.com', 'bob@gmail.com'],
    ['a hexadecimal reference', 'bob&#x40;gmail.com', 'bob@gmail.com'],
    ['a named reference', 'bob&commat;gmail&period;com', 'bob@gmail.com'],
    ['an unknown reference stays', 'fish &chips; today', 'fish &chips; today'],
    ['a zero-width space', 'bob\u200B@gmail.com', 'bob@gmail.com'],
    ['a soft hyphen and a word joiner', 'bob\u00AD@\u2060gmail.com', 'bob@gmail.com'],
    ['a full-width at sign', 'bob＠gmail.com', 'bob@gmail.com'],
    ['mathematical digits', '𝟒𝟏𝟓', '415'],
    ['thin and narrow spaces', '415\u2009555\u202F2671', '415 555 2671'],
    ['line breaks', '415\r\n555\n2671', '415 555 2671'],
    ['Markdown emphasis', '415**555**2671', '4155552671'],
    ['underscores between digits', '415_555_2671', '415 555 2671'],
    ['an underscore in a name stays', 't.me/alice_dev', 't.me/alice_dev'],
  ])('%s', (_name, text, expected) => {
    expect(normaliseText(text).text).toBe(expected);
  });

  it('maps each found range back to the text as written', () => {
    const text = 'mail bob&#64;gmail.com now';
    const view = normaliseText(text);
    const start = view.text.indexOf('bob');
    expect(originalRange(view, start, start + 'bob@gmail.com'.length)).toEqual([5, 22]);
  });
});

describe('maskContacts hides what the widget would show', () => {
  it.each<[string, string, string]>([
    ['an escaped at sign (rendered as a mailto link)', 'mail bob\\@gmail.com', `mail ${HIDDEN}`],
    ['a referenced at sign (rendered as a mailto link)', 'mail bob&#64;gmail.com', `mail ${HIDDEN}`],
    ['a zero-width space before the at sign', 'mail bob\u200B@gmail.com', `mail ${HIDDEN}`],
    ['a full-width at sign', 'mail bob＠gmail.com', `mail ${HIDDEN}`],
    ['an address spelled out', 'write bob at gmail dot com', `write ${HIDDEN}`],
    ['an address spelled out in brackets', 'write bob (at) gmail [dot] com', `write ${HIDDEN}`],
    ['spaces around the dot', 'bob@gmail . com', HIDDEN],
    ['a bare domain (the widget links it)', 'see alice.dev', 'see [link hidden]'],
    ['a messenger link without a scheme', 'ping t.me/alice_dev', 'ping [link hidden]'],
    ['a number split by Markdown', 'call 415**555**2671', `call ${HIDDEN}`],
    ['a number over three lines', 'call 415\n555\n2671', `call ${HIDDEN}`],
    ['a number in mathematical digits', 'call 𝟒𝟏𝟓 𝟓𝟓𝟓 𝟐𝟔𝟕𝟏', `call ${HIDDEN}`],
    ['a number with thin spaces', 'call 415\u2009555\u20092671', `call ${HIDDEN}`],
    ['a number with underscores', 'call 415_555_2671', `call ${HIDDEN}`],
    ["a bare link to the host's domain stays", 'see jobs.example.com/bounties/7', 'see jobs.example.com/bounties/7'],
    ['a reward, a date, a time and an order number stay', 'the reward is $400, due 2026-11-25 at 21:30, order #123456', 'the reward is $400, due 2026-11-25 at 21:30, order #123456'],
    ['"at" and "dot" in a sentence stay', 'look at this dot product', 'look at this dot product'],
    ['a sentence after a time stays', 'meet at noon. Then we talk', 'meet at noon. Then we talk'],
    ['Markdown and abbreviations stay', '**bold**, _it_, e.g. 12.5% of v2.4.1', '**bold**, _it_, e.g. 12.5% of v2.4.1'],
  ])('%s', (_name, text, expected) => {
    expect(maskContacts(text, HOST)).toBe(expected);
  });
});
