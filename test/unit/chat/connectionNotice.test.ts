// The connection notice: shown only after more than 5 s unhealthy, gone on recovery, never after a stop.
import { describe, expect, it } from 'vitest';
import { createConnectionNotice } from '../../../src/chat/connectionNotice.js';

/** A clock and timers a test moves by hand. */
function fakeTimers() {
  let now = 0;
  let timers: Array<{ at: number; run: () => void; id: number }> = [];
  let next = 0;
  return {
    timers: { set: (run: () => void, ms: number) => { timers.push({ at: now + ms, run, id: ++next }); return next; }, clear: (id: unknown) => { timers = timers.filter((t) => t.id !== id); } },
    advance(ms: number) {
      now += ms;
      const due = timers.filter((t) => t.at <= now);
      timers = timers.filter((t) => t.at > now);
      due.forEach((t) => t.run());
    },
  };
}

type Step = ['online' | 'offline' | 'stop'] | ['wait', number] | ['late', number];

describe('createConnectionNotice', () => {
  it.each<[string, Step[], boolean[]]>([
    ['a blip under 5 s shows nothing', [['offline'], ['wait', 4900], ['online'], ['wait', 10000]], []],
    ['down for 5 s shows it', [['offline'], ['wait', 5000]], [true]],
    ['recovery hides it', [['offline'], ['wait', 6000], ['online']], [true, false]],
    ['repeated offline reports do not restart the delay', [['offline'], ['wait', 3000], ['offline'], ['wait', 2000]], [true]],
    ['a stop (destroy) while down shows nothing', [['offline'], ['wait', 1000], ['stop'], ['wait', 10000], ['offline'], ['wait', 10000]], []],
    ['a stop while shown hides it', [['offline'], ['wait', 5000], ['stop']], [true, false]],
    ['a late report of 5 s unhealthy shows it at once', [['late', 5000]], [true]],
    ['a late report of 2 s waits the other 3 s', [['late', 2000], ['wait', 2900], ['online']], []],
    ['a late report after an early one shows it at once', [['offline'], ['wait', 100], ['late', 5000], ['wait', 10000]], [true]],
  ])('%s', (_name, steps, expected) => {
    const clock = fakeTimers();
    const shown: boolean[] = [];
    const notice = createConnectionNotice((visible) => shown.push(visible), clock.timers);
    for (const step of steps) {
      if (step[0] === 'wait') clock.advance(step[1]);
      else if (step[0] === 'stop') notice.stop();
      else if (step[0] === 'late') notice.connection(false, step[1]);
      else notice.connection(step[0] === 'online');
    }
    expect(shown).toEqual(expected);
  });
});
