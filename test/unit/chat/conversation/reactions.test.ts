// The product offers exactly five reactions, in a fixed order.
import { describe, expect, it } from 'vitest';
import { PRODUCT_REACTIONS, isProductReaction } from '../../../../src/chat/conversation/reactions.js';

describe('reactions', () => {
  it('are exactly haha, like, love, sad and wow, in that order', () => {
    expect(PRODUCT_REACTIONS.map((face) => face.type)).toEqual(['haha', 'like', 'love', 'sad', 'wow']);
  });

  it.each([['haha', true], ['wow', true], ['fire', false], ['Like', false], ['', false]])('isProductReaction(%s) is %s', (type, expected) => {
    expect(isProductReaction(type)).toBe(expected);
  });

  it('each has an emoji and a name of its own', () => {
    expect(new Set(PRODUCT_REACTIONS.map((face) => face.emoji)).size).toBe(5);
    expect(new Set(PRODUCT_REACTIONS.map((face) => face.name)).size).toBe(5);
  });
});
