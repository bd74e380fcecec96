// The cross-tab request budget: 60 requests per 60,000 ms per user; over budget a request waits, never drops.
import { describe, expect, it } from 'vitest';
import { budgetKey, createRequestBudget, planRequest } from '../../../src/service/requestBudget.js';

const minute = (count: number, from: number, step = 0) => Array.from({ length: count }, (_, i) => from + i * step);

describe('planRequest', () => {
  it.each<[string, number[], number, number, number]>([
    ['an empty budget sends', [], 1000, 0, 1],
    ['59 in the window: the 60th goes', minute(59, 0, 10), 1000, 0, 60],
    ['60 in the window: the 61st waits for the oldest to leave', minute(60, 0, 10), 1000, 59_000, 60],
    ['timestamps older than the window no longer count', minute(60, 0, 10), 60_001, 0, 60],
    ['at the oldest + window exactly, it has left', [0, ...minute(59, 100)], 60_000, 0, 60],
    ['future timestamps (another clock) are ignored', [5_000_000], 1000, 0, 1],
  ])('%s', (_name, timestamps, now, waitMs, stored) => {
    const plan = planRequest(timestamps, now);
    expect(plan.waitMs).toBe(waitMs);
    expect(plan.timestamps).toHaveLength(stored);
  });
});

/** A storage two "tabs" share, a clock and a sleep that moves it. */
function sharedWorld() {
  const items = new Map<string, string>();
  const storage = { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => { items.set(k, v); } };
  const world = { now: 0, sleeps: [] as number[] };
  const ports = { storage: () => storage, now: () => world.now, sleep: async (ms: number) => { world.sleeps.push(ms); world.now += ms; } };
  return { items, world, tab: () => createRequestBudget(ports) };
}

describe('createRequestBudget', () => {
  it('two tabs share one budget: 30 + 30 go at once, the 61st waits until the first leaves the window', async () => {
    const { world, tab, items } = sharedWorld();
    const [a, b] = [tab(), tab()];
    for (let i = 0; i < 30; i++) { await a.take('u1'); world.now += 100; }
    for (let i = 0; i < 30; i++) { await b.take('u1'); world.now += 100; }
    expect(world.sleeps).toEqual([]);
    await b.take('u1');
    expect(world.sleeps).toEqual([60_000 - 6_000]);
    expect(JSON.parse(items.get(budgetKey('u1')) ?? '[]')).toHaveLength(60);
  });

  it('users have budgets of their own', async () => {
    const { world, tab } = sharedWorld();
    const a = tab();
    for (let i = 0; i < 60; i++) await a.take('u1');
    await a.take('u2');
    expect(world.sleeps).toEqual([]);
  });

  it('record counts a request that went without waiting', async () => {
    const { world, tab } = sharedWorld();
    const a = tab();
    a.record('u1');
    for (let i = 0; i < 59; i++) await a.take('u1');
    await a.take('u1');
    expect(world.sleeps).toEqual([60_000]);
  });

  it('works without storage (blocked or absent): this tab only', async () => {
    const world = { now: 0, sleeps: [] as number[] };
    const budget = createRequestBudget({ storage: () => { throw new Error('SecurityError'); }, now: () => world.now, sleep: async (ms) => { world.sleeps.push(ms); world.now += ms; } });
    for (let i = 0; i < 61; i++) await budget.take('u1');
    expect(world.sleeps).toEqual([60_000]);
  });

  it('reads and writes the shared list only while holding the user\'s lock (one writer across tabs)', async () => {
    const { world, items } = sharedWorld();
    const held: string[] = [];
    let holding = false;
    const storage = {
      getItem: (k: string) => { expect(holding).toBe(true); return items.get(k) ?? null; },
      setItem: (k: string, v: string) => { expect(holding).toBe(true); items.set(k, v); },
    };
    const lock = async <T>(name: string, task: () => T): Promise<T> => {
      held.push(name); holding = true;
      try { return task(); } finally { holding = false; }
    };
    const budget = createRequestBudget({ storage: () => storage, lock, now: () => world.now, sleep: async (ms) => { world.now += ms; } });
    await budget.take('u1');
    budget.record('u1');
    await Promise.resolve();
    expect(held).toEqual([budgetKey('u1'), budgetKey('u1')]);
    expect(JSON.parse(items.get(budgetKey('u1')) ?? '[]')).toHaveLength(2);
  });

  it('a tab whose copy of the list was stale when it wrote: the other tab puts its own stamps back once it hears of the write', async () => {
    // Each tab reads its own copy of the shared items, brought up to date (with a change event) only on `deliver`,
    // as Chromium's tabs read localStorage: the lock can come before the other tab's write has arrived.
    const shared = new Map<string, string>();
    const world = { now: 1_000 };
    const tabs = [0, 1].map(() => {
      const copy = new Map<string, string>();
      const listeners: Array<(key: string) => void> = [];
      const storage = { getItem: (k: string) => copy.get(k) ?? null, setItem: (k: string, v: string) => { copy.set(k, v); shared.set(k, v); } };
      const budget = createRequestBudget({ storage: () => storage, now: () => world.now, sleep: async () => {}, onChange: (listener) => listeners.push(listener) });
      const deliver = () => {
        for (const [k, v] of shared) if (copy.get(k) !== v) { copy.set(k, v); listeners.forEach((listener) => listener(k)); }
      };
      return { budget, deliver };
    });
    const [a, b] = tabs as [typeof tabs[0], typeof tabs[0]];
    await a.budget.take('u1');
    await a.budget.take('u1');
    // b has not seen a's two: its write leaves them out.
    await b.budget.take('u1');
    expect(JSON.parse(shared.get(budgetKey('u1'))!)).toHaveLength(1);
    a.deliver();
    await Promise.resolve();
    b.deliver();
    const stored = JSON.parse(shared.get(budgetKey('u1'))!) as number[];
    expect(stored).toHaveLength(3);
    // Three distinct stamps in time order, none after the request it counts.
    expect(new Set(stored).size).toBe(3);
    expect([...stored].sort((x, y) => x - y)).toEqual(stored);
    expect(stored.every((at) => at <= world.now && at > world.now - 1)).toBe(true);
  });

  it('a heard change that lacks none of the tab\'s stamps is not written again (no echo between tabs)', async () => {
    const { items, world } = sharedWorld();
    let writes = 0;
    const listeners: Array<(key: string) => void> = [];
    const storage = { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => { writes++; items.set(k, v); } };
    const budget = createRequestBudget({ storage: () => storage, now: () => world.now, sleep: async () => {}, onChange: (listener) => listeners.push(listener) });
    await budget.take('u1');
    expect(writes).toBe(1);
    listeners.forEach((listener) => listener(budgetKey('u1')));
    listeners.forEach((listener) => listener(budgetKey('someone-else')));
    await Promise.resolve();
    expect(writes).toBe(1);
  });
});
