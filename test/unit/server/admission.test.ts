import { describe, expect, it } from 'vitest';
import { createAdmission } from '../../../src/server/http/admission';
import type { RateLimiter } from '../../../src/server/http/rateLimiter';

/** A shared limiter whose answers the test gives, one take at a time, in order. */
function heldLimiter() {
  const pending: Array<(waitMs: number) => void> = [];
  const limiter: RateLimiter = {
    take: () => new Promise<number>((resolve) => pending.push(resolve)),
    sweep: async () => {},
    forget: () => {},
  };
  return { limiter, answer: (waitMs: number) => pending.shift()!(waitMs) };
}

const refuse = (waitMs: number) => {
  if (waitMs > 0) throw new Error(`refused for ${waitMs} ms`);
};
const settled = () => new Promise((resolve) => setImmediate(resolve));

describe('admission: the per-user limit in front of a request', () => {
  it('starts a read beside its budget check and answers it once the check lets it through', async () => {
    const { limiter, answer } = heldLimiter();
    const admitted = createAdmission(limiter, refuse);
    const started: string[] = [];
    const read = admitted('ada', true, async () => (started.push('read'), 'unread 1'));
    await settled();
    expect(started).toEqual(['read']);
    answer(0);
    expect(await read).toBe('unread 1');
  });

  it('refuses a read the check refuses, and drops its answer (even a failed one)', async () => {
    const { limiter, answer } = heldLimiter();
    const admitted = createAdmission(limiter, refuse);
    const read = admitted('ada', true, async () => {
      throw new Error('provider down');
    });
    answer(4_000);
    await expect(read).rejects.toThrow('refused for 4000 ms');
  });

  it('starts a write only once the check lets it through, and never a refused one', async () => {
    const { limiter, answer } = heldLimiter();
    const admitted = createAdmission(limiter, refuse);
    const started: string[] = [];
    const write = admitted('ada', false, async () => (started.push('write'), 'done'));
    const refused = admitted('ada', false, async () => (started.push('refused write'), 'done'));
    await settled();
    expect(started).toEqual([]);
    answer(0);
    answer(1_000);
    expect(await write).toBe('done');
    await expect(refused).rejects.toThrow('refused for 1000 ms');
    expect(started).toEqual(['write']);
  });

  it("starts one read per user ahead of its check: the user's next reads wait for theirs, another user's does not", async () => {
    const { limiter, answer } = heldLimiter();
    const admitted = createAdmission(limiter, refuse);
    const started: string[] = [];
    const reads = [
      admitted('ada', true, async () => (started.push('ada 1'), 1)),
      admitted('ada', true, async () => (started.push('ada 2'), 2)),
      admitted('bob', true, async () => (started.push('bob 1'), 1)),
    ].map((read) => read.catch((error: Error) => error.message));
    await settled();
    expect(started).toEqual(['ada 1', 'bob 1']);
    answer(500);
    answer(500);
    answer(0);
    expect(await Promise.all(reads)).toEqual(['refused for 500 ms', 'refused for 500 ms', 1]);
    expect(started).toEqual(['ada 1', 'bob 1']);
  });

  it('answers at once when the limiter does (counted in memory, or a refusal remembered)', async () => {
    const counts = [0, 2_000];
    const admitted = createAdmission({ take: () => counts.shift()!, sweep: async () => {}, forget: () => {} }, refuse);
    expect(await admitted('ada', true, async () => 'ok')).toBe('ok');
    await expect(admitted('ada', true, async () => 'never')).rejects.toThrow('refused for 2000 ms');
  });
});
