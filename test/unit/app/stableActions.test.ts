import { describe, expect, it } from 'vitest';
import { stableActions } from '../../../src/app/kit/stableActions.js';

describe('stableActions', () => {
  it('keeps one object whose actions call the latest version, and whose values read the latest', () => {
    const latest = { current: { send: (text: string) => `first ${text}`, skip: false } };
    const actions = stableActions(latest);
    const send = actions.send;
    latest.current = { send: (text: string) => `second ${text}`, skip: true };
    expect(actions.send).toBe(send);
    expect(send('hi')).toBe('second hi');
    expect(actions.skip).toBe(true);
  });
});
