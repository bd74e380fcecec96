import { describe, expect, it } from 'vitest';
import { englishSafetyTexts, reportBlocker, withName } from '../../../src/chat/safety/safetyTexts';
import { overrideTexts } from '../../../src/chat/texts/hostTexts';

describe('the report step', () => {
  it.each([
    [null, '', 'no-reason'],
    ['spam', '', null],
    ['scam', 'wants a wire transfer', null],
    ['other', '   ', 'no-details'],
    ['other', 'asked for my bank login', null],
    ['harassment', 'x'.repeat(501), 'too-long'],
    ['other', 'x'.repeat(500), null],
  ])('reportBlocker(%s, %j) is %s', (reason, details, expected) => expect(reportBlocker(reason, details)).toBe(expected));

  it('names the person, and the host\'s texts replace the English one by one', () => {
    expect(withName(englishSafetyTexts.blockPerson, 'Ana')).toBe('Block Ana');
    const texts = overrideTexts(englishSafetyTexts, { reportThanks: 'Danke, wir sehen es uns an', unknownKey: 'x' });
    expect(texts.reportThanks).toBe('Danke, wir sehen es uns an');
    expect(texts.blockConfirm).toBe('Block {name}?');
  });
});
