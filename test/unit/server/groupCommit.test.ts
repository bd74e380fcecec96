import { describe, expect, it } from 'vitest';
import { groupCommit } from '../../../src/server/store/groupCommit';

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

/** A store call that records each batch; the first one is held until `release()`. */
function heldStore() {
  const batches: string[][] = [];
  let release = () => {};
  const run = async (items: string[]) => {
    batches.push(items);
    if (batches.length === 1) await new Promise<void>((resolve) => (release = resolve));
    if (items.includes('bad')) throw new Error('store refused');
    return items.map((item) => item.toUpperCase());
  };
  return { batches, run, release: () => release() };
}

describe('group commit (the rate limit and the webhook inbox)', () => {
  it('sends what comes in one turn as one batch, and what comes while it is in flight as the next', async () => {
    const store = heldStore();
    const take = groupCommit(store.run, 10);
    const first = [take('a'), take('b'), take('c')];
    await nextTurn();
    expect(store.batches).toEqual([['a', 'b', 'c']]);
    const later = [take('d'), take('e')];
    await nextTurn();
    expect(store.batches).toHaveLength(1);
    store.release();
    expect(await Promise.all([...first, ...later])).toEqual(['A', 'B', 'C', 'D', 'E']);
    expect(store.batches).toEqual([['a', 'b', 'c'], ['d', 'e']]);
  });

  it('holds at most `most` items a batch, and a failing batch fails its own items only', async () => {
    const store = heldStore();
    const take = groupCommit(store.run, 2);
    const answers = ['a', 'b', 'bad', 'c', 'd'].map((item) => take(item).catch((error: Error) => error.message));
    await nextTurn();
    store.release();
    expect(await Promise.all(answers)).toEqual(['A', 'B', 'store refused', 'store refused', 'D']);
    expect(store.batches).toEqual([['a', 'b'], ['bad', 'c'], ['d']]);
  });
});
