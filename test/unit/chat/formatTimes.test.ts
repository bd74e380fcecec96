// One clock face: the list, the conversation, the thread and the date separators write a time the same way for a
// locale — 12-hour where the locale reads so (en-US), 24-hour where it does not (de, en-GB).
import { describe, expect, it } from 'vitest';
import { formatDay, formatRowTime, formatTime, safeLocale } from '../../../src/chat/time/formatTimes';

const now = new Date(2026, 10, 26, 22, 0); // Thursday 26 November 2026, 22:00 local time
const evening = new Date(2026, 10, 26, 21, 20);
const clean = (text: string) => text.replace(/\u202f|\u00a0/g, ' ');

describe('formatTime', () => {
  it.each([
    ['en-US', evening, '9:20 PM'],
    ['de', evening, '21:20'],
    ['en-GB', evening, '21:20'],
    ['en-US', new Date(2026, 10, 26, 1, 5), '1:05 AM'],
    ['de', new Date(2026, 10, 26, 1, 5), '01:05'],
    ['en-GB', new Date(2026, 10, 26, 1, 5), '01:05'],
  ])('%s writes %s as %s', (locale, date, expected) => expect(clean(formatTime(date, locale))).toBe(expected));
});

describe('formatRowTime and formatDay', () => {
  it.each([
    ['en-US', evening, '9:20 PM', 'Today'],
    ['de', evening, '21:20', 'Heute'],
    ['en-US', new Date(2026, 10, 25, 9, 5), 'Yesterday', 'Yesterday'],
    ['de', new Date(2026, 10, 25, 9, 5), 'Gestern', 'Gestern'],
    ['en-US', new Date(2026, 10, 23, 9, 5), 'Monday', 'Monday'],
    ['de', new Date(2026, 10, 23, 9, 5), 'Montag', 'Montag'],
    ['en-US', new Date(2026, 9, 1, 9, 5), '10/1/2026', '10/1/2026'],
    ['de', new Date(2026, 9, 1, 9, 5), '1.10.2026', '1.10.2026'],
    ['en-GB', new Date(2026, 9, 1, 9, 5), '01/10/2026', '01/10/2026'],
  ])('%s: %s reads %s in a row, %s in a separator', (locale, date, row, day) => {
    expect(clean(formatRowTime(date, now, locale))).toBe(row);
    expect(clean(formatDay(date, now, locale))).toBe(day);
  });
});

describe('safeLocale', () => {
  it.each([
    ['de-CH', 'de-CH'],
    [undefined, 'en'],
    ['not a locale!', 'en'],
  ])('%s → %s', (locale, expected) => expect(safeLocale(locale)).toBe(expected));
});
