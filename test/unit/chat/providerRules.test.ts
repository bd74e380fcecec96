// Provider failures: rate limits retried after 3 s at most 3 times, "no access" means join; batches of 5 with pauses.
import { describe, expect, it } from 'vitest';
import { batchesOf, inBatches, JOIN_BATCH } from '../../../src/chat/batches.js';
import { needsJoin, retryDelay, withProviderRetry } from '../../../src/chat/providerRetry.js';

describe('retryDelay', () => {
  it.each<[unknown, number, number | null]>([
    [{ code: 9, message: 'Too many requests' }, 1, 3000],
    [{ code: 9 }, 3, 3000],
    [{ code: 9 }, 4, null],
    [{ code: 4, message: 'bad input' }, 1, null],
    [{ code: 40 }, 1, null],
    [new Error('network'), 1, null],
    [null, 1, null],
  ])('%o, attempt %i → %s', (error, attempt, expected) => expect(retryDelay(error, attempt)).toBe(expected));
});

describe('needsJoin', () => {
  it.each<[unknown, boolean]>([
    [{ code: 40, message: 'x' }, true],
    [{ code: 17, message: 'not allowed to access Resource messaging:b1 (not a member)' }, true],
    [{ code: 4, message: "You don't have access to this channel" }, true],
    [{ code: 9, message: 'Too many requests' }, false],
    [{ code: 16, message: "Can't find channel" }, false],
    [new Error('offline'), false],
  ])('%o → %s', (error, expected) => expect(needsJoin(error)).toBe(expected));
});

describe('withProviderRetry', () => {
  const sleeper = () => {
    const waits: number[] = [];
    return { waits, sleep: async (ms: number) => { waits.push(ms); } };
  };
  it.each<[string, number, 'ok' | 'throws', number[]]>([
    ['succeeds at once', 0, 'ok', []],
    ['rate-limited twice, then ok', 2, 'ok', [3000, 3000]],
    ['rate-limited three times, then ok', 3, 'ok', [3000, 3000, 3000]],
    ['rate-limited four times: gives up after three retries', 4, 'throws', [3000, 3000, 3000]],
  ])('%s', async (_name, failures, outcome, expectedWaits) => {
    const { waits, sleep } = sleeper();
    let calls = 0;
    const call = async () => { if (++calls <= failures) throw Object.assign(new Error('Too many requests'), { code: 9 }); return 'done'; };
    const result = withProviderRetry(call, sleep);
    if (outcome === 'ok') expect(await result).toBe('done');
    else await expect(result).rejects.toMatchObject({ code: 9 });
    expect(waits).toEqual(expectedWaits);
  });

  it('does not retry other failures', async () => {
    const { waits, sleep } = sleeper();
    await expect(withProviderRetry(async () => { throw Object.assign(new Error('no'), { code: 17 }); }, sleep)).rejects.toMatchObject({ code: 17 });
    expect(waits).toEqual([]);
  });
});

describe('batches', () => {
  it.each<[number, number, number[]]>([[0, 5, []], [5, 5, [5]], [12, 5, [5, 5, 2]], [3, 1, [1, 1, 1]]])(
    '%i items by %i → %o', (count, size, sizes) => {
      expect(batchesOf(Array.from({ length: count }, (_, i) => i), size).map((b) => b.length)).toEqual(sizes);
    });

  it('runs 12 items as 5, pause 500 ms, 5, pause, 2 — each batch together, failures kept apart', async () => {
    let now = 0;
    const log: string[] = [];
    const results = await inBatches(Array.from({ length: 12 }, (_, i) => i), { ...JOIN_BATCH, sleep: async (ms) => { now += ms; } }, async (item) => {
      log.push(`${item}@${now}`);
      if (item === 6) throw new Error('no');
      return item * 2;
    });
    expect(log).toEqual([...[0, 1, 2, 3, 4].map((i) => `${i}@0`), ...[5, 6, 7, 8, 9].map((i) => `${i}@500`), '10@1000', '11@1000']);
    expect(results.filter((r) => r.status === 'rejected')).toHaveLength(1);
    expect(results[11]).toEqual({ status: 'fulfilled', value: 22 });
  });
});
