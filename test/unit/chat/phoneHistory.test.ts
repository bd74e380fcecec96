import { describe, expect, it } from 'vitest';
import { historyStep, openDepth } from '../../../src/chat/phoneHistory.js';

describe('openDepth', () => {
  it.each([
    [false, { channel: true, thread: true }, 0],
    [true, {}, 1],
    [true, { channel: true }, 2],
    [true, { settings: true }, 2],
    [true, { channel: true, thread: true }, 3],
    // A thread is only ever inside a conversation.
    [true, { thread: true }, 1],
  ])('panel open %s with %o is %i levels', (panelOpen, layers, depth) => expect(openDepth(panelOpen, layers)).toBe(depth));
});

describe('historyStep', () => {
  it.each([
    [0, 0, { push: 0, back: 0 }],
    [0, 1, { push: 1, back: 0 }],
    [1, 3, { push: 2, back: 0 }],
    [3, 2, { push: 0, back: 1 }],
    [3, 0, { push: 0, back: 3 }],
  ])('%i entries of ours for %i levels: %o', (pushed, depth, step) => expect(historyStep(pushed, depth)).toEqual(step));
});
