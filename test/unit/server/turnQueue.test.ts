import { describe, expect, it } from 'vitest';
import { turnQueue } from '../../../src/server/http/turnQueue';

describe("the turn's requests, run together", () => {
  it('runs the jobs of one turn in order in one callback: what they start to wait on leaves after the last one ran', async () => {
    const inTurn = turnQueue();
    const seen: string[] = [];
    for (const name of ['a', 'b', 'c']) {
      inTurn(() => {
        seen.push(`run ${name}`);
        queueMicrotask(() => seen.push(`then ${name}`));
      });
    }
    expect(seen).toEqual([]);
    await new Promise((resolve) => setImmediate(resolve));
    await new Promise((resolve) => setImmediate(resolve));
    expect(seen).toEqual(['run a', 'run b', 'run c', 'then a', 'then b', 'then c']);
    // The next turn's jobs go in a callback of their own.
    inTurn(() => seen.push('run d'));
    await new Promise((resolve) => setImmediate(resolve));
    expect(seen.at(-1)).toBe('run d');
  });
});
