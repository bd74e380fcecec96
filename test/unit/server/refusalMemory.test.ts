import { describe, expect, it } from 'vitest';
import { rememberRefusals } from '../../../src/server/http/refusalMemory';
import { manualClock } from '../../helpers/serverEngine';

/** A shared limiter that refuses every take with the wait until `freeAt`, and counts the store calls. */
function refusingStore(clock: { now(): number }, freeAt: number) {
  const calls: string[] = [];
  return {
    calls,
    limiter: {
      take: async (userId: string) => (calls.push(`take ${userId}`), Math.max(0, freeAt - clock.now())),
      sweep: async () => void calls.push('sweep'),
      forget: (userId: string) => void calls.push(`forget ${userId}`),
    },
  };
}

describe('refusals remembered (shared limiters)', () => {
  it("refuses the user's next requests at once with the wait the store gave, asks the store again once it ran out", async () => {
    const clock = manualClock();
    const store = refusingStore(clock, clock.now() + 30_000);
    const limiter = rememberRefusals(store.limiter, clock);
    expect(await limiter.take('ada')).toBe(30_000);
    clock.advance(10_000);
    // Refused here, with what is left of the wait, without a store call.
    expect(limiter.take('ada')).toBe(20_000);
    expect(store.calls).toEqual(['take ada']);
    // Another user is asked for as ever.
    expect(await limiter.take('bob')).toBe(20_000);
    clock.advance(20_000);
    expect(await limiter.take('ada')).toBe(0);
    expect(store.calls).toEqual(['take ada', 'take bob', 'take ada']);
  });

  it('forgets a refusal with the user (an erasure), and passes sweeps and erasures on', async () => {
    const clock = manualClock();
    const store = refusingStore(clock, clock.now() + 30_000);
    const limiter = rememberRefusals(store.limiter, clock);
    await limiter.take('ada');
    limiter.forget('ada');
    await limiter.sweep();
    expect(await limiter.take('ada')).toBe(30_000);
    expect(store.calls).toEqual(['take ada', 'forget ada', 'sweep', 'take ada']);
  });
});
