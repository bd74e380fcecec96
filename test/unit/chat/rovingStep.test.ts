import { describe, expect, it } from 'vitest';
import { rovingStep } from '../../../src/chat/keyboard/rovingStep.js';

describe('rovingStep', () => {
  it.each([
    ['ArrowDown', 0, 3, 1],
    ['ArrowDown', 2, 3, 2],
    ['ArrowUp', 2, 3, 1],
    ['ArrowUp', 0, 3, 0],
    // Focus on none of the items yet (-1): up starts from the newest, down from the first.
    ['ArrowUp', -1, 3, 2],
    ['ArrowDown', -1, 3, 0],
    ['Home', 2, 3, 0],
    ['End', 0, 3, 2],
    ['Enter', 1, 3, null],
    ['Tab', 1, 3, null],
    ['ArrowDown', 0, 0, null],
  ])('%s on %i of %i → %s', (key, at, count, expected) => expect(rovingStep(key, at, count)).toBe(expected));
});
