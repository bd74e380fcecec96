// The throttles behind typing.start and mark-thread-read, on a clock and timers the test drives.
import { describe, expect, it } from 'vitest';
import { createGate, createThrottledCall } from '../../../../src/chat/conversation/throttle.js';
import { MARK_THREAD_READ_INTERVAL_MS, THREAD_PAGE_SIZE } from '../../../../src/chat/conversation/threads.js';

/** A clock and a timer queue moved by hand. */
function manualTime() {
  let now = 0;
  const timers: Array<{ at: number; run: () => void; live: boolean }> = [];
  return {
    now: () => now,
    setTimer(run: () => void, ms: number) {
      const timer = { at: now + ms, run, live: true };
      timers.push(timer);
      return () => { timer.live = false; };
    },
    advance(ms: number) {
      const until = now + ms;
      for (;;) {
        const next = timers.filter((t) => t.live && t.at <= until).sort((a, b) => a.at - b.at)[0];
        if (!next) break;
        now = next.at;
        next.live = false;
        next.run();
      }
      now = until;
    },
  };
}

describe('createGate', () => {
  it.each<[string, number[], boolean[]]>([
    ['the first call passes', [0], [true]],
    ['a second call within the interval is dropped', [0, 1_999], [true, false]],
    ['a call once the interval has passed goes', [0, 2_000], [true, true]],
    ['dropped calls do not extend the interval', [0, 500, 1_500, 2_000, 2_500, 4_000], [true, false, false, true, false, true]],
  ])('%s', (_name, times, expected) => {
    let clock = 0;
    const gate = createGate(2_000, () => clock);
    expect(times.map((at) => { clock = at; return gate.tryPass(); })).toEqual(expected);
  });

  it('reset lets the next call through at once', () => {
    let clock = 0;
    const gate = createGate(2_000, () => clock);
    gate.tryPass();
    clock = 100;
    gate.reset();
    expect(gate.tryPass()).toBe(true);
  });

  it('refuses a negative interval', () => expect(() => createGate(-1, () => 0)).toThrow(TypeError));
});

describe('createThrottledCall (mark-thread-read)', () => {
  it('reads a 50-reply page and reports reading at most once per 1,000 ms', () => {
    expect(THREAD_PAGE_SIZE).toBe(50);
    expect(MARK_THREAD_READ_INTERVAL_MS).toBe(1_000);
  });

  it.each<[string, number[], number, number[]]>([
    ['one request runs at once', [0], 5_000, [0]],
    ['a burst runs once now and once at the end of the interval', [0, 10, 20, 900], 5_000, [0, 1_000]],
    ['requests a second apart each run at once', [0, 1_000, 2_000], 5_000, [0, 1_000, 2_000]],
    ['a request just inside the interval waits for its end', [0, 999], 5_000, [0, 1_000]],
  ])('%s', (_name, requests, total, expectedRuns) => {
    const time = manualTime();
    const runs: number[] = [];
    const call = createThrottledCall(() => { runs.push(time.now()); }, 1_000, time.now, time.setTimer);
    let elapsed = 0;
    for (const at of requests) {
      time.advance(at - elapsed);
      elapsed = at;
      call.request();
    }
    time.advance(total - elapsed);
    expect(runs).toEqual(expectedRuns);
  });

  it('cancel drops the pending call', () => {
    const time = manualTime();
    const runs: number[] = [];
    const call = createThrottledCall(() => { runs.push(time.now()); }, 1_000, time.now, time.setTimer);
    call.request();
    time.advance(100);
    call.request();
    call.cancel();
    time.advance(5_000);
    expect(runs).toEqual([0]);
  });
});

/** A throttled call whose every run is a request still in flight until `settle()` ends the latest one. */
function requestingCall() {
  const time = manualTime();
  const runs: number[] = [];
  let settleLatest: () => void = () => undefined;
  const call = createThrottledCall(() => {
    runs.push(time.now());
    return new Promise<void>((done) => { settleLatest = done; });
  }, 1_000, time.now, time.setTimer);
  return { time, runs, call, settle: () => settleLatest() };
}

describe('createThrottledCall with a request (a promise)', () => {
  it('counts the interval from when the request settles, and a request meanwhile waits for that', async () => {
    const { time, runs, call, settle } = requestingCall();
    call.request();
    time.advance(10);
    call.request(); // while the first is still in flight
    time.advance(290);
    settle(); // it arrives 300 ms after it was asked for
    await Promise.resolve();
    await Promise.resolve();
    time.advance(999);
    expect(runs).toEqual([0]);
    time.advance(1);
    expect(runs).toEqual([0, 1_300]);
  });

  it('drops a request waiting on one in flight when cancelled', async () => {
    const { time, runs, call, settle } = requestingCall();
    call.request();
    call.request();
    call.cancel();
    settle();
    await Promise.resolve();
    await Promise.resolve();
    time.advance(5_000);
    expect(runs).toEqual([0]);
  });
});
