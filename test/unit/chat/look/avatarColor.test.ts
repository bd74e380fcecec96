import { describe, expect, it } from 'vitest';
import { AVATAR_COLORS, AVATAR_TEXT, avatarColor } from '../../../../src/chat/look/avatarColor.js';
import { contrastRatio } from '../../../helpers/contrast.js';

describe('avatarColor', () => {
  it.each(AVATAR_COLORS.map((color) => [color]))('%s carries the white initials at AA (4.5:1)', (color) => {
    expect(contrastRatio(color, AVATAR_TEXT)).toBeGreaterThanOrEqual(4.5);
  });

  it('offers enough distinct colours', () => {
    expect(new Set(AVATAR_COLORS).size).toBe(AVATAR_COLORS.length);
    expect(AVATAR_COLORS.length).toBeGreaterThanOrEqual(10);
  });

  it.each([['user-1'], ['anna'], [''], ['ü-unicode-ïd']])('is the same for %j every time, and one of the palette', (id) => {
    expect(avatarColor(id)).toBe(avatarColor(id));
    expect(AVATAR_COLORS).toContain(avatarColor(id));
  });

  it('spreads ids that differ by one character over the palette', () => {
    const ids = Array.from({ length: 60 }, (_, n) => `candidate-${n}`);
    const used = new Set(ids.map(avatarColor));
    expect(used.size).toBeGreaterThanOrEqual(AVATAR_COLORS.length - 1);
    // Neighbours rarely match: under a quarter of consecutive pairs share a colour.
    const same = ids.slice(1).filter((id, n) => avatarColor(id) === avatarColor(ids[n]!)).length;
    expect(same).toBeLessThan(ids.length / 4);
  });
});
