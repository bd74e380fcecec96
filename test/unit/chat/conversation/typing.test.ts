// typing.start at most every 2 s while typing; typing.stop once on send or when the user goes idle.
import { describe, expect, it } from 'vitest';
import { TYPING_START_INTERVAL_MS, createTypingRule } from '../../../../src/chat/conversation/typing.js';

type Step = [at: number, what: 'text' | 'send' | 'idle', text?: string];

describe('createTypingRule', () => {
  it('limits typing.start to once every 2 s', () => expect(TYPING_START_INTERVAL_MS).toBe(2_000));

  it.each<[string, Step[], Array<string | null>]>([
    ['the first keystroke starts', [[0, 'text', 'h']], ['typing.start']],
    ['keystrokes within 2 s send nothing more', [[0, 'text', 'h'], [500, 'text', 'he'], [1_999, 'text', 'hel']], ['typing.start', null, null]],
    ['a keystroke 2 s later starts again', [[0, 'text', 'h'], [2_000, 'text', 'he']], ['typing.start', 'typing.start']],
    ['sending stops', [[0, 'text', 'hi'], [100, 'send']], ['typing.start', 'typing.stop']],
    ['after a send the next keystroke starts at once', [[0, 'text', 'hi'], [100, 'send'], [200, 'text', 'a']], ['typing.start', 'typing.stop', 'typing.start']],
    ['sending without typing sends no stop', [[0, 'send']], [null]],
    ['a second send sends no second stop', [[0, 'text', 'a'], [10, 'send'], [20, 'send']], ['typing.start', 'typing.stop', null]],
    ['going idle stops', [[0, 'text', 'a'], [3_000, 'idle']], ['typing.start', 'typing.stop']],
    ['clearing the text stops', [[0, 'text', 'a'], [10, 'text', '']], ['typing.start', 'typing.stop']],
    ['whitespace alone is not typing', [[0, 'text', '   ']], [null]],
  ])('%s', (_name, steps, expected) => {
    let clock = 0;
    const rule = createTypingRule(() => clock);
    const events = steps.map(([at, what, text]) => {
      clock = at;
      if (what === 'text') return rule.onText(text ?? '');
      return what === 'send' ? rule.onSend() : rule.onIdle();
    });
    expect(events).toEqual(expected);
  });
});
