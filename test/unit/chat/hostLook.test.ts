// The host's look options: which direction and side the widget takes, and which font lists may reach its CSS.
import { describe, expect, it } from 'vitest';
import { resolveDir, resolveSide } from '../../../src/chat/look/hostLook';
import { isFontFamily } from '../../../src/loader/validate';
import { englishShellTexts, overrideTexts, withCount } from '../../../src/chat/texts/hostTexts';

describe('resolveDir and resolveSide', () => {
  it.each([
    [undefined, undefined, 'ltr', 'right'],
    ['auto', 'ar', 'rtl', 'left'],
    [undefined, 'he-IL', 'rtl', 'left'],
    ['auto', 'fa', 'rtl', 'left'],
    ['auto', 'ur', 'rtl', 'left'],
    ['auto', 'de', 'ltr', 'right'],
    ['ltr', 'ar', 'ltr', 'right'],
    ['rtl', 'en', 'rtl', 'left'],
  ] as const)('dir %s, locale %s → %s, launcher %s', (dir, locale, expected, side) => {
    expect(resolveDir(dir, locale)).toBe(expected);
    expect(resolveSide(undefined, resolveDir(dir, locale))).toBe(side);
  });

  it('an explicit position wins over the direction', () => {
    expect(resolveSide('right', 'rtl')).toBe('right');
    expect(resolveSide('left', 'ltr')).toBe('left');
  });
});

describe('isFontFamily', () => {
  it.each([
    ['"Source Sans 3", Georgia, serif', true],
    ["'Noto Naskh Arabic', sans-serif", true],
    ['inherit', true],
    ['Georgia; color: red', false],
    ['x}*{display:none', false],
    ['"Unclosed, serif', false],
    ['a\\"b', false],
    ['   ', false],
    ['a'.repeat(201), false],
    [12, false],
  ])('%s → %s', (value, ok) => expect(isFontFamily(value)).toBe(ok));
});

describe('host texts', () => {
  it('replace only the keys the widget has, with strings', () => {
    const texts = overrideTexts(englishShellTexts, { title: 'Nachrichten', unknown: 'x' });
    expect(texts.title).toBe('Nachrichten');
    expect(texts.openChat).toBe('Open chat');
    expect(texts).not.toHaveProperty('unknown');
    expect(withCount(texts.openChatUnread, 3)).toBe('Open chat, 3 unread');
  });
});
